import type { z } from 'zod';
import { MAX_TRIP_TRACK_POINTS, type MileageByPeriod, type MileageByPeriodQuery, type MileageSum, type Trip, type TripDetail, type TravelRecordPage, type TravelRecordsQuery } from '@/lib/contract/mileage';
import { chinaToday } from '@/lib/time';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { now } from '../clock';
import { decodeKeyset, keysetPage } from '../points/points.cursor';
import { thin } from '../tracking/tracking.geometry';
import { findPositions } from '../tracking/tracking.repository';
import { waybillNo } from '../waybill/waybill.tokens';
import { distanceByDay, findTrip, findTrips, findUnmeasuredWaybills, totalOf, type TripListRow } from './mileage.repository';
import { measureTrip } from './mileage.trips';

/** Mileage sums, the chart's buckets and the trips of the caller as a driver (docs/points.md "Mileage"). */

/** The caller's user id, after measuring any of their trips never measured (positions stored before the mileage module ran). */
async function driverWithTripsMeasured(deps: AppDeps, principal: Principal | null): Promise<number> {
  const me = requireSignedIn(principal);
  for (const waybillId of await findUnmeasuredWaybills(deps.db, me.userId)) await measureTrip(deps.db, waybillId);
  return me.userId;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** GET mileageSum: total, this China-time month and year, and the number of trips. */
export async function mileageSum(deps: AppDeps, principal: Principal | null): Promise<MileageSum> {
  const driverId = await driverWithTripsMeasured(deps, principal);
  const today = chinaToday(now());
  const [year, month] = [today.slice(0, 4), today.slice(0, 7)];
  const [total, thisYear] = await Promise.all([totalOf(deps.db, driverId), distanceByDay(deps.db, driverId, `${year}-01-01`, `${year}-12-31`)]);
  let thisMonthM = 0;
  let thisYearM = 0;
  for (const [day, metres] of thisYear) {
    thisYearM += metres;
    if (day.startsWith(month)) thisMonthM += metres;
  }
  return { totalM: total.distanceM, thisMonthM, thisYearM, tripCount: total.trips };
}

/** GET mileageByPeriod: every day of a month, or every month of a year, with the distance driven (zeros included). */
export async function mileageByPeriod(deps: AppDeps, principal: Principal | null, query: z.output<typeof MileageByPeriodQuery>): Promise<MileageByPeriod> {
  const driverId = await driverWithTripsMeasured(deps, principal);
  if (query.year !== undefined) {
    const byDay = await distanceByDay(deps.db, driverId, `${query.year}-01-01`, `${query.year}-12-31`);
    const buckets = Array.from({ length: 12 }, (_, i) => ({ key: `${query.year}-${pad(i + 1)}`, distanceM: 0 }));
    for (const [day, metres] of byDay) buckets[Number(day.slice(5, 7)) - 1].distanceM += metres;
    return { unit: 'month', period: query.year, buckets, totalM: buckets.reduce((t, b) => t + b.distanceM, 0) };
  }
  const month = query.month ?? chinaToday(now()).slice(0, 7);
  const last = daysIn(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const byDay = await distanceByDay(deps.db, driverId, `${month}-01`, `${month}-${pad(last)}`);
  const buckets = Array.from({ length: last }, (_, i) => {
    const key = `${month}-${pad(i + 1)}`;
    return { key, distanceM: byDay.get(key) ?? 0 };
  });
  return { unit: 'day', period: month, buckets, totalM: buckets.reduce((t, b) => t + b.distanceM, 0) };
}

function tripOf(row: TripListRow): Trip {
  return {
    waybillId: row.waybillId,
    waybillNo: waybillNo(row.waybillId),
    plateNumber: row.plateNumber,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    toName: row.toName,
    toAddress: row.toAddress,
    startedAt: row.firstFixAt.toISOString(),
    endedAt: row.unloadedAt?.toISOString() ?? null,
    lastFixAt: row.lastFixAt.toISOString(),
    distanceM: row.distanceM,
    pointCount: row.pointCount,
  };
}

/** GET travelRecords: the caller's trips, newest first, cursor paged. */
export async function travelRecords(deps: AppDeps, principal: Principal | null, query: z.output<typeof TravelRecordsQuery>): Promise<TravelRecordPage> {
  const after = decodeKeyset(query.cursor);
  const driverId = await driverWithTripsMeasured(deps, principal);
  const rows = await findTrips(deps.db, driverId, after, query.size + 1);
  return keysetPage(rows, query.size, tripOf, (row) => ({ at: row.firstFixAt, id: row.waybillId }));
}

/** GET travelRecord: one trip of the caller with its track (thinned for the map); anyone else's waybill is 404. */
export async function travelRecord(deps: AppDeps, principal: Principal | null, waybillId: number): Promise<TripDetail> {
  const driverId = await driverWithTripsMeasured(deps, principal);
  const row = await findTrip(deps.db, driverId, waybillId);
  if (!row) throw notFound('mileage.tripNotFound');
  const positions = await findPositions(deps.db, waybillId);
  const track = thin(positions, MAX_TRIP_TRACK_POINTS).map((p) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() }));
  return { ...tripOf(row), track };
}
