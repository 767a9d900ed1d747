'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { BrigadeDeparture } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDayLong } from '@/lib/time';
import { formatYuan } from '@/components/money/amount';

/** Whether a departure can still be booked. */
export const bookable = (departure: BrigadeDeparture) => !departure.departed && departure.seatsLeft > 0;

/**
 * A package's departures as choices: the date (China calendar day), the price per traveller and
 * the seats left; full or departed ones show why and cannot be chosen.
 */
export function DeparturePicker({
  departures,
  chosen,
  onChoose,
}: {
  departures: readonly BrigadeDeparture[];
  chosen: number | null;
  onChoose: (departureId: number) => void;
}) {
  return (
    <Box role="radiogroup" aria-label={t('brigade.driving.departures')} sx={{ display: 'grid', gap: 1 }}>
      {departures.map((departure) => {
        const open = bookable(departure);
        const selected = departure.departureId === chosen;
        const seats = departure.departed ? t('brigade.driving.departed') : open ? t('brigade.driving.seatsLeft', { count: departure.seatsLeft }) : t('brigade.driving.full');
        return (
          <ButtonBase
            key={departure.departureId}
            role="radio"
            aria-checked={selected}
            aria-label={`${formatDayLong(departure.date)} ${formatYuan(departure.priceFen)} ${seats}`}
            disabled={!open}
            onClick={() => onChoose(departure.departureId)}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              px: 1.5,
              py: 1.25,
              border: 1,
              borderRadius: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'transparent',
              opacity: open ? 1 : 0.55,
              textAlign: 'left',
            }}
          >
            <Box>
              <Typography variant="body1">{formatDayLong(departure.date)}</Typography>
              <Typography variant="caption" sx={{ color: open ? 'success.main' : 'text.secondary' }}>
                {seats}
              </Typography>
            </Box>
            <Typography variant="subtitle1" sx={{ color: 'error.main', fontVariantNumeric: 'tabular-nums' }}>
              {formatYuan(departure.priceFen)}
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', ml: 0.5 }}>
                {t('brigade.price.perTraveller')}
              </Box>
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
