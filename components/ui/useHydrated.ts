'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Things
 * only the browser knows (stored language, user agent, page URL) wait for it, so the first
 * client render matches the exported HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
