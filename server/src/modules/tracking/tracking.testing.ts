/**
 * Test support for the tracking suites (not a test itself): a waybill in any status between a
 * driver and a cargo owner, written directly (the waybill flow is tested in its module), and
 * positions relative to the test clock.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { WaybillStatus } from '@/lib/contract/waybill';
import type { AppDeps } from '../../deps';
import { now } from '../clock';
import { freshPlate, release, userWith, type Session } from '../goods/goods.testing';
import { call } from '../testing';
import { registerVehicle } from '../vehicle/vehicle.testing';
import { waybills } from '../waybill/waybill.table';

export type { Session };

const MINUTE = 60_000;
const AFTER_SIGNING: WaybillStatus[] = ['signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled'];
const AFTER_LOADING_SCAN: WaybillStatus[] = ['loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled'];
const AFTER_LOADED: WaybillStatus[] = ['loaded', 'inTransit', 'unloading', 'unloaded', 'settled'];
const AFTER_UNLOADING_SCAN: WaybillStatus[] = ['unloading', 'unloaded', 'settled'];
const AFTER_UNLOADED: WaybillStatus[] = ['unloaded', 'settled'];

export interface TestTrip {
  driver: Session;
  owner: Session;
  waybillId: number;
  plateNumber: string;
  /** The loading scan's time (ms), two hours before the clock's now. */
  startedAt: number;
  /** The unloading's time (ms) for unloaded/settled waybills, five minutes before now; else null. */
  endedAt: number | null;
}

/** A driver (with a registered vehicle), a cargo owner (with released goods) and a waybill between them in `status`. */
export async function tripIn(app: FastifyInstance, deps: AppDeps, status: WaybillStatus): Promise<TestTrip> {
  const owner = await userWith(app, deps, 'cargoOwner');
  const driver = await userWith(app, deps, 'driver');
  const plateNumber = freshPlate();
  const vehicle = await registerVehicle(app, driver, { plateNumber });
  const source = await release(app, owner);
  const at = (minutesAgo: number) => new Date(now() - minutesAgo * MINUTE);
  const has = (statuses: WaybillStatus[]) => statuses.includes(status);
  const startedAt = has(AFTER_LOADING_SCAN) ? at(120) : null;
  const endedAt = has(AFTER_UNLOADED) ? at(5) : null;
  const [row] = await deps.db
    .insert(waybills)
    .values({
      goodsSourceId: source.id,
      driverId: driver.userId,
      cargoOwnerId: owner.userId,
      vehicleId: vehicle.vehicleId,
      plateNumber,
      origin: 'grab',
      status,
      freightFen: 350000,
      createdAt: at(180),
      updatedAt: at(1),
      receivedAt: status === 'cancelled' ? null : at(180),
      driverSignedAt: has(AFTER_SIGNING) ? at(170) : null,
      ownerSignedAt: has(AFTER_SIGNING) ? at(170) : null,
      loadingScannedAt: startedAt,
      loadedAt: has(AFTER_LOADED) ? at(100) : null,
      loadedWeightKg: has(AFTER_LOADED) ? 12000 : null,
      loadedPhotoIds: has(AFTER_LOADED) ? ['photo'] : null,
      unloadingScannedAt: has(AFTER_UNLOADING_SCAN) ? at(10) : null,
      unloadedAt: endedAt,
      unloadedWeightKg: endedAt ? 12000 : null,
      unloadedPhotoIds: endedAt ? ['photo'] : null,
      ...(status === 'cancelled' ? { cancelledAt: at(1), cancelledBy: 'driver' as const, cancelReason: '车辆故障' } : {}),
    })
    .returning({ id: waybills.id });
  return { driver, owner, waybillId: row.id, plateNumber, startedAt: startedAt?.getTime() ?? 0, endedAt: endedAt?.getTime() ?? null };
}

/** Moves a waybill's status directly (with the facts tripIn would have set), e.g. to end a trip mid-test. */
export async function setStatus(deps: AppDeps, waybillId: number, status: WaybillStatus, unloadedAt: Date) {
  await deps.db
    .update(waybills)
    .set({ status, unloadingScannedAt: unloadedAt, unloadedAt, unloadedWeightKg: 12000, unloadedPhotoIds: ['photo'] })
    .where(eq(waybills.id, waybillId));
}

/** A point `minutesAgo` before the clock's now at (lat, lng). */
export function point(minutesAgo: number, lat: number, lng: number, extra: Record<string, unknown> = {}) {
  return { lat, lng, at: new Date(now() - minutesAgo * MINUTE).toISOString(), ...extra };
}

/** Sends `points` for the waybill as `session`. */
export function send(app: FastifyInstance, session: Session | undefined, waybillId: number, points: unknown[]) {
  return call(app, endpoints.tracking.positions, { logisticsToken: session?.logisticsToken, body: { waybillId, points } });
}

/** Reads the waybill's route as `session`. */
export function readRoute(app: FastifyInstance, session: Session | undefined, waybillId: number) {
  return call(app, endpoints.tracking.route, { logisticsToken: session?.logisticsToken, params: { waybillId } });
}
