'use client';
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useWaybillRoute, type WaybillRouteData } from '@/lib/api/tracking';
import { t } from '@/lib/i18n';
import { formatDateTime as dateTime, relativeTime } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { LeafletMap, type MapMarker } from './LeafletMap';

export interface RouteMapProps {
  waybillId: number;
  carNumber: string;
  /** The waybill has ended (spec "route display" isEnd 0/1); the server's own answer wins once loaded. */
  isEnd: 0 | 1 | boolean;
}


/** Kilometres with one decimal, from metres. */
export function kilometres(metres: number): string {
  return (metres / 1000).toFixed(1);
}

function RouteBody({ route, ended }: { route: WaybillRouteData; ended: boolean }) {
  const markers = useMemo<MapMarker[]>(() => {
    const first = route.points[0];
    const last = route.last;
    if (!first || !last) return [];
    return [
      { lat: first.lat, lng: first.lng, label: t('location.route.start'), color: '#2e7d32' },
      { lat: last.lat, lng: last.lng, label: ended ? t('location.route.end') : t('location.route.now'), color: '#d32f2f' },
    ];
  }, [route, ended]);
  if (!route.last) return <EmptyState message={t('location.route.noPoints')} />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LeafletMap line={route.points} markers={markers} label={t('location.route.mapLabel', { car: route.carNumber })} />
      <Typography data-testid="route-distance" variant="subtitle1">
        {t('location.route.distance', { km: kilometres(route.distanceM) })}
      </Typography>
      <Typography data-testid="route-last" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('location.route.lastAt', { time: dateTime(route.last.at), ago: relativeTime(route.last.at) })}
      </Typography>
    </Box>
  );
}

/**
 * A waybill's route on a Leaflet map for its driver or cargo owner: the line of positions, start
 * and latest (or end) markers, the distance driven and when the last position came. Re-read every
 * 30 s while the trip goes on.
 */
export function RouteMap({ waybillId, carNumber, isEnd }: RouteMapProps) {
  const { route, error, mutate } = useWaybillRoute(waybillId);
  const ended = route ? route.isEnd === 1 : isEnd === 1 || isEnd === true;
  return (
    <Box component="section" aria-label={t('location.route.title')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('location.route.title')} · {carNumber}
        </Typography>
        <Chip size="small" color={ended ? 'default' : 'primary'} label={ended ? t('location.route.ended') : t('location.route.moving')} />
      </Box>
      <Loaded data={route} error={error} onRetry={() => void mutate()}>
        {(loaded) => <RouteBody route={loaded} ended={ended} />}
      </Loaded>
    </Box>
  );
}

export default RouteMap;
