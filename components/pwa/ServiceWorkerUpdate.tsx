'use client';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { lazyPart, themed } from '@/components/app/lazyPart';

/** Drawn with MUI, so loaded only when a new version waits. */
const UpdatePrompt = lazyPart(themed(() => import(/* webpackChunkName: "update-prompt" */ './UpdatePrompt').then((m) => m.default)));

/**
 * Registers the service worker (`./sw.js`, scope `./`: relative, so the app installs from any
 * sub-path) and, when a new version has been downloaded and waits, offers to reload into it.
 * Only production builds have a worker to register.
 */
export function ServiceWorkerUpdate() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const workbox = new Workbox('./sw.js', { scope: './' });
      workbox.addEventListener('waiting', () => setWaiting(workbox));
      // The new worker took over after "reload": load the page it serves.
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      workbox.register().catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  return <UpdatePrompt onReload={() => waiting.messageSkipWaiting()} />;
}
