'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import type { Entrance } from '@/components/router/types';

export interface EntranceGridProps {
  entrances: readonly Entrance[];
  onOpen: (entrance: Entrance) => void;
  /** Tiles per row. */
  columns?: number;
}

/** Feature entrances as a grid of icon tiles. */
export function EntranceGrid({ entrances, onOpen, columns = 4 }: EntranceGridProps) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, rowGap: 2 }}
    >
      {entrances.map((entrance) => (
        <li key={entrance.path}>
          <ButtonBase
            onClick={() => onOpen(entrance)}
            sx={{ width: '100%', flexDirection: 'column', gap: 0.75, py: 1, borderRadius: 2 }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <entrance.Icon />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.primary', textAlign: 'center', lineHeight: 1.3 }}>
              {t(entrance.labelKey)}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
