'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import type { Entrance } from '@/components/router/types';
import { EntranceNeed } from './EntranceNeed';

export interface ShortcutRowProps {
  entrances: readonly Entrance[];
  onOpen: (entrance: Entrance) => void;
}

/**
 * The viewer's shortcuts as ONE row that scrolls sideways (issue 15): an icon and a label each,
 * about 64 px high, so the market's first goods card stays on the first screen.
 */
export function ShortcutRow({ entrances, onOpen }: ShortcutRowProps) {
  if (entrances.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('bazaar.quickEntries')}
      sx={{ mx: -2, px: 2, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
        {entrances.map((entrance) => (
          <Box component="li" key={entrance.path} sx={{ flex: '0 0 auto' }}>
            <ButtonBase
              onClick={() => onOpen(entrance)}
              sx={{ minWidth: 72, maxWidth: 96, flexDirection: 'column', gap: 0.5, px: 0.5, py: 0.75, borderRadius: 2 }}
            >
              <Box sx={{ width: 36, height: 36, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                <entrance.Icon fontSize="small" />
              </Box>
              <Typography component="span" variant="caption" sx={{ color: 'text.primary', textAlign: 'center', lineHeight: 1.2 }}>
                {t(entrance.labelKey)}
              </Typography>
              <EntranceNeed entrance={entrance} short />
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
