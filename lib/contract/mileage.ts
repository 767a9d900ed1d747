import { z } from 'zod';
import { endpoint } from './endpoint';
import { ListCursorQuery, listCursorPageOf } from './paging';

/**
 * Mileage and trips (issue 18; docs/points.md "Mileage"). App service (`/app/api/mileage/...`),
 * user token; a driver's own only (the waybills they drove).
 *
 * Computed from the positions the tracking module stored for the caller's waybills (docs/tracking.md):
 * the distance of a trip is the tracking route's distance (haversine along the fixes, GPS jumps and
 * imprecise fixes left out: the same number the waybill's route shows); each counted step belongs
 * to the China-time day of the fix it ends at, so a trip over midnight counts on both days and the
 * days of a trip add up to the trip. Distances are integer metres; screens show km.
 *
 * A trip is one waybill the caller drove that has positions: from the goods' origin to its
 * destination, started at its first fix, ended when unloading finished (null while on the way).
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** A China-time month 'YYYY-MM' (2000-2099). */
export const MileageMonth = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM (2000-2099)');
/** A year 'YYYY' (2000-2099). */
export const MileageYear = z.string().regex(/^20\d{2}$/, 'must be a year YYYY (2000-2099)');

// ---------------------------------------------------------------------------------------------
// mileage sum

export const MileageSum = z.object({
  /** Every trip ever, metres. */
  totalM: z.number().int().min(0),
  /** This China-time month, metres. */
  thisMonthM: z.number().int().min(0),
  /** This China-time year, metres. */
  thisYearM: z.number().int().min(0),
  /** Trips (waybills with positions) ever. */
  tripCount: z.number().int().min(0),
});
export type MileageSum = z.infer<typeof MileageSum>;

// ---------------------------------------------------------------------------------------------
// mileage by user (the chart)

/**
 * One of: `month` ('YYYY-MM': a bucket per day of that month) or `year` ('YYYY': a bucket per
 * month). Neither: the current China-time month.
 */
export const MileageByPeriodQuery = z
  .object({ month: MileageMonth.optional(), year: MileageYear.optional() })
  .refine((query) => query.month === undefined || query.year === undefined, { path: ['year'], message: 'send month or year, not both' });

export const MileageBucket = z.object({
  /** 'YYYY-MM-DD' (by day) or 'YYYY-MM' (by month), China time. */
  key: z.string(),
  distanceM: z.number().int().min(0),
});
export type MileageBucket = z.infer<typeof MileageBucket>;

export const MileageByPeriod = z.object({
  /** 'day' buckets for a month, 'month' buckets for a year. */
  unit: z.enum(['day', 'month']),
  /** The month or year asked for. */
  period: z.string(),
  /** Every day of the month (or month of the year), in order, zeros included (the chart's axis). */
  buckets: z.array(MileageBucket),
  totalM: z.number().int().min(0),
});
export type MileageByPeriod = z.infer<typeof MileageByPeriod>;

// ---------------------------------------------------------------------------------------------
// travel records (tripRecord)

export const Trip = z.object({
  waybillId: z.number().int(),
  waybillNo: z.string(),
  plateNumber: z.string(),
  fromName: z.string(),
  fromAddress: z.string(),
  toName: z.string(),
  toAddress: z.string(),
  /** The first fix. */
  startedAt: z.string(),
  /** When unloading finished; null while the trip goes on. */
  endedAt: z.string().nullable(),
  /** The latest fix. */
  lastFixAt: z.string(),
  distanceM: z.number().int().min(0),
  pointCount: z.number().int().min(0),
});
export type Trip = z.infer<typeof Trip>;

/** Trips newest first (by start), cursor paged. */
export const TravelRecordsQuery = ListCursorQuery;
export const TravelRecordPage = listCursorPageOf(Trip);
export type TravelRecordPage = z.infer<typeof TravelRecordPage>;

/** Most track points a trip's map gets (the first and last always kept). */
export const MAX_TRIP_TRACK_POINTS = 500;
export const TripParams = z.object({ waybillId: Id });
/** One trip with its track for the map (components/location/RouteMap.tsx), points in time order. */
export const TripDetail = Trip.extend({
  track: z.array(z.object({ lng: z.number(), lat: z.number(), at: z.string() })),
});
export type TripDetail = z.infer<typeof TripDetail>;

// ---------------------------------------------------------------------------------------------

const svc = { service: 'app' } as const;

export const mileageEndpoints = {
  mileageSum: endpoint({
    ...svc, method: 'GET', path: '/mileage/sum', access: 'user',
    summary: "The caller's driven distance: in total, this month, this year (China time), and trip count",
    response: MileageSum,
  }),
  mileageByPeriod: endpoint({
    ...svc, method: 'GET', path: '/mileage/byUser', access: 'user',
    summary: "The caller's distance by day of a month, or by month of a year (every bucket, zeros included)",
    query: MileageByPeriodQuery, response: MileageByPeriod,
  }),
  travelRecords: endpoint({
    ...svc, method: 'GET', path: '/mileage/travelRecords', access: 'user',
    summary: "The caller's trips (waybills driven with positions), newest first, cursor paged",
    query: TravelRecordsQuery, response: TravelRecordPage,
  }),
  travelRecord: endpoint({
    ...svc, method: 'GET', path: '/mileage/travelRecords/:waybillId', access: 'user',
    summary: 'One trip of the caller with its track for the map (others: 404)',
    params: TripParams, response: TripDetail,
  }),
};
