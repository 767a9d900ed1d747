'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's first hydration has committed. Set by the first hook's effect after it, so a
 * component first rendered later (any screen after the first, a panel opened by a tap) starts
 * hydrated at once; components rendered by the hydration itself start unhydrated, as the server did.
 */
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Things
 * only the browser knows (stored language, user agent, page URL) wait for it, so the first
 * client render matches the exported HTML.
 *
 * The turn to true after hydration is a transition: React renders it in slices between other
 * work. (useSyncExternalStore with a differing server value, which this was, forces a synchronous
 * re-render of every component using it inside hydration's own commit task: one long task more at
 * the moment a phone's first taps arrive.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
