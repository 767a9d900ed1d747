'use client';
import Alert from '@mui/material/Alert';
import { useTracking, type TrackingTarget } from '@/lib/api/tracking';
import { t } from '@/lib/i18n';

/**
 * Tracks the waybill's truck (useTracking) and says so: the shell records in the background; a
 * browser records while the page stays open; positions waiting to be sent are counted. For the
 * driver's waybill screen while the waybill is on its way; renders nothing when not `active` and
 * nothing waits.
 */
export function TrackingNotice(target: TrackingTarget) {
  const { mode, pending, problem } = useTracking(target);
  if (!target.active && pending === 0) return null;
  const waiting = pending > 0 ? ` ${t('location.tracking.pending', { n: pending })}` : '';
  if (problem) {
    return (
      <Alert severity="warning" data-testid="tracking-notice">
        {t(`location.tracking.problem.${problem}`)}
        {waiting}
      </Alert>
    );
  }
  const text = mode === 'shell' ? t('location.tracking.shell') : mode === 'browser' ? t('location.tracking.browser') : t('location.tracking.waiting');
  return (
    <Alert severity="info" data-testid="tracking-notice">
      {text}
      {waiting}
    </Alert>
  );
}
