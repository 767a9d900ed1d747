'use client';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dismissFieldAction, flushFieldActions, useFieldQueue, type QueuedFieldAction } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { useAction } from '@/components/ui/useAction';
import { dateTime } from './widgets';

/** The browser's idea of whether it is online (true where it cannot tell). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

export function fieldActionLabel(action: QueuedFieldAction['action']): string {
  return t(`waybill.fieldAction.${action}`);
}

/**
 * The field actions of one waybill (or all) kept on the phone: "waiting to send" ones with the
 * time they happened, and refused ones with the server's reason. They are sent when this shows
 * up, on "sync now", and (by lib/api) when the browser is back online.
 */
export function FieldQueueNotice({ waybillId }: { waybillId?: number }) {
  const queue = useFieldQueue(waybillId);
  const online = useOnline();
  const waiting = queue.filter((entry) => !entry.failure);
  const sync = useAction(async () => {
    const confirmed = await flushFieldActions();
    if (confirmed > 0) showToast(t('waybill.queue.synced', { n: confirmed }));
  });

  // What waits from an earlier session (the app was closed before it synced) is tried again when
  // a screen shows it. Only then: flushFieldActions run with nothing to send stays "in progress"
  // for good (lib/api/waybill.ts, see the screens report).
  const waitedAtMount = useRef(waiting.length > 0);
  useEffect(() => {
    if (waitedAtMount.current) void flushFieldActions();
  }, []);

  const refused = queue.filter((entry) => entry.failure);
  if (queue.length === 0 && online) return null;

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="field-queue">
      {!online && <Alert severity="info">{t('waybill.queue.offline')}</Alert>}
      {waiting.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void sync.run()} disabled={sync.pending}>
              {sync.pending ? t('waybill.queue.syncing') : t('waybill.queue.syncNow')}
            </Button>
          }
        >
          <AlertTitle>{t('waybill.queue.waiting', { n: waiting.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {waiting.map((entry) => (
              <li key={entry.key}>
                <Typography variant="body2">
                  {t('waybill.queue.entry', {
                    action: fieldActionLabel(entry.action),
                    at: dateTime(String(entry.body.occurredAt ?? entry.queuedAt)),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="caption">{t('waybill.queue.hint')}</Typography>
        </Alert>
      )}
      {refused.map((entry) => (
        <Alert
          key={entry.key}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dismissFieldAction(entry.key)}>
              {t('waybill.queue.dismiss')}
            </Button>
          }
        >
          {t('waybill.queue.refused', { action: fieldActionLabel(entry.action), reason: entry.failure ?? '' })}
        </Alert>
      ))}
      {sync.error && <Alert severity="error">{sync.error}</Alert>}
    </Box>
  );
}
