'use client';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/constants';
import type { ScreenRoute } from './types';

/** Screens loaded so far, so a second visit renders at once. */
const loadedScreens = new Map<ScreenRoute, ComponentType>();

export type ScreenLoad =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; retry: () => void };

function known(route: ScreenRoute): ComponentType | undefined {
  return 'screen' in route ? route.screen : loadedScreens.get(route);
}

/**
 * The component of a route: at once for the entry route and screens already loaded, otherwise
 * from its domain's chunk. A chunk that has not arrived after the spec's 60 s (a dead mobile
 * connection) or that fails counts as failed, and `retry` asks for it again.
 */
export function useScreenComponent(route: ScreenRoute): ScreenLoad {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ route: ScreenRoute; attempt: number; failed: boolean } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = known(route);

  useEffect(() => {
    if (ready || 'screen' in route) return;
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setResult({ route, attempt, failed });
    };
    const timer = setTimeout(() => settle(true), LAZY_LOAD_TIMEOUT_MS);
    route.load().then(
      (module) => {
        // Kept even when it arrives after the time-out: the retry then shows it at once.
        loadedScreens.set(route, module.default);
        settle(false);
      },
      () => settle(true),
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [route, attempt, ready]);

  if (ready) return { status: 'ready', Screen: ready };
  if (result && result.route === route && result.attempt === attempt && result.failed) {
    return { status: 'failed', retry };
  }
  return { status: 'loading' };
}
