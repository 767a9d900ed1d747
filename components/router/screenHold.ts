/**
 * A short hold on loading screen code. While a new version of the app is being taken at a route
 * change (components/pwa/ServiceWorkerUpdate.tsx), the old version must not fetch the next screen:
 * each fetch wakes the old service worker, and a woken worker that then stays idle only lets the
 * new one in after its idle time-out (30 s in Chromium). The page would reload onto the new
 * version half a minute into the new screen, under the person's hands. Held, the next screen shows
 * its loading state until the page reloads onto it, or until the hold ends and it loads as usual.
 */
let hold: Promise<void> | null = null;

/** Screen code waits for `until` (which must settle: it is the hold's own time limit). */
export function holdScreenLoads(until: Promise<void>): void {
  const current = until.finally(() => {
    if (hold === current) hold = null;
  });
  hold = current;
}

/** Runs `load` now, or once the hold ends. */
export function afterScreenHold<T>(load: () => Promise<T>): Promise<T> {
  return hold ? hold.then(load) : load();
}
