import { FieldEvent, MAX_EVENT_AGE_MS, MAX_EVENT_SKEW_MS, type WaybillStatus } from '@/lib/contract/waybill';
import type { z } from 'zod';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound, type ErrorArgs, type ErrorCode } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { now } from '../clock';
import { findActiveMembershipOfDriver } from '../driver/driver.repository';
import { findGoodsSource, type GoodsSourceRow } from '../goods/goods.queries';
import { findCertification } from '../identity/identity.repository';
import { findEnterpriseById } from '../owner/owner.repository';
import { vehiclesDrivenBy } from '../vehicle/vehicle.queries';
import { findWaybill, findWaybillDetail, findWaybillWithSource, type DetailFacts, type WaybillRow, type WaybillWithSource } from './waybill.repository';
import type { Viewer } from './waybill.view';

/** Who may touch a waybill, and the checks every waybill call shares. */

export const NO_SUCH_WAYBILL = 'waybill.notFound';

/** The caller on the logistics service (first line of every call). */
export function requireLogistics(principal: Principal | null) {
  return requireSignedIn(principal, 'logistics');
}

/** Toll collectors only (the station calls). */
export function requireTollCollector(principal: Principal | null) {
  const me = requireLogistics(principal);
  if (!me.account.identities.includes('tollCollector')) throw forbidden('waybill.tollCollectorsOnly');
  return me;
}

/** Whether `userId` manages the enterprise that released the goods or the driver's carrier. */
async function managesWaybill(db: Executor, userId: number, waybill: WaybillRow, source: GoodsSourceRow): Promise<boolean> {
  if (source.enterpriseId !== null) {
    const found = await findEnterpriseById(db, source.enterpriseId);
    if (found?.enterprise.managerId === userId) return true;
  }
  const membership = await findActiveMembershipOfDriver(db, waybill.driverId);
  if (membership) {
    const carrier = await findEnterpriseById(db, membership.membership.enterpriseId);
    if (carrier?.enterprise.managerId === userId) return true;
  }
  return false;
}

export interface LoadedWaybill {
  waybill: WaybillRow;
  source: GoodsSourceRow;
  viewer: Viewer;
}

/**
 * The waybill as `userId` may see it (its driver, its cargo owner, or a manager of the goods'
 * enterprise or of the driver's carrier); 404 for everyone else, so ids cannot be probed.
 */
export async function loadWaybill(db: Executor, userId: number, waybillId: number, forUpdate = false): Promise<LoadedWaybill> {
  const found = forUpdate ? await lockedWithSource(db, waybillId) : await findWaybillWithSource(db, waybillId);
  if (!found) throw notFound(NO_SUCH_WAYBILL);
  return { ...found, viewer: await viewerOf(db, userId, found) };
}

/** loadWaybill's answer with the detail's facts, read in the same round trip (GET waybillDetail). */
export async function loadWaybillDetail(db: Executor, userId: number, waybillId: number): Promise<LoadedWaybill & { facts: DetailFacts }> {
  const found = await findWaybillDetail(db, waybillId);
  if (!found) throw notFound(NO_SUCH_WAYBILL);
  return { ...found, viewer: await viewerOf(db, userId, found) };
}

/** The caller's relation to the waybill; 404 for a caller who has none, so ids cannot be probed. */
async function viewerOf(db: Executor, userId: number, { waybill, source }: WaybillWithSource): Promise<Viewer> {
  if (waybill.driverId === userId) return 'driver';
  if (waybill.cargoOwnerId === userId) return 'cargoOwner';
  if (await managesWaybill(db, userId, waybill, source)) return 'manager';
  throw notFound(NO_SUCH_WAYBILL);
}

/** The waybill locked for the change about to be made (FOR UPDATE on the waybill row alone), with its source. */
async function lockedWithSource(db: Executor, waybillId: number) {
  const waybill = await findWaybill(db, waybillId, true);
  const source = waybill && (await findGoodsSource(db, waybill.goodsSourceId));
  return waybill && source ? { waybill, source } : undefined;
}

/** The action is the driver's: the cargo owner or a manager who can see the waybill gets 403. */
export function requireDriverOf(loaded: LoadedWaybill, what: WaybillAction) {
  if (loaded.viewer !== 'driver') throw forbidden('waybill.driverOnly', { action: what });
}

/** The action is the cargo owner's. */
export function requireCargoOwnerOf(loaded: LoadedWaybill, what: WaybillAction) {
  if (loaded.viewer !== 'cargoOwner') throw forbidden('waybill.cargoOwnerOnly', { action: what });
}

/** Each status's name as a code, for refusals that mention the status as a param. */
export const STATUS_NAME: Record<WaybillStatus, ErrorCode & `waybill.status${string}`> = {
  assigned: 'waybill.statusAssigned',
  created: 'waybill.statusCreated',
  signed: 'waybill.statusSigned',
  loading: 'waybill.statusLoading',
  loaded: 'waybill.statusLoaded',
  inTransit: 'waybill.statusInTransit',
  unloading: 'waybill.statusUnloading',
  unloaded: 'waybill.statusUnloaded',
  settled: 'waybill.statusSettled',
  cancelled: 'waybill.statusCancelled',
};

/** What the waybill's state refuses, with the action: `waybill.cancelled` + `waybill.actionCancel`. */
export type WaybillAction = ErrorCode & `waybill.action${string}`;

/** 409 unless the waybill is in one of `allowed`; the message says where it is and what it needs. */
export function requireStatus(waybill: WaybillRow, allowed: readonly WaybillStatus[], what: WaybillAction) {
  if (!allowed.includes(waybill.status)) {
    throw conflict(`waybill.${waybill.status}`, { action: what });
  }
}

export interface EventAt {
  at: Date;
  lat: number | null;
  lng: number | null;
}

/**
 * When and where a field action happened: the phone's own time (queued offline: up to 7 days back,
 * at most 5 minutes ahead of the server) or now; a position needs both coordinates.
 */
export function fieldEvent(event: z.output<typeof FieldEvent>): EventAt {
  const current = now();
  let at = current;
  if (event.occurredAt !== undefined) {
    at = Date.parse(event.occurredAt);
    if (at > current + MAX_EVENT_SKEW_MS) throw badRequest('waybill.eventInFuture', {}, [fieldError('occurredAt', 'waybill.fieldInFuture')]);
    if (at < current - MAX_EVENT_AGE_MS) throw badRequest('waybill.eventTooOld', {}, [fieldError('occurredAt', 'waybill.fieldTooOld')]);
  }
  if ((event.lat === undefined) !== (event.lng === undefined)) {
    throw badRequest('waybill.positionHalf', {}, [fieldError(event.lat === undefined ? 'lat' : 'lng', 'waybill.fieldMissing')]);
  }
  return { at: new Date(at), lat: event.lat ?? null, lng: event.lng ?? null };
}

/**
 * The vehicle (by plate) a driver may take a load with: approved driver certification, and an
 * approved vehicle they own or are authorised to drive. `subject` words the refusal for the driver
 * themselves (grab: 403) or for an owner dispatching to them (409).
 */
export async function requireQualifiedDriver(db: Executor, driverId: number, carNumber: string, subject: 'self' | 'dispatch') {
  const refuse = <C extends ErrorCode>(code: C, ...args: ErrorArgs<C>) => (subject === 'self' ? forbidden(code, ...args) : conflict(code, ...args));
  const certification = await findCertification(db, driverId, 'driver');
  if (!certification || certification.status !== 'approved') {
    throw refuse(subject === 'self' ? 'waybill.driverNotCertified' : 'waybill.otherDriverNotCertified');
  }
  const vehicles = (await vehiclesDrivenBy(db, [driverId])).get(driverId) ?? [];
  const plate = carNumber.toUpperCase();
  const vehicle = vehicles.find((v) => v.plateNumber.toUpperCase() === plate);
  if (!vehicle) {
    throw badRequest(subject === 'self' ? 'waybill.notYourVehicle' : 'waybill.notDriversVehicle', { plate }, [fieldError('carNumber', 'waybill.fieldNotDriversVehicle')]);
  }
  if (vehicle.status !== 'approved') throw refuse('waybill.vehicleNotApproved', { plate: vehicle.plateNumber });
  return vehicle;
}
