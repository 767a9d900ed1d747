import { z } from 'zod';
import { endpoint } from './endpoint';
import { Latitude, Longitude } from './rules';

/**
 * Tracking of waybills in transit (issue 5; docs/tracking.md). The driver's phone sends its
 * positions in batches (the shell's startLocation, or the browser's geolocation through
 * lib/api/tracking.ts); points kept offline arrive later with their own times. The driver and the
 * cargo owner read the route: points in time order, the server-computed distance, the last
 * position, and whether the trip has ended. Logistics service (`/logistics/api`), logistics token.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Waybill statuses in which the truck is on its way and positions are taken (from the loading scan to the unloading). */
export const TRACKING_STATUSES = ['loading', 'loaded', 'inTransit', 'unloading'] as const;
/** Statuses after which the route no longer grows (route display `isEnd` 1). */
export const ROUTE_END_STATUSES = ['unloaded', 'settled', 'cancelled'] as const;
/** Statuses that still accept points taken earlier (offline) before the unloading finished. */
export const LATE_POINT_STATUSES = ['unloaded', 'settled'] as const;

/** Most points in one batch. */
export const MAX_POSITIONS_PER_BATCH = 200;
/** How far a point's own time may lie ahead of the server's (a phone clock a little fast). */
export const POSITION_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A route answers at most this many points; longer routes are thinned evenly (first and last kept). */
export const MAX_ROUTE_POINTS = 1000;
/** Faster than this between two points is a GPS jump, not driving: left out of the distance (m/s, 180 km/h). */
export const MAX_PLAUSIBLE_SPEED_MPS = 50;
/** Fixes less precise than this (metres) are drawn but not counted in the distance. */
export const MAX_COUNTED_ACCURACY_M = 500;

/** One position of the truck as the phone measured it. */
export const TrackPoint = z.object({
  lng: Longitude,
  lat: Latitude,
  /** When the phone took the fix (its own clock, ISO 8601 with offset). */
  at: z.string().datetime({ offset: true }),
  /** Ground speed, m/s (the Geolocation API's unit). */
  speed: z.number().min(0).max(100).nullish(),
  /** Horizontal accuracy, metres. */
  accuracy: z.number().min(0).max(100_000).nullish(),
});
export type TrackPoint = z.input<typeof TrackPoint>;

export const PositionsBatch = z.object({
  waybillId: Id,
  points: z.array(TrackPoint).min(1).max(MAX_POSITIONS_PER_BATCH),
});

/** Why a point of a batch was not stored. */
export const POINT_REFUSALS = ['future', 'beforeStart', 'afterEnd'] as const;
export const PointRefusal = z.enum(POINT_REFUSALS);

export const PositionsReceipt = z.object({
  /** Points stored now. */
  accepted: z.number().int(),
  /** Points the server already had (a replayed batch). */
  duplicates: z.number().int(),
  /** Points refused (the rest of the batch is stored): index in the batch and why. */
  rejected: z.array(z.object({ index: z.number().int(), reason: PointRefusal })),
});

export const RouteParams = z.object({ waybillId: Id });

export const RoutePoint = z.object({ lng: z.number(), lat: z.number(), at: z.string() });
export type RoutePoint = z.infer<typeof RoutePoint>;

export const WaybillRoute = z.object({
  waybillId: z.number().int(),
  carNumber: z.string(),
  /** 1 once the waybill is unloaded (or later, or cancelled): the route will not grow. */
  isEnd: z.union([z.literal(0), z.literal(1)]),
  /** Points in time order (thinned to MAX_ROUTE_POINTS when there are more). */
  points: z.array(RoutePoint),
  /** Points stored for the waybill. */
  pointCount: z.number().int(),
  /** Metres driven: haversine over consecutive points, GPS jumps and imprecise fixes left out. */
  distanceM: z.number().int(),
  /** The latest position and when it was taken, or null before the first point. */
  last: RoutePoint.extend({ speed: z.number().nullable() }).nullable(),
});
export type WaybillRoute = z.infer<typeof WaybillRoute>;

export const trackingEndpoints = {
  positions: endpoint({
    service: 'logistics', method: 'POST', path: '/tracking/positions', access: 'logistics',
    summary:
      "The waybill's driver sends up to 200 positions (own times; replays ignored); points in the future, before the loading scan or after the unloading are refused one by one (400 when all are)",
    body: PositionsBatch, response: PositionsReceipt,
  }),
  route: endpoint({
    service: 'logistics', method: 'GET', path: '/tracking/route/:waybillId', access: 'logistics',
    summary: "A waybill's route: points in time order, distance, last position, isEnd (its driver and cargo owner; others 404)",
    params: RouteParams, response: WaybillRoute,
  }),
};
