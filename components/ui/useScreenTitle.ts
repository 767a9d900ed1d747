'use client';
import { useEffect } from 'react';

/**
 * Hands a screen's title to the native shell (or the document title in a browser). The bridge
 * loads on demand, so a screen paints without it; a shell that cannot set titles is not worth
 * an error on every screen.
 */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    if (!title) return;
    import('@/lib/bridge').then(({ bridge }) => bridge.setTitle(title)).catch(() => undefined);
  }, [title]);
}
