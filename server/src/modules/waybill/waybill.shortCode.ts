import { createHmac } from 'node:crypto';
import type { QrPurpose } from '@/lib/contract/waybill';
import {
  checkCharacters,
  formatShortCode,
  matchShortCode,
  shortCodeExpiresAt,
  shortCodeSignedText,
  shortCodeWindow,
  type ShortCodeFace,
} from '@/lib/offline/sourceShortCode';
import type { AppDeps } from '../../deps';
import { badField, gone, tooManyRequests } from '../../http/errors';
import { HOUR_MS, countAgainstLimit, refuseAtLimit, retrySeconds } from '../auth/auth.limits';
import { stationQrKey, type SourceQr } from './waybill.tokens';

/**
 * The short code printed under a goods-source QR (format and guessing risk: lib/offline/sourceShortCode.ts),
 * made and checked under the same per-station key as the long token, so a kiosk checks it offline.
 */

/** Wrong short codes a person may try in an hour (China-time hour) before further tries are refused with 429. */
export const SHORT_CODE_TRIES_PER_HOUR = 10;

function checkOf(secret: string, purpose: QrPurpose, goodsSourceId: number, stationId: number, window: number): string {
  const mac = createHmac('sha256', stationQrKey(secret, stationId)).update(shortCodeSignedText(purpose, goodsSourceId, stationId, window)).digest();
  return checkCharacters(mac);
}

/** The short code of (purpose, goods source, station) at `atMs`, and when it stops being accepted. */
export function signShortCode(secret: string, qr: Omit<SourceQr, 'expiresAt'>, atMs: number): { shortCode: string; expiresAt: Date } {
  const window = shortCodeWindow(atMs);
  return {
    shortCode: formatShortCode(qr.purpose, qr.goodsSourceId, checkOf(secret, qr.purpose, qr.goodsSourceId, qr.stationId, window)),
    expiresAt: shortCodeExpiresAt(window),
  };
}

const triesKey = (userId: number) => `waybill:shortCodeMisses:${userId}`;
const tooMany = (waitMs: number) =>
  tooManyRequests('waybill.tooManyShortCodes', retrySeconds(waitMs), { limit: SHORT_CODE_TRIES_PER_HOUR, minutes: Math.ceil(waitMs / 60_000) });

/**
 * Checks a typed short code for `stationId` (the station the verifier knows the code must be for)
 * at `atMs`, for `userId`: 429 once they typed too many wrong codes this hour, 410 for a genuine
 * code of a window that has passed, 400 on `field` for anything else that does not check (a typo,
 * another station's code, a made-up one). A wrong code counts against the limit.
 */
export async function verifyShortCode(
  deps: AppDeps,
  userId: number,
  face: ShortCodeFace,
  stationId: number,
  atMs: number,
  field: string,
): Promise<SourceQr> {
  await refuseShortCodeAtLimit(deps, userId);
  const secret = deps.config.tokenSecret;
  const match = await matchShortCode(face, atMs, (window) => checkOf(secret, face.purpose, face.goodsSourceId, stationId, window));
  if (match.verdict === 'expired') throw gone('waybill.shortCodeExpired', { expiresAt: match.expiresAt.toISOString() });
  if (match.verdict === 'invalid') {
    await countShortCodeMiss(deps, userId);
    throw badField(field, 'waybill.wrongShortCode');
  }
  return { purpose: face.purpose, goodsSourceId: face.goodsSourceId, stationId, expiresAt: match.expiresAt };
}

/** 429 while the person has typed too many wrong short codes this hour (counts nothing). */
export function refuseShortCodeAtLimit(deps: AppDeps, userId: number): Promise<void> {
  return refuseAtLimit(deps, triesKey(userId), SHORT_CODE_TRIES_PER_HOUR, HOUR_MS, tooMany);
}

/** Counts a wrong short code against the person's hourly limit (also one naming another source or purpose). */
export function countShortCodeMiss(deps: AppDeps, userId: number): Promise<void> {
  return countAgainstLimit(deps, triesKey(userId), SHORT_CODE_TRIES_PER_HOUR, HOUR_MS, tooMany);
}
