'use client';
import { useEffect, useState } from 'react';
import { afterStartup } from '@/components/app/afterStartup';
import { lazyPart, themed } from '@/components/app/lazyPart';
import { SW_TAKE_ASK_AGAIN_MS, SW_TAKE_HOLD_MS, SW_UPDATE_CHECK_MS } from '@/lib/constants';
import { subscribe as onRouteChange } from '@/components/router/history';
import { holdScreenLoads } from '@/components/router/screenHold';
import { reloadPage } from './reloadPage';

/** Drawn with MUI, so loaded only when a new version waits. */
const UpdatePrompt = lazyPart(themed(() => import(/* webpackChunkName: "update-prompt" */ './UpdatePrompt').then((m) => m.default)));

/**
 * Registers the service worker (`./sw.js`, scope `./`: relative, so the app installs from any
 * sub-path) and brings a new version in without losing what a person is doing:
 * - a new worker that waits is offered ("新版本可用", update now), and otherwise taken at the
 *   next route change: the person is leaving the screen anyway, so no half-filled form is lost.
 *   The next screen's code is not fetched meanwhile (components/router/screenHold.ts): a fetch
 *   would wake the old worker, which then keeps the new one out for its idle time-out (30 s), and
 *   the reload would come half a minute into the new screen. The page reloads onto the new
 *   version at the route asked for; if the new worker has not taken over after SW_TAKE_HOLD_MS,
 *   the screen loads on the old version and the reload waits for the next route change;
 * - a worker already waiting when the page starts (the person reloaded to get the new version,
 *   which a reload alone does not do while the old worker controls the tab) is taken at once;
 * - taking it is skipWaiting, then a reload once the new worker controls the page. A new worker
 *   that takes over without this page asking (another tab took it) reloads this one at its next
 *   route change, never under the person's hands.
 * Hash navigation never loads a document, so the browser's own update check (made on loads) is
 * also made at route changes, at most every SW_UPDATE_CHECK_MS.
 * Registering waits until the page has loaded and is idle: workbox-window's chunk, the
 * registration and the worker's install (which downloads the whole app for offline use) would
 * otherwise run beside hydration and the first screen's own requests.
 * Only production builds have a worker to register.
 */
export function ServiceWorkerUpdate() {
  /** Takes the waiting worker now; set while one is offered. */
  const [takeNow, setTakeNow] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let stopWatching = () => undefined as void;
    const register = async () => {
      const { Workbox } = await import('workbox-window');
      if (cancelled) return;
      const workbox = new Workbox('./sw.js', { scope: './' });
      let offered = false;
      let taking = false;
      /** A new version took over while the person was on a screen: reload when they leave it. */
      let reloadOnLeaving = false;
      let lastCheck = Date.now();
      let askingAgain: number | undefined;
      const take = () => {
        taking = true;
        workbox.messageSkipWaiting();
        // The old worker must go idle before the new one takes over. A fetch meanwhile (the icon
        // the browser asks for at a hash navigation) wakes it, and a woken worker idles out only
        // after its time-out (30 s): asking again stops it as soon as it is idle. Once the new
        // worker has taken over nothing waits, and asking does nothing.
        window.clearInterval(askingAgain);
        const until = Date.now() + SW_TAKE_HOLD_MS;
        askingAgain = window.setInterval(() => {
          if (Date.now() >= until) window.clearInterval(askingAgain);
          else workbox.messageSkipWaiting();
        }, SW_TAKE_ASK_AGAIN_MS);
      };
      workbox.addEventListener('waiting', (event) => {
        if (event.wasWaitingBeforeRegister) {
          take();
          return;
        }
        offered = true;
        setTakeNow(() => take);
      });
      // The new worker took over: load the page it serves, at the route now shown. (isUpdate alone
      // misses a tab whose first visit installed the worker: it had no controller at register.)
      workbox.addEventListener('controlling', (event) => {
        window.clearInterval(askingAgain);
        if (taking) reloadPage();
        else if (event.isUpdate) reloadOnLeaving = true;
      });
      const stopRouteWatch = onRouteChange(() => {
        if (reloadOnLeaving) {
          reloadPage();
          return;
        }
        if (offered) {
          offered = false;
          take();
          holdScreenLoads(
            new Promise((resolve) =>
              window.setTimeout(() => {
                // Not taken in time: this screen loads on the old version, the reload waits.
                taking = false;
                resolve();
              }, SW_TAKE_HOLD_MS),
            ),
          );
          return;
        }
        if (Date.now() - lastCheck >= SW_UPDATE_CHECK_MS) {
          lastCheck = Date.now();
          void workbox.update().catch(() => undefined);
        }
      });
      stopWatching = () => {
        stopRouteWatch();
        window.clearInterval(askingAgain);
      };
      workbox.register().catch(() => undefined);
    };
    const stopWaiting = afterStartup(() => void register());
    return () => {
      cancelled = true;
      stopWaiting();
      stopWatching();
    };
  }, []);

  if (!takeNow) return null;
  return <UpdatePrompt onReload={takeNow} />;
}
