import type { z } from 'zod';
import {
  QR_LIFETIME_MS,
  MAX_EVENT_SKEW_MS,
  type LoadingCompletedRequest,
  type QrPurpose,
  type ScanRequest,
  type UnloadingCompletedRequest,
} from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import type { AppDeps } from '../../deps';
import { badField, badRequest, conflict, fieldError, type PlainErrorCode } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { closeIfFinished } from '../goods/goods.queries';
import { rewardCompletedWaybill } from '../points/points.ledger';
import { nowDate } from '../clock';
import { findOwnedFiles } from '../identity/identity.repository';
import { fieldEvent, loadWaybill, requireDriverOf, requireLogistics, requireStatus, type LoadedWaybill, type WaybillAction } from './waybill.access';
import { runIdempotent } from '../idempotency/idempotency';
import { hasUnfinishedWaybills } from './waybill.repository';
import { detailOf, transition } from './waybill.service';
import { verifySourceQrOnServer } from './waybill.tokens';
import { readShortCode } from '@/lib/offline/sourceShortCode';
import { countShortCodeMiss, refuseShortCodeAtLimit, verifyShortCode } from './waybill.shortCode';

/**
 * The driver's field actions (docs/waybills.md "Offline field actions"): each is applied once per
 * Idempotency-Key, at the phone's own time and position.
 */

/** The station a goods source's code of `purpose` is bound to: loading at the release station (0: none), unloading at the destination (0). */
export function qrStationOf(loaded: Pick<LoadedWaybill, 'source'>, purpose: QrPurpose): number {
  return purpose === 'loading' ? (loaded.source.stationId ?? 0) : 0;
}

/**
 * Checks a scanned goods-source code for this waybill at the scan's time: genuine (400), not
 * expired at the scan (410), made before the scan, for this purpose, source and station (400).
 * A typed short code (lib/offline/sourceShortCode.ts) is checked for the station this waybill's
 * code must be bound to; a wrong one counts against the driver's hourly limit (429 past it).
 */
async function checkScannedCode(deps: AppDeps, loaded: LoadedWaybill, userId: number, text: string, purpose: QrPurpose, atMs: number) {
  const refuse = (code: PlainErrorCode) => badField('qrToken', code);
  const stationId = qrStationOf(loaded, purpose);
  const short = readShortCode(text);
  if (short) {
    // What the code says on its face is refused before its check characters are computed; it is
    // still a wrong try, so the limit cannot be dodged by naming other sources.
    const wrongFace =
      short.goodsSourceId !== loaded.waybill.goodsSourceId ? 'waybill.codeOfOtherSource' : short.purpose !== purpose ? purposeMismatch(purpose) : null;
    if (wrongFace) {
      await refuseShortCodeAtLimit(deps, userId);
      await countShortCodeMiss(deps, userId);
      throw refuse(wrongFace);
    }
    await verifyShortCode(deps, userId, short, stationId, atMs, 'qrToken');
    return;
  }
  const qr = verifySourceQrOnServer(deps.config.tokenSecret, text, atMs);
  if (atMs < qr.expiresAt.getTime() - QR_LIFETIME_MS - MAX_EVENT_SKEW_MS) throw refuse('waybill.scanBeforeCode');
  if (qr.goodsSourceId !== loaded.waybill.goodsSourceId) throw refuse('waybill.codeOfOtherSource');
  if (qr.purpose !== purpose) throw refuse(purposeMismatch(purpose));
  if (qr.stationId !== stationId) throw refuse('waybill.codeOfOtherStation');
}

function purposeMismatch(purpose: QrPurpose) {
  return purpose === 'loading' ? 'waybill.unloadingCodeAtPickup' : 'waybill.loadingCodeAtDestination';
}

export const NOT_SIGNED = 'waybill.notSigned';

type Run = (tx: Executor, loaded: LoadedWaybill, me: number) => Promise<Awaited<ReturnType<typeof detailOf>>>;

/** One field action: the driver's waybill (locked), applied once per key. */
function fieldAction(deps: AppDeps, principal: Principal | null, key: string | undefined, call: string, body: { waybillId: number }, what: WaybillAction, run: Run) {
  const { userId } = requireLogistics(principal);
  return runIdempotent(deps, userId, key, call, body, async (tx) => {
    const loaded = await loadWaybill(tx, userId, body.waybillId, true);
    requireDriverOf(loaded, what);
    return run(tx, loaded, userId);
  });
}

/** POST scanningLoading: signed → loading. */
export function scanningLoading(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof ScanRequest>) {
  return fieldAction(deps, principal, key, 'scanningLoading', body, 'waybill.actionLoadingScan', async (tx, loaded, userId) => {
    const event = fieldEvent(body);
    if (loaded.waybill.status === 'created') throw conflict(NOT_SIGNED);
    requireStatus(loaded.waybill, ['signed'], 'waybill.actionLoadingScan');
    await checkScannedCode(deps, loaded, userId, body.qrToken, 'loading', event.at.getTime());
    const moved = await transition(tx, loaded.waybill, 'loading', { actorId: userId, ...event, set: { loadingScannedAt: event.at } });
    return detailOf(deps, tx, loaded, moved);
  });
}

/** Photo ids must be distinct files the driver uploaded. */
async function requireOwnPhotos(db: Executor, userId: number, ids: string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw badRequest('waybill.photoTwice', {}, [fieldError(field, 'waybill.fieldPhotoTwice')]);
  const owned = await findOwnedFiles(db, userId, unique);
  if (owned.length !== unique.length) throw badRequest('waybill.photosNotUploaded', {}, [fieldError(field, 'waybill.fieldPhotoNotYours')]);
}

/** POST loadingCompleted: loading → loaded with weight and weighing-slip photos. */
export function loadingCompleted(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof LoadingCompletedRequest>) {
  return fieldAction(deps, principal, key, 'loadingCompleted', body, 'waybill.actionFinishLoading', async (tx, loaded, userId) => {
    const event = fieldEvent(body);
    requireStatus(loaded.waybill, ['loading'], 'waybill.actionFinishLoading');
    await requireOwnPhotos(tx, userId, body.weighingSlipFileIds, 'weighingSlipFileIds');
    const moved = await transition(tx, loaded.waybill, 'loaded', {
      actorId: userId,
      ...event,
      set: { loadedAt: event.at, loadedWeightKg: body.loadedWeightKg, loadedPhotoIds: body.weighingSlipFileIds },
    });
    return detailOf(deps, tx, loaded, moved);
  });
}

/** POST scanningUnloading: loaded (the transit implied) or inTransit → unloading. */
export function scanningUnloading(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof ScanRequest>) {
  return fieldAction(deps, principal, key, 'scanningUnloading', body, 'waybill.actionUnloadingScan', async (tx, loaded, userId) => {
    const event = fieldEvent(body);
    requireStatus(loaded.waybill, ['loaded', 'inTransit'], 'waybill.actionUnloadingScan');
    await checkScannedCode(deps, loaded, userId, body.qrToken, 'unloading', event.at.getTime());
    let waybill = loaded.waybill;
    if (waybill.status === 'loaded') {
      waybill = await transition(tx, waybill, 'inTransit', { actorId: userId, ...event, reason: 'implied by the unloading scan' });
    }
    const moved = await transition(tx, waybill, 'unloading', { actorId: userId, ...event, set: { unloadingScannedAt: event.at } });
    return detailOf(deps, tx, loaded, moved);
  });
}

/** POST unLoadingCompleted: unloading → unloaded with weight and receipt photos; the source closes when all its trucks are done. */
export function unloadingCompleted(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof UnloadingCompletedRequest>) {
  return fieldAction(deps, principal, key, 'unLoadingCompleted', body, 'waybill.actionFinishUnloading', async (tx, loaded, userId) => {
    const event = fieldEvent(body);
    requireStatus(loaded.waybill, ['unloading'], 'waybill.actionFinishUnloading');
    await requireOwnPhotos(tx, userId, body.receiptFileIds, 'receiptFileIds');
    const moved = await transition(tx, loaded.waybill, 'unloaded', {
      actorId: userId,
      ...event,
      set: { unloadedAt: event.at, unloadedWeightKg: body.unloadedWeightKg, unloadedPhotoIds: body.receiptFileIds },
    });
    await closeIfFinished(tx, loaded.waybill.goodsSourceId, await hasUnfinishedWaybills(tx, loaded.waybill.goodsSourceId));
    // A completed waybill earns its driver points, once (docs/points.md).
    await rewardCompletedWaybill(tx, moved.driverId, moved.id, nowDate());
    return detailOf(deps, tx, loaded, moved);
  });
}
