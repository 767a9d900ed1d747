'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCircleStations, type CircleStationInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { useDebounce } from '@/components/ui/useDebounce';
import { Loaded } from '@/components/ui/Loaded';
import { EmptyState } from '@/components/ui/EmptyState';

/** How many stations the chip row offers before "all stations" (the nearest or liveliest ones). */
const CHIP_STATIONS = 8;

/** "3.2 km" / "800 m" from the station, or nothing without a position. */
export function distanceText(metres: number | null): string | null {
  if (metres === null) return null;
  return metres < 1000 ? t('circle.station.metres', { n: Math.round(metres) }) : t('circle.station.km', { n: (metres / 1000).toFixed(1) });
}

/** One station's line: its expressway, distance, posts and the latest post's time. */
export function stationFacts(station: CircleStationInfo): string {
  return [
    station.highway,
    distanceText(station.distanceM),
    t('circle.station.posts', { count: station.postCount }),
    station.latestPostAt ? t('circle.station.latest', { time: relativeTime(station.latestPostAt) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Every station with a search by name or expressway, in a bottom sheet. */
function AllStationsSheet({ open, selected, onPick, onClose }: { open: boolean; selected: number | null; onPick: (station: CircleStationInfo) => void; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounce(keyword);
  const { stations, error, mutate } = useCircleStations(open ? debounced : '');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'circle-stations-title', role: 'dialog', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, height: '80vh' } } as object }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'grid', gap: 1.5 }}>
        <Typography id="circle-stations-title" variant="h6" component="h2">
          {t('circle.station.all')}
        </Typography>
        <TextField size="small" label={t('circle.station.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1, pb: 'env(safe-area-inset-bottom)' }}>
        <Loaded data={stations} error={error} onRetry={() => void mutate()}>
          {(found) =>
            found.length === 0 ? (
              <EmptyState message={t('circle.station.noneFound')} hint={t('circle.station.noneFoundHint')} />
            ) : (
              <List dense aria-label={t('circle.station.all')}>
                {found.map((station) => (
                  <ListItemButton key={station.orgId} selected={station.orgId === selected} onClick={() => onPick(station)}>
                    <ListItemText primary={station.name} secondary={stationFacts(station)} />
                  </ListItemButton>
                ))}
              </List>
            )
          }
        </Loaded>
      </Box>
    </Drawer>
  );
}

export interface StationPickerProps {
  stations: CircleStationInfo[];
  selected: number | null;
  onPick: (station: CircleStationInfo) => void;
}

/**
 * The stations to read: a row of the first ones (nearest first when the position is known, else
 * the liveliest) and "all stations" with a search. The chosen one shows even when not in the row.
 */
export function StationPicker({ stations, selected, onPick }: StationPickerProps) {
  const [sheet, setSheet] = useState(false);
  const row = stations.slice(0, CHIP_STATIONS);
  return (
    <>
      <Box role="list" aria-label={t('circle.station.nearby')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mx: -2, px: 2, scrollbarWidth: 'none' }}>
        {row.map((station) => (
          <Box role="listitem" key={station.orgId} sx={{ flex: '0 0 auto' }}>
            <Chip
              label={station.postCount > 0 ? `${station.name} · ${station.postCount}` : station.name}
              color={station.orgId === selected ? 'primary' : 'default'}
              variant={station.orgId === selected ? 'filled' : 'outlined'}
              aria-pressed={station.orgId === selected}
              onClick={() => onPick(station)}
            />
          </Box>
        ))}
        <Box role="listitem" sx={{ flex: '0 0 auto' }}>
          <Chip label={t('circle.station.all')} variant="outlined" color="primary" onClick={() => setSheet(true)} />
        </Box>
      </Box>
      <AllStationsSheet
        open={sheet}
        selected={selected}
        onClose={() => setSheet(false)}
        onPick={(station) => {
          setSheet(false);
          onPick(station);
        }}
      />
    </>
  );
}
