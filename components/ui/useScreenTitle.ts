'use client';
import { useEffect } from 'react';
import { isInShell } from '@/lib/bridge/environment';

/**
 * Hands a screen's title to the native shell, or sets the document's title in a browser. Only the
 * shell needs the bridge (its message transport checks replies with the contract's zod schemas,
 * which pulls in the request layer and the error catalogue): loading it in a plain browser put
 * ~65 KiB of scripts on every first screen, the download page's included, for one assignment.
 * A shell that cannot set titles is not worth an error on every screen.
 */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    if (!title) return;
    if (!isInShell()) {
      document.title = title;
      return;
    }
    import('@/lib/bridge').then(({ bridge }) => bridge.setTitle(title)).catch(() => undefined);
  }, [title]);
}
