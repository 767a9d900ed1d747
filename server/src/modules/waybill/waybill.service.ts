import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CANCELLABLE_WAYBILL_STATUSES,
  type CancelWaybillRequest,
  type DispatchOrderRequest,
  type EnterpriseWaybillQuery,
  type EvaluateRequest,
  type GrabOrderRequest,
  type WaybillListQuery,
  type WaybillStatus,
} from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import type { AppDeps } from '../../deps';
import { waybillsCancelled } from './waybill.effects';
import { AppError, conflict, forbidden, notFound, type PlainErrorCode } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { enterpriseDriverIds } from '../driver/driver.queries';
import { closeIfFinished, findGoodsSource, recordGoodsOperation, releaseTruckSlot, takeTruckSlot, type GoodsSourceRow } from '../goods/goods.queries';
import { goodsSources } from '../goods/goods.table';
import { isUniqueViolation } from '../identity/certification.submit';
import { findFile } from '../identity/identity.repository';
import { findEnterpriseById } from '../owner/owner.repository';
import { findUserById, findUserByMobile } from '../user/user.repository';
import {
  loadWaybill,
  loadWaybillDetail,
  requireCargoOwnerOf,
  requireDriverOf,
  requireLogistics,
  requireQualifiedDriver,
  requireStatus,
  type LoadedWaybill,
} from './waybill.access';
import {
  appendHistory,
  findActiveOfDriver,
  findWaybillPage,
  findWaybillPageOfSide,
  hasUnfinishedWaybills,
  insertWaybill,
  moveStatus,
  updateIn,
  type WaybillChange,
  type WaybillRow,
  type SummaryRow,
} from './waybill.repository';
import { waybills } from './waybill.table';
import { detailFrom, peopleOf, toDetail, toSummary } from './waybill.view';

/** Grab, dispatch and receive, cancellations, evaluation, detail and lists (docs/waybills.md). */

export const ALREADY_TAKEN = 'waybill.alreadyTaken';
const ALREADY_HOLDING = 'waybill.alreadyHolding';

export interface Move {
  actorId: number | null;
  at: Date;
  reason?: string | null;
  lat?: number | null;
  lng?: number | null;
  set?: WaybillChange;
}

/**
 * Moves `waybill` from its current status to `to` with one conditional UPDATE (`WHERE status =
 * <current>`) and appends the history row. 409 when someone moved it first.
 */
export async function transition(db: Executor, waybill: WaybillRow, to: WaybillStatus, move: Move): Promise<WaybillRow> {
  const recordedAt = nowDate();
  const moved = await moveStatus(db, waybill.id, waybill.status, to, { ...move.set, updatedAt: recordedAt });
  if (!moved) throw conflict('waybill.changedMeanwhile');
  await appendHistory(db, [
    {
      waybillId: waybill.id,
      fromStatus: waybill.status,
      toStatus: to,
      actorId: move.actorId,
      at: move.at,
      recordedAt,
      reason: move.reason ?? null,
      lat: move.lat ?? null,
      lng: move.lng ?? null,
    },
  ]);
  return moved;
}

/** The detail of a waybill as the caller sees it (read inside the caller's transaction when given). */
export function detailOf(deps: AppDeps, db: Executor, loaded: LoadedWaybill, waybill: WaybillRow = loaded.waybill) {
  return toDetail(db, deps.config.tokenSecret, waybill, loaded.source, loaded.viewer);
}

/**
 * Opens a waybill on a freshly taken slot (grab or dispatch); a second active one of the driver for
 * the source is 409. `at` is now, except for the demo data's trips dated in the past.
 */
export async function openWaybill(
  tx: Executor,
  source: GoodsSourceRow,
  row: { driverId: number; vehicleId: number; plateNumber: string; origin: 'grab' | 'dispatch'; actorId: number },
  at = nowDate(),
) {
  const taken = await takeTruckSlot(tx, source.id);
  if (!taken) {
    throw conflict(source.status === 'open' || source.status === 'taken' ? ALREADY_TAKEN : 'waybill.sourceNotOpen');
  }
  const status = row.origin === 'grab' ? 'created' : 'assigned';
  const waybill = await insertWaybill(tx, {
    goodsSourceId: source.id,
    driverId: row.driverId,
    cargoOwnerId: source.ownerUserId,
    vehicleId: row.vehicleId,
    plateNumber: row.plateNumber,
    origin: row.origin,
    status,
    freightFen: source.freightFen,
    createdAt: at,
    updatedAt: at,
    receivedAt: row.origin === 'grab' ? at : null,
  });
  await appendHistory(tx, [{ waybillId: waybill.id, fromStatus: null, toStatus: status, actorId: row.actorId, at, recordedAt: at }]);
  return waybill;
}

async function opening<T>(run: () => Promise<T>, holding: PlainErrorCode): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(holding);
    throw error;
  }
}

/**
 * POST grabOrder: a qualified driver takes a slot of an open goods source, first come. A driver who
 * already holds a live waybill on the source gets that waybill as the answer, not 409: his earlier
 * grab went through and only its answer was lost (a retry with a new key, or a second tap).
 */
export async function grabOrder(deps: AppDeps, principal: Principal | null, body: z.output<typeof GrabOrderRequest>) {
  const { userId } = requireLogistics(principal);
  const source = await findGoodsSource(deps.db, body.goodsSourceId);
  if (!source || source.status === 'draft') throw notFound('waybill.noSuchSource');
  if (source.ownerUserId === userId) throw forbidden('waybill.ownGoods');
  const held = () => heldByDriver(deps, source, userId);
  const already = await held();
  if (already) return already;
  const vehicle = await requireQualifiedDriver(deps.db, userId, body.carNumber, 'self');
  try {
    return await opening(
      () =>
        deps.db.transaction(async (tx) => {
          const waybill = await openWaybill(tx, source, {
            driverId: userId,
            vehicleId: vehicle.vehicleId,
            plateNumber: vehicle.plateNumber,
            origin: 'grab',
            actorId: userId,
          });
          await recordGoodsOperation(tx, userId, 'grabbed', { goodsSourceId: source.id });
          return toDetail(tx, deps.config.tokenSecret, waybill, source, 'driver');
        }),
      ALREADY_HOLDING,
    );
  } catch (error) {
    // A grab of the same driver that committed meanwhile (two taps racing) took the slot for him.
    const raced = error instanceof AppError && error.status === 409 ? await held() : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** The driver's live waybill on `source`, as the driver sees it, if he holds one. */
async function heldByDriver(deps: AppDeps, source: GoodsSourceRow, driverId: number) {
  const waybill = await findActiveOfDriver(deps.db, source.id, driverId);
  return waybill ? toDetail(deps.db, deps.config.tokenSecret, waybill, source, 'driver') : undefined;
}

/** POST cargoOwnerDispatchOrder: the owner assigns a slot to a named, qualified driver and vehicle. */
export async function dispatchOrder(deps: AppDeps, principal: Principal | null, body: z.output<typeof DispatchOrderRequest>) {
  const { userId } = requireLogistics(principal);
  const source = await findGoodsSource(deps.db, body.goodsSourceId);
  if (!source) throw notFound('waybill.noSuchSource');
  if (source.ownerUserId !== userId) throw forbidden('waybill.ownerDispatchesOnly');
  const driver = body.driverId !== undefined ? await findUserById(deps.db, body.driverId) : await findUserByMobile(deps.db, body.driverMobile!);
  if (!driver) throw notFound('waybill.noSuchDriver');
  if (driver.id === userId) throw conflict('waybill.dispatchToSelf');
  const vehicle = await requireQualifiedDriver(deps.db, driver.id, body.carNumber, 'dispatch');
  return opening(
    () =>
      deps.db.transaction(async (tx) => {
        const waybill = await openWaybill(tx, source, {
          driverId: driver.id,
          vehicleId: vehicle.vehicleId,
          plateNumber: vehicle.plateNumber,
          origin: 'dispatch',
          actorId: userId,
        });
        return toDetail(tx, deps.config.tokenSecret, waybill, source, 'cargoOwner');
      }),
    'waybill.driverAlreadyHolding',
  );
}

/** POST receivingOrder: the driver accepts a waybill dispatched to them. */
export async function receiveOrder(deps: AppDeps, principal: Principal | null, waybillId: number) {
  const { userId } = requireLogistics(principal);
  return deps.db.transaction(async (tx) => {
    const loaded = await loadWaybill(tx, userId, waybillId, true);
    requireDriverOf(loaded, 'waybill.actionReceive');
    requireStatus(loaded.waybill, ['assigned'], 'waybill.actionReceive');
    await requireQualifiedDriver(tx, userId, loaded.waybill.plateNumber, 'self');
    const at = nowDate();
    const moved = await transition(tx, loaded.waybill, 'created', { actorId: userId, at, set: { receivedAt: at } });
    return detailOf(deps, tx, loaded, moved);
  });
}

/** Cancels before loading and gives the truck slot back. */
async function cancel(deps: AppDeps, tx: Executor, loaded: LoadedWaybill, userId: number, by: 'driver' | 'cargoOwner' | 'dispatch', reason: string) {
  return detailOf(deps, tx, loaded, await cancelWaybill(tx, loaded.waybill, userId, by, reason));
}

/**
 * Cancels a waybill before loading in the caller's transaction: the cancelled effects (a held
 * freight refunded), the truck slot given back, the source closed if nothing else is under way.
 */
export async function cancelWaybill(tx: Executor, waybill: WaybillRow, userId: number, by: 'driver' | 'cargoOwner' | 'dispatch', reason: string, at = nowDate()) {
  const moved = await transition(tx, waybill, 'cancelled', {
    actorId: userId,
    at,
    reason,
    set: { cancelledAt: at, cancelledBy: by, cancelActorId: userId, cancelReason: reason },
  });
  await waybillsCancelled(tx, [moved.id], at);
  await releaseTruckSlot(tx, waybill.goodsSourceId);
  await closeIfFinished(tx, waybill.goodsSourceId, await hasUnfinishedWaybills(tx, waybill.goodsSourceId));
  return moved;
}

/** POST driverCancelOrder: the driver cancels (or declines a dispatch) before loading. */
export async function driverCancel(deps: AppDeps, principal: Principal | null, body: z.output<typeof CancelWaybillRequest>) {
  const { userId } = requireLogistics(principal);
  return deps.db.transaction(async (tx) => {
    const loaded = await loadWaybill(tx, userId, body.waybillId, true);
    requireDriverOf(loaded, 'waybill.actionCancel');
    requireStatus(loaded.waybill, CANCELLABLE_WAYBILL_STATUSES, 'waybill.actionCancel');
    return cancel(deps, tx, loaded, userId, 'driver', body.reason);
  });
}

/** POST cargoOwnerCancelWaybill: the owner cancels before loading; on a dispatch not yet received it is a withdrawn dispatch. */
export async function ownerCancel(deps: AppDeps, principal: Principal | null, body: z.output<typeof CancelWaybillRequest>) {
  const { userId } = requireLogistics(principal);
  return deps.db.transaction(async (tx) => {
    const loaded = await loadWaybill(tx, userId, body.waybillId, true);
    requireCargoOwnerOf(loaded, 'waybill.actionCancel');
    requireStatus(loaded.waybill, CANCELLABLE_WAYBILL_STATUSES, 'waybill.actionCancel');
    return cancel(deps, tx, loaded, userId, loaded.waybill.status === 'assigned' ? 'dispatch' : 'cargoOwner', body.reason);
  });
}

/** POST cargoOwnerEvaluate: stars and text for an unloaded waybill, once. */
export async function evaluate(deps: AppDeps, principal: Principal | null, body: z.output<typeof EvaluateRequest>) {
  const { userId } = requireLogistics(principal);
  return deps.db.transaction(async (tx) => {
    const loaded = await loadWaybill(tx, userId, body.waybillId, true);
    requireCargoOwnerOf(loaded, 'waybill.actionEvaluate');
    requireStatus(loaded.waybill, ['unloaded', 'settled'], 'waybill.actionEvaluate');
    const updated = await updateIn(
      tx,
      loaded.waybill.id,
      ['unloaded', 'settled'],
      { evaluationStars: body.stars, evaluationText: body.text, evaluatedAt: nowDate() },
      isNull(waybills.evaluatedAt),
    );
    if (!updated) throw conflict('waybill.alreadyEvaluated');
    return detailOf(deps, tx, loaded, updated);
  });
}

/** GET waybillDetail/{id}. */
export async function waybillDetail(deps: AppDeps, principal: Principal | null, waybillId: number) {
  const { userId } = requireLogistics(principal);
  const { facts, ...loaded } = await loadWaybillDetail(deps.db, userId, waybillId);
  return detailFrom(deps.config.tokenSecret, loaded.waybill, loaded.source, loaded.viewer, facts);
}

/** GET waybillPhoto/{id}/{fileId}: a photo of the waybill's loading or unloading form. */
export async function waybillPhoto(deps: AppDeps, principal: Principal | null, waybillId: number, fileId: string): Promise<Buffer> {
  const { userId } = requireLogistics(principal);
  const { waybill } = await loadWaybill(deps.db, userId, waybillId);
  const photos = [...(waybill.loadedPhotoIds ?? []), ...(waybill.unloadedPhotoIds ?? [])];
  if (!photos.includes(fileId)) throw notFound('waybill.noSuchPhoto');
  const file = await findFile(deps.db, fileId);
  const bytes = file ? await deps.providers.storage.get(file.storageKey) : null;
  if (!bytes) throw notFound('waybill.noSuchPhoto');
  return bytes;
}

async function page(deps: AppDeps, where: SQL | undefined, query: { current: number; size: number }) {
  return pageFrom(deps, await findWaybillPage(deps.db, where, query), query);
}

async function pageFrom(deps: AppDeps, { rows, total }: { rows: SummaryRow[]; total: number }, query: { current: number; size: number }) {
  const people = await peopleOf(deps.db, rows.map((r) => r.waybill.driverId));
  return {
    records: rows.map((r) => toSummary(r.waybill, r.source, people)),
    total,
    size: query.size,
    current: query.current,
    pages: Math.ceil(total / query.size),
  };
}

const statusFilter = (status: WaybillStatus | undefined) => (status ? eq(waybills.status, status) : undefined);

/** GET waybillList: waybills of the caller's goods (cargo owner). */
export async function ownerWaybills(deps: AppDeps, principal: Principal | null, query: z.output<typeof WaybillListQuery>) {
  const { userId } = requireLogistics(principal);
  return pageFrom(deps, await findWaybillPageOfSide(deps.db, 'cargoOwner', userId, query, query), query);
}

/** GET waybillListOfDriver: the caller's waybills as driver. */
export async function driverWaybills(deps: AppDeps, principal: Principal | null, query: z.output<typeof WaybillListQuery>) {
  const { userId } = requireLogistics(principal);
  return pageFrom(deps, await findWaybillPageOfSide(deps.db, 'driver', userId, query, query), query);
}

/** GET waybillListOfEnterprise: a consignor's goods' waybills, or a carrier's drivers' waybills (manager only). */
export async function enterpriseWaybills(deps: AppDeps, principal: Principal | null, query: z.output<typeof EnterpriseWaybillQuery>) {
  const { userId } = requireLogistics(principal);
  const found = await findEnterpriseById(deps.db, query.enterpriseId);
  if (!found) throw notFound('waybill.noSuchEnterprise');
  if (found.enterprise.managerId !== userId) throw forbidden('waybill.managerOnly');
  if (found.enterprise.role === 'consignor') {
    return page(deps, and(eq(goodsSources.enterpriseId, found.enterprise.id), statusFilter(query.status)), query);
  }
  const drivers = await enterpriseDriverIds(deps.db, found.enterprise.id);
  if (drivers.length === 0) return { records: [], total: 0, size: query.size, current: query.current, pages: 0 };
  return page(deps, and(inArray(waybills.driverId, drivers), statusFilter(query.status)), query);
}
