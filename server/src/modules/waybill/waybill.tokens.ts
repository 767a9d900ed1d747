import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { QrPurpose } from '@/lib/contract/waybill';
import { badRequest, fieldError, gone } from '../../http/errors';

/**
 * Signed codes of the waybill module (docs/waybills.md, "QR codes"). Nothing is stored: a code is
 * good while its signature checks and (goods-source QR) it has not expired.
 *
 * Goods-source QR: `GQ1.<L|U>.<goodsSourceId>.<stationId|0>.<expires, unix s>.<signature>`, the
 * signature an HMAC-SHA256 under a key derived (HKDF) from the token secret PER STATION (station 0:
 * the cargo owner's own pickup point). An offline kiosk at a station is given only its station's
 * derived key (`stationQrKey`), so it verifies that station's codes without the network and cannot
 * make codes for other stations.
 *
 * Waybill code: `WB1.<waybillId>.<signature>` (no expiry), shown by the driver to a toll collector.
 */

const SALT = 'toll-freight';
const keys = new Map<string, Buffer>();
function derived(secret: string, info: string): Buffer {
  const cacheKey = `${info}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, SALT, info, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

/** The key a station's kiosk holds to verify that station's goods-source codes offline (0: owners' pickup points). */
export function stationQrKey(secret: string, stationId: number): Buffer {
  return derived(secret, `goods-qr-v1:station:${stationId}`);
}

const PURPOSE_LETTER: Record<QrPurpose, string> = { loading: 'L', unloading: 'U' };
const QR_PATTERN = /^GQ1\.([LU])\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function qrSignature(key: Buffer, letter: string, goodsSourceId: number, stationId: number, expires: number): Buffer {
  return createHmac('sha256', key).update(`goods-qr:${letter}.${goodsSourceId}.${stationId}.${expires}`).digest();
}

export interface SourceQr {
  purpose: QrPurpose;
  goodsSourceId: number;
  /** 0: no station (the owner's own pickup or destination). */
  stationId: number;
  expiresAt: Date;
}

/** A goods-source QR token valid until `expiresAtMs` (rounded down to the second). */
export function signSourceQr(secret: string, qr: Omit<SourceQr, 'expiresAt'>, expiresAtMs: number): { token: string; expiresAt: Date } {
  const expires = Math.floor(expiresAtMs / 1000);
  const letter = PURPOSE_LETTER[qr.purpose];
  const signature = qrSignature(stationQrKey(secret, qr.stationId), letter, qr.goodsSourceId, qr.stationId, expires);
  return {
    token: `GQ1.${letter}.${qr.goodsSourceId}.${qr.stationId}.${expires}.${signature.toString('base64url')}`,
    expiresAt: new Date(expires * 1000),
  };
}

export const INVALID_QR = 'waybill.invalidQr';

/**
 * Verifies a goods-source QR token against a station key (`keyOf(stationId)`: the server derives
 * any; a kiosk has its own only) at time `atMs`. Malformed or tampered: 400; expired: 410. The
 * signature is checked before the expiry, so an altered expiry reads as tampered.
 */
export function verifySourceQr(keyOf: (stationId: number) => Buffer | null, token: string, atMs: number): SourceQr {
  const match = QR_PATTERN.exec(token.trim());
  if (!match) throw badRequest(INVALID_QR, {}, [fieldError('qrToken', 'waybill.fieldNotSourceCode')]);
  const [, letter, sourceText, stationText, expiresText, signatureText] = match;
  const goodsSourceId = Number(sourceText);
  const stationId = Number(stationText);
  const expires = Number(expiresText);
  const key = keyOf(stationId);
  const given = Buffer.from(signatureText, 'base64url');
  const expected = key ? qrSignature(key, letter, goodsSourceId, stationId, expires) : null;
  if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(INVALID_QR, {}, [fieldError('qrToken', 'waybill.fieldForgedCode')]);
  }
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= atMs) {
    throw gone('waybill.qrExpired', { expiresAt: expiresAt.toISOString() });
  }
  return { purpose: letter === 'L' ? 'loading' : 'unloading', goodsSourceId, stationId, expiresAt };
}

/** The server's verification: every station's key is derived from the secret. */
export function verifySourceQrOnServer(secret: string, token: string, atMs: number): SourceQr {
  return verifySourceQr((stationId) => stationQrKey(secret, stationId), token, atMs);
}

const CODE_PATTERN = /^WB1\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function codeSignature(secret: string, waybillId: number): Buffer {
  return createHmac('sha256', derived(secret, 'waybill-code-v1')).update(`waybill-code:${waybillId}`).digest();
}

/** The waybill's own code (QR shown by the driver to a toll collector). */
export function signWaybillCode(secret: string, waybillId: number): string {
  return `WB1.${waybillId}.${codeSignature(secret, waybillId).toString('base64url')}`;
}

/** The waybill id of a genuine waybill code; anything else is 400. */
export function verifyWaybillCode(secret: string, code: string): number {
  const match = CODE_PATTERN.exec(code.trim());
  const invalid = () => badRequest('waybill.invalidWaybillCode', {}, [fieldError('code', 'waybill.fieldNotWaybillCode')]);
  if (!match) throw invalid();
  const waybillId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = codeSignature(secret, waybillId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  return waybillId;
}

/** Printable waybill number. */
export function waybillNo(id: number): string {
  return `WB${String(id).padStart(8, '0')}`;
}
