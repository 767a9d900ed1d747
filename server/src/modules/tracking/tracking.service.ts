import type { z } from 'zod';
import {
  LATE_POINT_STATUSES,
  POSITION_CLOCK_SKEW_MS,
  ROUTE_END_STATUSES,
  TRACKING_STATUSES,
  type PointRefusal,
  type PositionsBatch,
  type PositionsReceipt,
  type WaybillRoute,
} from '@/lib/contract/tracking';
import type { WaybillStatus } from '@/lib/contract/waybill';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { now, nowDate } from '../clock';
import { findWaybillParties, markInTransit, type WaybillParties } from '../waybill/waybill.queries';
import { routeDistance, thin } from './tracking.geometry';
import { findPositions, findTripWindow, insertPositions, type NewPosition } from './tracking.repository';

/** Positions of waybills in transit and their routes (docs/tracking.md). */

const NO_SUCH_WAYBILL = 'waybill.notFound';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The waybill if `userId` drives it or owns its goods; 404 for anyone else, so ids cannot be probed. */
async function partiesFor(deps: AppDeps, userId: number, waybillId: number): Promise<WaybillParties> {
  const parties = await findWaybillParties(deps.db, waybillId);
  if (!parties || (parties.driverId !== userId && parties.cargoOwnerId !== userId)) throw notFound(NO_SUCH_WAYBILL);
  return parties;
}

const REFUSAL_CODE: Record<z.infer<typeof PointRefusal>, 'tracking.pointInFuture' | 'tracking.pointBeforeStart' | 'tracking.pointAfterEnd'> = {
  future: 'tracking.pointInFuture',
  beforeStart: 'tracking.pointBeforeStart',
  afterEnd: 'tracking.pointAfterEnd',
};

/**
 * Who wants to know that positions of a waybill were stored (docs/etc.md "Tolls": the ETC
 * issuer's road sees the truck pass toll stations). Per app (deps), registered by other modules at
 * start. Run after the positions' transaction, awaited (so a test sees its effect), and never
 * failing the upload: a listener handles and logs its own errors.
 */
export type PositionsListener = (deps: AppDeps, waybill: { waybillId: number; plateNumber: string; driverId: number }) => Promise<void>;
const positionsListeners = new WeakMap<AppDeps, PositionsListener[]>();
export function onPositionsStored(deps: AppDeps, listener: PositionsListener): void {
  positionsListeners.set(deps, [...(positionsListeners.get(deps) ?? []), listener]);
}

/**
 * The driver's batch of positions. Accepted while the waybill is on its way (loading scan to
 * unloading); after unloading, points taken before it still arrive (a phone that was offline).
 * Each point is checked against the trip window and the clock; refused points are listed and the
 * rest stored, so one bad fix does not cost the batch; a batch with no acceptable point is a 400.
 * A replay stores nothing twice (ON CONFLICT DO NOTHING on waybill, time, seq).
 */
export async function postPositions(
  deps: AppDeps,
  principal: Principal | null,
  batch: z.output<typeof PositionsBatch>,
): Promise<z.output<typeof PositionsReceipt>> {
  const me = requireSignedIn(principal, 'logistics');
  const parties = await partiesFor(deps, me.userId, batch.waybillId);
  if (parties.driverId !== me.userId) throw forbidden('tracking.driverOnly');
  const status: WaybillStatus = parties.status;
  if (!isOneOf(TRACKING_STATUSES, status) && !isOneOf(LATE_POINT_STATUSES, status)) {
    throw conflict('tracking.notOnTheWay');
  }
  const window = await findTripWindow(deps.db, batch.waybillId);
  const startedAt = window?.startedAt?.getTime() ?? null;
  const endedAt = isOneOf(LATE_POINT_STATUSES, status) ? (window?.endedAt?.getTime() ?? null) : null;
  const latest = now() + POSITION_CLOCK_SKEW_MS;

  const receivedAt = nowDate();
  const rows: NewPosition[] = [];
  const rejected: { index: number; reason: z.infer<typeof PointRefusal> }[] = [];
  const seqOfTime = new Map<number, number>();
  batch.points.forEach((point, index) => {
    const at = Date.parse(point.at);
    const reason =
      at > latest
        ? 'future'
        : startedAt !== null && at < startedAt - POSITION_CLOCK_SKEW_MS
          ? 'beforeStart'
          : endedAt !== null && at > endedAt + POSITION_CLOCK_SKEW_MS
            ? 'afterEnd'
            : null;
    if (reason) {
      rejected.push({ index, reason });
      return;
    }
    // Points of one batch with the same millisecond are told apart by their order in the batch.
    const seq = seqOfTime.get(at) ?? 0;
    seqOfTime.set(at, seq + 1);
    rows.push({
      waybillId: batch.waybillId,
      at: new Date(at),
      seq,
      lat: point.lat,
      lng: point.lng,
      speed: point.speed ?? null,
      accuracy: point.accuracy ?? null,
      receivedAt,
    });
  });
  if (rows.length === 0) {
    throw badRequest(
      'tracking.noneStorable',
      {},
      rejected.map(({ index, reason }) => fieldError(`points.${index}.at`, REFUSAL_CODE[reason])),
    );
  }
  const accepted = await deps.db.transaction(async (tx) => {
    const stored = await insertPositions(tx, rows);
    // A loaded truck that reports where it is has set off: the waybill is in transit from its newest fix.
    if (status === 'loaded') {
      const newest = rows.reduce((a, b) => (b.at > a.at ? b : a));
      await markInTransit(tx, batch.waybillId, me.userId, newest.at, { lat: newest.lat, lng: newest.lng });
    }
    return stored;
  });
  if (accepted > 0) {
    for (const listener of positionsListeners.get(deps) ?? []) {
      await listener(deps, { waybillId: batch.waybillId, plateNumber: parties.plateNumber, driverId: parties.driverId }).catch(() => undefined);
    }
  }
  return { accepted, duplicates: rows.length - accepted, rejected };
}

/** The route of a waybill for its driver or cargo owner: points in time order (thinned), distance, last position, isEnd. */
export async function waybillRoute(deps: AppDeps, principal: Principal | null, waybillId: number): Promise<WaybillRoute> {
  const me = requireSignedIn(principal, 'logistics');
  const parties = await partiesFor(deps, me.userId, waybillId);
  const positions = await findPositions(deps.db, waybillId);
  const toPoint = (p: (typeof positions)[number]) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() });
  const last = positions.at(-1);
  return {
    waybillId,
    carNumber: parties.plateNumber,
    isEnd: isOneOf(ROUTE_END_STATUSES, parties.status) ? 1 : 0,
    points: thin(positions).map(toPoint),
    pointCount: positions.length,
    distanceM: routeDistance(positions),
    last: last ? { ...toPoint(last), speed: last.speed } : null,
  };
}
