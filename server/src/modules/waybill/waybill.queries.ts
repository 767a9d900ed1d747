import { and, eq, inArray } from 'drizzle-orm';
import { CANCELLABLE_WAYBILL_STATUSES, LOADING_STARTED_STATUSES, type WaybillStatus } from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { waybillsCancelled } from './waybill.effects';
import { waybills, waybillStatusHistory } from './waybill.table';

/**
 * Reads (and the one write) other modules use: no access checks here, the calling module decides
 * who may do what.
 */

/** Whether any waybill of the goods source is at loading or later (not cancelled): the source can no longer be cancelled. */
export async function hasLoadingStarted(db: Executor, goodsSourceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: waybills.id })
    .from(waybills)
    .where(and(eq(waybills.goodsSourceId, goodsSourceId), inArray(waybills.status, [...LOADING_STARTED_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export interface WaybillParties {
  waybillId: number;
  driverId: number;
  cargoOwnerId: number;
  status: WaybillStatus;
  goodsSourceId: number;
  plateNumber: string;
}

/** Who drives and who owns the goods of a waybill, its status, source and plate (tracking, goods). */
export async function findWaybillParties(db: Executor, waybillId: number): Promise<WaybillParties | undefined> {
  const [row] = await db
    .select({
      waybillId: waybills.id,
      driverId: waybills.driverId,
      cargoOwnerId: waybills.cargoOwnerId,
      status: waybills.status,
      goodsSourceId: waybills.goodsSourceId,
      plateNumber: waybills.plateNumber,
    })
    .from(waybills)
    .where(eq(waybills.id, waybillId))
    .limit(1);
  return row;
}

/**
 * The goods source is being cancelled by its owner: cancel its waybills that have not started
 * loading (cancelledBy 'source', with the owner's reason), with a history row each. Run it in the
 * same transaction as the source's cancellation, after hasLoadingStarted answered false. The
 * caller resets the source's truck slots itself. Answers the waybill ids cancelled.
 */
export async function cancelWaybillsOfSource(
  db: Executor,
  goodsSourceId: number,
  actorId: number,
  reason: string,
  at: Date,
): Promise<number[]> {
  const open = await db
    .select({ id: waybills.id, status: waybills.status })
    .from(waybills)
    .where(and(eq(waybills.goodsSourceId, goodsSourceId), inArray(waybills.status, [...CANCELLABLE_WAYBILL_STATUSES])))
    .for('update');
  if (open.length === 0) return [];
  const cancelled = await db
    .update(waybills)
    .set({ status: 'cancelled', cancelledAt: at, cancelledBy: 'source', cancelActorId: actorId, cancelReason: reason, updatedAt: at })
    .where(and(inArray(waybills.id, open.map((w) => w.id)), inArray(waybills.status, [...CANCELLABLE_WAYBILL_STATUSES])))
    .returning({ id: waybills.id });
  const before = new Map(open.map((w) => [w.id, w.status]));
  if (cancelled.length > 0) {
    await db.insert(waybillStatusHistory).values(
      cancelled.map((w) => ({ waybillId: w.id, fromStatus: before.get(w.id) ?? null, toStatus: 'cancelled' as const, actorId, at, recordedAt: at, reason })),
    );
  }
  await waybillsCancelled(db, cancelled.map((w) => w.id), at);
  return cancelled.map((w) => w.id);
}

/**
 * The truck left with its load: `loaded` → `inTransit` (one conditional UPDATE plus the history
 * row), for the tracking module when the first position after loading arrives. Answers whether it
 * moved (false: not loaded, e.g. already in transit). Without it, the unloading scan implies the
 * transit itself.
 */
export async function markInTransit(db: Executor, waybillId: number, actorId: number, at: Date, position?: { lat: number; lng: number }): Promise<boolean> {
  const recordedAt = nowDate();
  const [moved] = await db
    .update(waybills)
    .set({ status: 'inTransit', updatedAt: recordedAt })
    .where(and(eq(waybills.id, waybillId), eq(waybills.status, 'loaded')))
    .returning({ id: waybills.id });
  if (!moved) return false;
  await db.insert(waybillStatusHistory).values({
    waybillId,
    fromStatus: 'loaded',
    toStatus: 'inTransit',
    actorId,
    at,
    recordedAt,
    reason: 'first position after loading',
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
  });
  return true;
}
