import { endpoints, type DataOf } from '../contract';
import { useApi } from '../http';
import { useCursorPages } from './cursor';

/**
 * Mileage and trips (lib/contract/mileage.ts): the distance the caller drove, from the positions
 * tracked on their waybills, in total and by day or month, and each trip with its track. Reads only.
 */

const m = endpoints.mileage;

export type MileageSumInfo = DataOf<typeof m.mileageSum>;
export type MileageByPeriodInfo = DataOf<typeof m.mileageByPeriod>;
export type TripInfo = DataOf<typeof m.travelRecords>['records'][number];
export type TripDetailInfo = DataOf<typeof m.travelRecord>;
/** A chart period: a month's days ('YYYY-MM') or a year's months ('YYYY'). */
export type MileagePeriod = { month: string } | { year: string };

/** In total, this China month and this year, and the number of trips. */
export function useMileageSum() {
  const { data, error, mutate } = useApi(m.mileageSum, {});
  return { sum: data, error, mutate };
}

/** The distance per day of a month or per month of a year, every bucket with zeros (the chart). */
export function useMileageByPeriod(period: MileagePeriod) {
  const { data, error, mutate } = useApi(m.mileageByPeriod, { query: period });
  return { mileage: data, error, mutate };
}

/** The caller's trips, newest first, page by page. */
export function useTrips() {
  return useCursorPages(m.travelRecords, {}, (answer) => answer.records);
}

/** One trip with its track for the map; null reads nothing. */
export function useTrip(waybillId: number | null) {
  const { data, error, mutate } = useApi(m.travelRecord, waybillId ? { params: { waybillId } } : null);
  return { trip: data, error, mutate };
}
