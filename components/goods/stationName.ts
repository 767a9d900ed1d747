'use client';
import { useStations } from '@/lib/api';
import { t } from '@/lib/i18n';

/**
 * A toll station as people know it: its name from the station list (one cached read shared by
 * every screen that names stations), or "站点 #id" until the list is read or when it lacks the id.
 */
export function useStationName(stationId: number | null | undefined): string | null {
  const { stations } = useStations();
  if (stationId === null || stationId === undefined) return null;
  return stations?.find((station) => station.id === stationId)?.name ?? t('goods.station.fallback', { id: stationId });
}
