'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EtcOrderInfo } from '@/lib/api';
import type { EtcOrderStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { dateTime, Section } from '@/components/waybill/widgets';

/** The steps an application goes through when all goes well, by how the card is handed over. */
const PATH_OF: Record<'mail' | 'outlet', readonly EtcOrderStatus[]> = {
  mail: ['submitted', 'reviewing', 'approved', 'issued', 'shipped', 'activated'],
  outlet: ['submitted', 'reviewing', 'approved', 'issued', 'readyForPickup', 'activated'],
};
const ENDED: readonly EtcOrderStatus[] = ['rejected', 'cancelled', 'activated'];

/**
 * What happened to the application, oldest first, each step with its time and its note (the
 * rejection reason, the tracking number, the cancel reason), then — while it goes on — the steps
 * still to come, greyed.
 */
export function OrderTimeline({ order }: { order: EtcOrderInfo }) {
  const reached = new Set(order.timeline.map((entry) => entry.status));
  const upcoming = ENDED.includes(order.status) || order.status === 'draft' ? [] : PATH_OF[order.handleMethod ?? 'mail'].filter((status) => !reached.has(status));
  return (
    <Section title={t('etc.progress.timeline')}>
      <Box component="ol" aria-label={t('etc.progress.timeline')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {order.timeline.map((entry, index) => {
          const last = index === order.timeline.length - 1;
          const bad = entry.status === 'rejected' || entry.status === 'cancelled';
          return (
            <Box component="li" key={`${entry.status}-${entry.at}-${index}`} sx={{ display: 'flex', gap: 1.5, pb: 1.25 }}>
              <Box aria-hidden sx={{ mt: 0.75, width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: bad ? 'error.main' : last ? 'primary.main' : 'success.main' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: last ? 600 : 400, color: bad ? 'error.main' : 'text.primary' }}>
                  {t(`etc.timeline.${entry.status}`)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {dateTime(entry.at)}
                </Typography>
                {entry.note && (
                  <Typography variant="body2" sx={{ color: bad ? 'error.main' : 'text.secondary', wordBreak: 'break-all' }}>
                    {entry.status === 'rejected' ? t('etc.progress.reason', { reason: entry.note }) : entry.note}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
        {upcoming.map((status) => (
          <Box component="li" key={status} sx={{ display: 'flex', gap: 1.5, pb: 1.25 }}>
            <Box aria-hidden sx={{ mt: 0.75, width: 10, height: 10, borderRadius: '50%', flexShrink: 0, border: 1, borderColor: 'text.disabled' }} />
            <Typography variant="body2" sx={{ color: 'text.disabled' }}>
              {t(`etc.timeline.${status}`)}
              {' · '}
              {t('etc.progress.toCome')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
