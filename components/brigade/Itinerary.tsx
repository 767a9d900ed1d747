'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BrigadeItineraryDay } from '@/lib/contract';
import { t } from '@/lib/i18n';

/** A package's itinerary, day by day ("第1天 · 福州—武夷山" and what happens). */
export function Itinerary({ days }: { days: readonly BrigadeItineraryDay[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map((day, index) => (
        <Box component="li" key={index} sx={{ position: 'relative', pl: 3, pb: 2, '&:last-of-type': { pb: 0 } }}>
          <Box aria-hidden sx={{ position: 'absolute', left: 4, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Typography variant="subtitle2" component="h4">
            {t('brigade.driving.day', { n: index + 1, title: day.title })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line', mt: 0.5 }}>
            {day.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
