'use client';
import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { usePlaces, type PlaceItem } from '@/lib/api/goods';
import { nearestDivisions } from '@/lib/api/tracking';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { errorMessage } from '@/components/ui/errorMessage';
import { answerPick, rememberPlace, type ChosenArea } from './pick';
import { OPEN_LOCATION_PATH } from './paths';

/** Widgets the location screens share: the end of a choice, the current position, place rows and search results. */

/**
 * A place was chosen: answered to the asking screen when the picker was opened with `?pick=`;
 * otherwise (opened on its own) the place is shown on the map, replacing the picker.
 */
export function finishChoice(pickId: string | undefined, area: ChosenArea): void {
  if (pickId) {
    answerPick(pickId, area);
    return;
  }
  rememberPlace(area);
  navigate(
    OPEN_LOCATION_PATH,
    { lat: String(area.lat), lng: String(area.lng), name: area.name, address: area.address },
    { replace: true },
  );
}

export interface Position {
  lat: number;
  lng: number;
}

/** The device position (bridge getLocation: the shell's, or the browser's within 3 s), asked on `locate()`. */
export function useCurrentPosition(askAtOnce: boolean) {
  const [position, setPosition] = useState<Position | null>(null);
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = useCallback(async (): Promise<Position | null> => {
    setState('locating');
    try {
      const { bridge } = await import('@/lib/bridge');
      const reply = await bridge.getLocation();
      const found = { lat: reply.latitude, lng: reply.longitude };
      setPosition(found);
      setState('idle');
      return found;
    } catch {
      setState('failed');
      return null;
    }
  }, []);
  useEffect(() => {
    if (askAtOnce) void locate();
  }, [askAtOnce, locate]);
  return { position, state, locate };
}

/** The current position as a chosen area: named after the nearest county seat (an estimate, docs/tracking.md). */
export async function areaAt(position: Position): Promise<ChosenArea | null> {
  const path = await nearestDivisions(position.lat, position.lng);
  const deepest = path.at(-1);
  if (!deepest) return null;
  return {
    name: t('location.here.near', { place: deepest.name }),
    address: path.map((d) => d.name).join(''),
    lng: position.lng,
    lat: position.lat,
    adCode: deepest.code,
  };
}

/** One place as a tappable row: name, address, and kind or distance. */
export function PlaceRow({ place, onChoose }: { place: ChosenArea & Partial<Pick<PlaceItem, 'kind' | 'distanceM'>>; onChoose: () => void }) {
  const extra =
    place.distanceM != null
      ? t('location.search.distance', { km: (place.distanceM / 1000).toFixed(1) })
      : place.kind
        ? t(`location.kind.${place.kind}`)
        : undefined;
  return (
    <ListItemButton onClick={onChoose} divider>
      <ListItemText primary={place.name} secondary={extra ? `${place.address} · ${extra}` : place.address} />
    </ListItemButton>
  );
}

/** Places matching `keyword` (the caller debounces it: useDebounce), nearest to `near` first when known. */
export function PlaceResults({ keyword, near, onChoose }: { keyword: string; near: Position | null; onChoose: (place: PlaceItem) => void }) {
  const settled = keyword.trim();
  const { places, error, isLoading } = usePlaces(settled, near ?? undefined);
  if (settled === '') return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('location.search.hint')}</Typography>;
  if (error) return <ErrorState message={errorMessage(error)} />;
  if (!places || isLoading) return <DelayedLoading />;
  if (places.length === 0) return <EmptyState message={t('location.search.none', { keyword: settled })} />;
  return (
    <Box component="section" aria-label={t('location.search.title')}>
      <List disablePadding>
        {places.map((place) => (
          <PlaceRow key={`${place.kind}-${place.adCode}-${place.name}-${place.lat}`} place={place} onChoose={() => onChoose(place)} />
        ))}
      </List>
    </Box>
  );
}

/** Strips what a Place adds to a chosen area (kind, distance). */
export function toArea({ name, address, lng, lat, adCode }: ChosenArea): ChosenArea {
  return { name, address, lng, lat, adCode };
}
