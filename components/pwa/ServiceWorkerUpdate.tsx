'use client';
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Workbox } from 'workbox-window';
import { t } from '@/lib/i18n';

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

  return (
    <Snackbar
      open={waiting !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 72 } }}
      slotProps={{ content: { sx: { justifyContent: 'space-between' } } }}
      message={t('pwa.update.ready')}
      action={
        <Button color="secondary" size="small" onClick={() => waiting?.messageSkipWaiting()}>
          {t('pwa.update.reload')}
        </Button>
      }
    />
  );
}
