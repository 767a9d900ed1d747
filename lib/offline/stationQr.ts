/**
 * Reading and verifying goods-source QR codes on a station kiosk without signal (docs/waybills.md
 * "QR codes", docs/offline.md "Kiosk mode"). The format and the signed text are the server's
 * (server/src/modules/waybill/waybill.tokens.ts): `GQ1.<L|U>.<goodsSourceId>.<stationId|0>.<expires s>.<sig>`,
 * sig = base64url(HMAC-SHA256(stationKey, `goods-qr:<L|U>.<goodsSourceId>.<stationId>.<expires>`)).
 * The kiosk holds only its own station's key, so it can vouch for that station's codes only. The
 * short code typed from under the QR (lib/offline/sourceShortCode.ts) is checked with the same key.
 */
import { checkCharacters, matchShortCode, readShortCode, sameText, shortCodeSignedText, type ShortCodeFace } from './sourceShortCode';

/** What a goods-source code says on its face (not yet verified). */
export interface SourceCodeFace {
  purpose: 'loading' | 'unloading';
  goodsSourceId: number;
  /** null: the owner's own pickup point. */
  stationId: number | null;
  expiresAt: Date;
}

const PATTERN = /^GQ1\.([LU])\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface ParsedCode {
  face: SourceCodeFace;
  signed: string;
  signature: string;
}

function parse(text: string): ParsedCode | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, letter, sourceText, stationText, expiresText, signature] = match;
  const goodsSourceId = Number(sourceText);
  if (goodsSourceId < 1) return null;
  const stationId = Number(stationText);
  return {
    face: {
      purpose: letter === 'L' ? 'loading' : 'unloading',
      goodsSourceId,
      stationId: stationId === 0 ? null : stationId,
      expiresAt: new Date(Number(expiresText) * 1000),
    },
    signed: `goods-qr:${letter}.${sourceText}.${stationText}.${expiresText}`,
    signature,
  };
}

/** A scanned code's face, or null when it is not a goods-source code (the signature unchecked). */
export function readSourceCode(text: string): SourceCodeFace | null {
  return parse(text)?.face ?? null;
}

/** A scanned token's face, or a typed short code's (which names no station and no expiry). */
export type ReadCode = { kind: 'token'; face: SourceCodeFace } | { kind: 'short'; face: ShortCodeFace };

/** What a scanned or typed goods-source code says before it is checked; null when it is neither kind. */
export function readAnyCode(text: string): ReadCode | null {
  const short = readShortCode(text);
  if (short) return { kind: 'short', face: short };
  const face = readSourceCode(text);
  return face ? { kind: 'token', face } : null;
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * - valid: made by the platform for this station, not expired at the scan's time
 * - invalid: not a goods-source code, or its signature does not check (altered, forged)
 * - expired: genuine, but expired before the scan
 * - otherStation: another station's or an owner's own pickup code; this kiosk holds no key for it
 */
export type StationCodeVerdict = 'valid' | 'invalid' | 'expired' | 'otherStation';

export interface StationCodeCheck {
  verdict: StationCodeVerdict;
  face: SourceCodeFace | null;
}

async function hmac(key: string, text: string): Promise<Uint8Array> {
  const imported = await crypto.subtle.importKey('raw', fromBase64url(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, new TextEncoder().encode(text)));
}

/**
 * A typed short code, checked for the kiosk's own station: the station is not printed in it, so a
 * code of another station (or of an owner's own pickup point) cannot be told from a typo and reads
 * as invalid.
 */
async function verifyShortCode(short: ShortCodeFace, kiosk: { stationId: number; key: string }, scannedAtMs: number): Promise<StationCodeCheck> {
  const match = await matchShortCode(short, scannedAtMs, async (window) =>
    checkCharacters(await hmac(kiosk.key, shortCodeSignedText(short.purpose, short.goodsSourceId, kiosk.stationId, window))),
  );
  if (match.verdict === 'invalid') return { verdict: 'invalid', face: null };
  const face = { purpose: short.purpose, goodsSourceId: short.goodsSourceId, stationId: kiosk.stationId, expiresAt: match.expiresAt };
  return { verdict: match.verdict, face };
}

/**
 * Verifies `text` (a scanned token, or a typed short code) with the kiosk's station key (WebCrypto
 * HMAC), at `scannedAtMs` (the scan's own time, so a code read while valid stays valid when looked
 * at later). As on the server, the signature is checked before the expiry: an altered expiry reads
 * as invalid.
 */
export async function verifyStationCode(text: string, kiosk: { stationId: number; key: string }, scannedAtMs: number): Promise<StationCodeCheck> {
  const short = readShortCode(text);
  if (short) return verifyShortCode(short, kiosk, scannedAtMs);
  const parsed = parse(text);
  if (!parsed) return { verdict: 'invalid', face: null };
  const { face } = parsed;
  if (face.stationId !== kiosk.stationId) return { verdict: 'otherStation', face };
  const expected = base64url((await hmac(kiosk.key, parsed.signed)).buffer as ArrayBuffer);
  if (!sameText(expected, parsed.signature)) return { verdict: 'invalid', face };
  if (face.expiresAt.getTime() <= scannedAtMs) return { verdict: 'expired', face };
  return { verdict: 'valid', face };
}
