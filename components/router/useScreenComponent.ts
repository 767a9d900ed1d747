'use client';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { chunkLoaded, recoverFromChunkFailure } from '@/components/pwa/missingChunk';
import type { ScreenRoute } from './types';

/** Screens loaded so far, so a second visit renders at once. */
const loadedScreens = new Map<ScreenRoute, ComponentType>();

export type ScreenLoad =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; retry: () => void; /** Its chunk is gone even after reloading onto the new version. */ stillMissing: boolean };

function known(route: ScreenRoute): ComponentType | undefined {
  return 'screen' in route ? route.screen : loadedScreens.get(route);
}

/**
 * The component of a route: at once for the entry route and screens already loaded, otherwise
 * from its domain's chunk. A chunk that has not arrived after the spec's 60 s (a dead mobile
 * connection) or that fails counts as failed, and `retry` asks for it again. A chunk a deploy
 * removed reloads the page once onto the new version (missingChunk.ts) and stays 'loading' meanwhile.
 */
export function useScreenComponent(route: ScreenRoute): ScreenLoad {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ route: ScreenRoute; attempt: number; failed: boolean; stillMissing?: boolean } | null>(
    null,
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = known(route);

  useEffect(() => {
    if (ready || 'screen' in route) return;
    let settled = false;
    const settle = (failed: boolean, stillMissing = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setResult({ route, attempt, failed, stillMissing });
    };
    const timer = setTimeout(() => settle(true), LAZY_LOAD_TIMEOUT_MS);
    route.load().then(
      (module) => {
        // Kept even when it arrives after the time-out: the retry then shows it at once.
        loadedScreens.set(route, module.default);
        chunkLoaded();
        settle(false);
      },
      (error: unknown) =>
        void recoverFromChunkFailure(error).then((outcome) => {
          if (outcome !== 'reloading') settle(true, outcome === 'stillMissing');
        }),
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [route, attempt, ready]);

  if (ready) return { status: 'ready', Screen: ready };
  if (result && result.route === route && result.attempt === attempt && result.failed) {
    return { status: 'failed', retry, stillMissing: Boolean(result.stillMissing) };
  }
  return { status: 'loading' };
}
