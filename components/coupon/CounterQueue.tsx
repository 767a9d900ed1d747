'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { dismissFieldAction, flushFieldActions, useFieldQueue } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAction } from '@/components/ui/useAction';

/**
 * The write-offs this person made at the counter without signal and the phone still holds
 * (docs/offline.md): how many wait, a way to send them now, and any the server refused, with why.
 */
export function CounterQueue() {
  const queue = useFieldQueue().filter((entry) => entry.action === 'couponWriteOff');
  const waiting = queue.filter((entry) => !entry.failure);
  const refused = queue.filter((entry) => entry.failure);
  const sync = useAction(() => flushFieldActions());
  if (queue.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="counter-queue">
      {waiting.length > 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" disabled={sync.pending} onClick={() => void sync.run()}>
              {t('coupon.offline.syncNow')}
            </Button>
          }
        >
          {t('coupon.offline.waiting', { n: waiting.length })}
        </Alert>
      )}
      {refused.map((entry) => (
        <Alert
          key={entry.key}
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => dismissFieldAction(entry.key)}>
              {t('coupon.offline.dismiss')}
            </Button>
          }
        >
          {t('coupon.offline.refused', { reason: entry.failure ?? '' })}
        </Alert>
      ))}
    </Box>
  );
}
