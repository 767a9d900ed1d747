import type { Executor } from '../../db/types';
import { findGoodsSource } from '../goods/goods.queries';
import type { WaybillChange, WaybillRow } from './waybill.repository';
import { openWaybill, transition } from './waybill.service';

/**
 * Demo waybills (used by the freight demo seed, money.demo.ts): opened on a real truck slot and
 * walked through the real state machine (`transition`: conditional UPDATE + history row), with the
 * facts each step records in the app, dated in the past so the timeline reads as a trip.
 */

/** The road a grabbed waybill travels, in order (docs/waybill-states.md); 'settled' is the money module's step. */
export const DEMO_WALK = ['created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded'] as const;
export type DemoWalkStatus = (typeof DEMO_WALK)[number];

export interface DemoTrip {
  goodsSourceId: number;
  ownerId: number;
  driverId: number;
  vehicleId: number;
  plateNumber: string;
  weightKg: number;
  /** When it was grabbed (or dispatched); each later step is `stepMs` after the one before. */
  startedAt: Date;
  stepMs: number;
  /** Photo ids for the loading and unloading steps. */
  photos: () => Promise<string>;
}

/** The facts the app records on reaching `to` (what the field screens send). */
async function factsOf(to: DemoWalkStatus, trip: DemoTrip, at: Date): Promise<WaybillChange> {
  switch (to) {
    case 'signed':
      return { driverSignedAt: at, ownerSignedAt: at };
    case 'loading':
      return { loadingScannedAt: at };
    case 'loaded':
      return { loadedAt: at, loadedWeightKg: trip.weightKg, loadedPhotoIds: [await trip.photos()] };
    case 'unloading':
      return { unloadingScannedAt: at };
    case 'unloaded':
      // A little lost on the road, as weighbridges tell.
      return { unloadedAt: at, unloadedWeightKg: trip.weightKg - 40, unloadedPhotoIds: [await trip.photos()] };
    default:
      return {};
  }
}

/** Opens a dispatched waybill the driver has not received yet ('assigned'). */
export async function openDispatchedDemoWaybill(tx: Executor, trip: DemoTrip): Promise<WaybillRow> {
  return open(tx, trip, 'dispatch');
}

/** Opens a grabbed waybill and walks it up to `target`; answers it with the time of its last step. */
export async function walkDemoWaybill(tx: Executor, trip: DemoTrip, target: DemoWalkStatus): Promise<{ waybill: WaybillRow; at: Date }> {
  let waybill = await open(tx, trip, 'grab');
  let at = trip.startedAt;
  for (const to of DEMO_WALK.slice(1, DEMO_WALK.indexOf(target) + 1)) {
    at = new Date(at.getTime() + trip.stepMs);
    const actorId = to === 'signed' ? trip.ownerId : trip.driverId;
    waybill = await transition(tx, waybill, to, { actorId, at, set: await factsOf(to, trip, at) });
  }
  return { waybill, at };
}

async function open(tx: Executor, trip: DemoTrip, origin: 'grab' | 'dispatch'): Promise<WaybillRow> {
  const source = await findGoodsSource(tx, trip.goodsSourceId, true);
  if (!source) throw new Error(`demo goods source ${trip.goodsSourceId} is missing`);
  const actorId = origin === 'grab' ? trip.driverId : trip.ownerId;
  return openWaybill(tx, source, { driverId: trip.driverId, vehicleId: trip.vehicleId, plateNumber: trip.plateNumber, origin, actorId }, trip.startedAt);
}
