'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { CHINA_TIME_ZONE, relativeTime } from '@/lib/time';
import { useOfflineState } from './offlineStatus';

/** "11月25日 14:03" (zh-CN) / "25/11 14:03" (en), in China time. */
export function chinaDateTime(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: CHINA_TIME_ZONE, month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  // en-GB pads the day and month ("02/12"); Chinese dates are not padded (12月2日, not 12月02日).
  return t('offline.date', { month: Number(parts.month), day: Number(parts.day), time: `${parts.hour}:${parts.minute}` });
}

/** "离线 · 11月25日 14:03 更新（2小时前）". */
export function staleText(storedAt: Date, now: Date = new Date()): string {
  return t('offline.stale', { date: chinaDateTime(storedAt), age: relativeTime(storedAt, { now }) });
}

/**
 * The line above content that may be old: when the shown read came from the phone's store, its
 * date and age; when there is no network and nothing was stored for this screen, says so and what
 * to do (open it once with signal), with a retry. Nothing when the content is fresh.
 */
export function OfflineNote({ path, onRetry }: { path: string | RegExp; onRetry?: () => void }) {
  const { offline, cachedAt, missing } = useOfflineState(path);
  if (cachedAt) {
    return (
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="offline-note">
        {staleText(cachedAt)}
      </Alert>
    );
  }
  if (missing) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 1 }}
        data-testid="offline-note"
        action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{t('offline.retry')}</Button>}
      >
        {t('offline.nothingSaved')}
      </Alert>
    );
  }
  if (offline) {
    return (
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="offline-note">
        {t('offline.noNetwork')}
      </Alert>
    );
  }
  return null;
}
