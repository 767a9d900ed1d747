'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { POINTS_FOR, POINTS_REASONS } from '@/lib/contract';
import { t } from '@/lib/i18n';

/** How points are earned, with the amounts from the contract (the same numbers the server gives). */
export function EarningRules() {
  return (
    <Box component="section" aria-label={t('points.howToEarn')} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h2">
        {t('points.howToEarn')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {POINTS_REASONS.map((reason) => (
          <Typography key={reason} component="li" variant="body2">
            {t(`points.rule.${reason}`, { points: POINTS_FOR[reason] })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
