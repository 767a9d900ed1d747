'use client';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useTrip, type TripInfo, type TripDetailInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate, formatDateTime, formatTime } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { LeafletMap, type MapMarker } from '@/components/location/LeafletMap';

/** Kilometres with one decimal, from metres. */
export function km(metres: number): string {
  return (metres / 1000).toFixed(1);
}

/** The trip's track on the map, start and end (or the latest position while on the way) marked. */
function TripTrack({ trip }: { trip: TripDetailInfo }) {
  const markers = useMemo<MapMarker[]>(() => {
    const first = trip.track[0];
    const last = trip.track[trip.track.length - 1];
    if (!first || !last) return [];
    return [
      { lat: first.lat, lng: first.lng, label: t('points.trips.start'), color: '#2e7d32' },
      { lat: last.lat, lng: last.lng, label: t(trip.endedAt ? 'points.trips.end' : 'points.trips.now'), color: '#d32f2f' },
    ];
  }, [trip]);
  if (trip.track.length === 0) return <EmptyState message={t('points.trips.noTrack')} />;
  return <LeafletMap line={trip.track} markers={markers} height={240} label={t('points.trips.mapLabel', { from: trip.fromName, to: trip.toName })} />;
}

function TripMap({ waybillId }: { waybillId: number }) {
  const { trip, error, mutate } = useTrip(waybillId);
  return (
    <Loaded data={trip} error={error} onRetry={() => void mutate()}>
      {(loaded) => <TripTrack trip={loaded} />}
    </Loaded>
  );
}

/** When the trip ran: start – end (the end's time only on the same day), or since when while on the way. */
function tripTimes(trip: TripInfo): string {
  if (!trip.endedAt) return t('points.trips.sinceStart', { start: formatDateTime(trip.startedAt) });
  const sameDay = formatDate(trip.startedAt) === formatDate(trip.endedAt);
  return t('points.trips.times', { start: formatDateTime(trip.startedAt), end: sameDay ? formatTime(trip.endedAt) : formatDateTime(trip.endedAt) });
}

/**
 * One trip (a waybill driven): from → to, its distance, plate and waybill number, when, 行驶中 or
 * 已完成; 查看轨迹 opens its track on the map below (read only when opened).
 */
export function TripRow({ trip }: { trip: TripInfo }) {
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`trip-${trip.waybillId}`}>
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            {trip.fromName} → {trip.toName}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {t('points.trips.km', { km: km(trip.distanceM) })}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tripTimes(trip)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color={trip.endedAt ? 'default' : 'primary'} label={t(trip.endedAt ? 'points.trips.ended' : 'points.trips.moving')} />
          <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
            {trip.plateNumber} · {t('points.trips.waybill', { no: trip.waybillNo })}
          </Typography>
          <Button size="small" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            {t(open ? 'points.trips.hideMap' : 'points.trips.showMap')}
          </Button>
        </Box>
        <Collapse in={open} unmountOnExit>
          <TripMap waybillId={trip.waybillId} />
        </Collapse>
      </CardContent>
    </Card>
  );
}
