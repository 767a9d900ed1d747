'use client';
import { useEffect, useState } from 'react';
import { afterStartup } from '@/components/app/afterStartup';
import { lazyPart, themed } from '@/components/app/lazyPart';
import { SW_UPDATE_CHECK_MS } from '@/lib/constants';
import { subscribe as onRouteChange } from '@/components/router/history';

/** Drawn with MUI, so loaded only when a new version waits. */
const UpdatePrompt = lazyPart(themed(() => import(/* webpackChunkName: "update-prompt" */ './UpdatePrompt').then((m) => m.default)));

/**
 * Registers the service worker (`./sw.js`, scope `./`: relative, so the app installs from any
 * sub-path) and brings a new version in without losing what a person is doing:
 * - a new worker that waits is offered ("新版本可用", update now), and otherwise taken at the
 *   next route change: the person is leaving the screen anyway, so no half-filled form is lost;
 * - a worker already waiting when the page starts (the person reloaded to get the new version,
 *   which a reload alone does not do while the old worker controls the tab) is taken at once;
 * - taking it is skipWaiting, then a reload once the new worker controls the page.
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
      let lastCheck = Date.now();
      const take = () => {
        taking = true;
        workbox.messageSkipWaiting();
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
        if (taking || event.isUpdate) window.location.reload();
      });
      stopWatching = onRouteChange(() => {
        if (offered) {
          take();
          return;
        }
        if (Date.now() - lastCheck >= SW_UPDATE_CHECK_MS) {
          lastCheck = Date.now();
          void workbox.update().catch(() => undefined);
        }
      });
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
