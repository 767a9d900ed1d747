import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SigningParty } from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import { LOCAL_ESIGN_PAGE_PREFIX } from '../../providers/esign/local';
import { findGoodsSource } from '../goods/goods.queries';
import { goodsSources } from '../goods/goods.table';
import { findUserById } from '../user/user.repository';
import { completeSigning, insertSigning, type WaybillChange, type WaybillRow } from './waybill.repository';
import { openWaybill, transition } from './waybill.service';
import { peopleOf } from './waybill.view';

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

/** A drawn signature as the signing page posts it: a PNG data URL (here an empty 1×1 image). */
const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Both sides sign the contract as waybill.signing.ts records it with the e-sign vendor: a signing
 * per party opened on the local vendor's page (`insertSigning`) and completed by its callback
 * (`completeSigning`: the signer's real name, time, IP and drawn signature) — the driver first,
 * half a step before the owner, whose signature at `at` moves the waybill to 'signed'. Answers the
 * waybill's signing columns. The demo has no vendor record behind the page URL: after signing the
 * app shows the signatures (waybill.view.ts), never the page again.
 */
async function signContract(tx: Executor, waybill: WaybillRow, trip: DemoTrip, at: Date): Promise<WaybillChange> {
  const people = await peopleOf(tx, [trip.driverId, trip.ownerId]);
  const openedAt = new Date(at.getTime() - trip.stepMs);
  const sign = async (party: SigningParty, signerId: number, signedAt: Date) => {
    const signingId = randomBytes(18).toString('base64url');
    const signerName = people(signerId).name ?? (await findUserById(tx, signerId))?.nickname ?? '';
    await insertSigning(tx, { signingId, waybillId: waybill.id, party, signerId, url: LOCAL_ESIGN_PAGE_PREFIX + signingId, createdAt: openedAt });
    await completeSigning(tx, signingId, { signedAt, signerName, signerIp: '127.0.0.1', signatureImage: SIGNATURE_IMAGE });
  };
  const driverSignedAt = new Date(at.getTime() - trip.stepMs / 2);
  await sign('driver', trip.driverId, driverSignedAt);
  await sign('cargoOwner', trip.ownerId, at);
  return { driverSignedAt, ownerSignedAt: at };
}

/** The facts the app records on reaching `to` (what the field screens send). */
async function factsOf(to: DemoWalkStatus, trip: DemoTrip, at: Date): Promise<WaybillChange> {
  switch (to) {
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
    if (to === 'signed') {
      // As esignCallback: the last signature (the owner's) moves it, with the same reason.
      const set = await signContract(tx, waybill, trip, at);
      waybill = await transition(tx, waybill, to, { actorId: trip.ownerId, at, reason: 'both sides signed the contract', set });
      continue;
    }
    waybill = await transition(tx, waybill, to, { actorId: trip.driverId, at, set: await factsOf(to, trip, at) });
  }
  return { waybill, at };
}

/** A date in China (UTC+8) as YYYY-MM-DD. */
const chinaDateOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Dates the trip's goods as if released before the waybill: opened three hours before it was
 * grabbed, loading on the day of its loading scan (two steps after the grab: signed, then loading).
 */
async function dateDemoGoods(tx: Executor, trip: DemoTrip): Promise<void> {
  const releasedAt = new Date(trip.startedAt.getTime() - 3 * 3_600_000);
  const loadingDate = chinaDateOf(new Date(trip.startedAt.getTime() + 2 * trip.stepMs));
  await tx
    .update(goodsSources)
    .set({ createdAt: releasedAt, openedAt: releasedAt, updatedAt: releasedAt, loadingDate })
    .where(eq(goodsSources.id, trip.goodsSourceId));
}

async function open(tx: Executor, trip: DemoTrip, origin: 'grab' | 'dispatch'): Promise<WaybillRow> {
  await dateDemoGoods(tx, trip);
  const source = await findGoodsSource(tx, trip.goodsSourceId, true);
  if (!source) throw new Error(`demo goods source ${trip.goodsSourceId} is missing`);
  const actorId = origin === 'grab' ? trip.driverId : trip.ownerId;
  return openWaybill(tx, source, { driverId: trip.driverId, vehicleId: trip.vehicleId, plateNumber: trip.plateNumber, origin, actorId }, trip.startedAt);
}
