/**
 * The short code of a goods-source QR (docs/waybills.md "QR codes"): what a toll collector or a
 * driver types when a camera cannot read the QR, e.g. `Z-10234-7QK2-MD`.
 *
 *   <purpose letter>-<goodsSourceId>-<4 check characters>-<2 check characters>
 *
 * - The purpose letter is Z (装, loading) or X (卸, unloading): the letters a Chinese collector reads
 *   the purpose by.
 * - The goods source id is printed in decimal as everywhere else in the app.
 * - The 6 check characters are the first 30 bits of HMAC-SHA256 under the SAME per-station key as
 *   the long token (`stationQrKey`), over `goods-short:<L|U>.<goodsSourceId>.<stationId>.<window>`,
 *   in an alphabet without 0/O/1/I (32 symbols, 5 bits each). The station is not printed: the
 *   verifier knows which station the code must be for (the server from the goods source, a kiosk is
 *   its own station), so a code of another station simply does not check.
 * - A window is 12 hours (China time, from 00:00 and 12:00). A code is accepted in its own window
 *   and the next, so one shown just before the window turns is still good: a short code lives
 *   12-24 hours and never longer than the long token made with it (24 hours).
 *
 * Why 6 characters (30 bits): the short code is a secret anyone could try to guess for a known
 * goods source. The server counts a person's wrong short codes (server/src/modules/waybill/
 * waybill.shortCode.ts: 10 an hour, then 429), and at most 3 windows are ever accepted at once, so
 * one account gets through with chance 10 × 24 × 3 / 2^30 ≈ 7·10⁻⁶ a day. An offline kiosk has no
 * such counter, but its guesses are typed by a person at the booth. Fewer characters (5: 25 bits)
 * would make the same account's daily chance 2·10⁻⁴; more would be harder to read aloud.
 *
 * Pure functions shared by the server (node:crypto) and the kiosk (WebCrypto): each side computes
 * the HMAC its own way and hands the bytes to `checkCharacters`.
 */
import type { QrPurpose } from '../contract/waybill';

/** The check characters: digits 2-9 and letters A-Z without I and O (nothing to mistake for 0/O or 1/I). */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_CODE_CHECK_LENGTH = 6;
/** How long a short-code window lasts. */
export const SHORT_CODE_WINDOW_MS = 12 * 60 * 60 * 1000;
/** Windows are aligned to China time (UTC+8): they turn at 00:00 and 12:00 there. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/**
 * A phone or kiosk clock a little behind the server's still accepts a code made just after the
 * window turned (the same skew the server tolerates on a field event's own time).
 */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const LETTER_OF: Record<QrPurpose, string> = { loading: 'Z', unloading: 'X' };
/** The token's letters (L/U) in the signed text, so both codes of a source are about the same facts. */
export const SIGNED_LETTER: Record<QrPurpose, string> = { loading: 'L', unloading: 'U' };

/** What a short code says on its face (not yet verified). */
export interface ShortCodeFace {
  purpose: QrPurpose;
  goodsSourceId: number;
  /** The 6 check characters. */
  check: string;
}

/** Separators people type between the groups (also full-width ones, after NFKC). */
const SEPARATORS = /[\s\-_.·—–]+/;
const HEAD = /^([ZX])([0-9OIL]{1,10})$/;
const CHECK = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_CHECK_LENGTH}}$`);
const WHOLE = new RegExp(`^([ZX])([0-9OIL]{1,10})([${SHORT_CODE_ALPHABET}]{${SHORT_CODE_CHECK_LENGTH}})$`);

/**
 * A short code's face, or null when `text` is not one (a long token, a typo that breaks its shape).
 * Typed forms are tidied: full-width characters to ASCII (a Chinese keyboard), any case, spaces or
 * dashes between the groups or none. Where the id ends is taken from the separator after it when
 * there is one, so a dropped character is caught as "not a short code" instead of moving a digit
 * of the id into the check characters. In the id, O is read as 0 and I/L as 1.
 */
export function readShortCode(text: string): ShortCodeFace | null {
  const groups = text.normalize('NFKC').toUpperCase().split(SEPARATORS).filter(Boolean);
  // The purpose letter may stand alone or touch the id.
  const [head, rest] = groups[0]?.length === 1 ? [groups.slice(0, 2).join(''), groups.slice(2)] : [groups[0] ?? '', groups.slice(1)];
  let parts: string[] | null;
  if (rest.length > 0) {
    const check = rest.join('');
    const id = HEAD.exec(head);
    parts = id && CHECK.test(check) ? [id[1], id[2], check] : null;
  } else {
    parts = WHOLE.exec(head)?.slice(1) ?? null;
  }
  if (!parts) return null;
  const [letter, idText, check] = parts;
  const goodsSourceId = Number(idText.replace(/O/g, '0').replace(/[IL]/g, '1'));
  if (!Number.isSafeInteger(goodsSourceId) || goodsSourceId < 1) return null;
  return { purpose: letter === 'Z' ? 'loading' : 'unloading', goodsSourceId, check };
}

/** The window `atMs` falls in. */
export function shortCodeWindow(atMs: number): number {
  return Math.floor((atMs + CHINA_OFFSET_MS) / SHORT_CODE_WINDOW_MS);
}

/** When a code of `window` stops being accepted: the end of the next window. */
export function shortCodeExpiresAt(window: number): Date {
  return new Date((window + 2) * SHORT_CODE_WINDOW_MS - CHINA_OFFSET_MS);
}

/**
 * The windows whose codes are good at `atMs`, newest first: the current and the previous (and the
 * next while `atMs` is within the clock skew of it).
 */
export function acceptedWindows(atMs: number): number[] {
  const current = shortCodeWindow(atMs);
  const ahead = shortCodeWindow(atMs + CLOCK_SKEW_MS);
  return ahead > current ? [ahead, current, current - 1] : [current, current - 1];
}

/** Windows whose codes are no longer good but recent enough to say "expired" rather than "wrong". */
export function expiredWindows(atMs: number): number[] {
  const current = shortCodeWindow(atMs);
  return [current - 2, current - 3];
}

/** The text the check characters are an HMAC of (under the station's key). */
export function shortCodeSignedText(purpose: QrPurpose, goodsSourceId: number, stationId: number, window: number): string {
  return `goods-short:${SIGNED_LETTER[purpose]}.${goodsSourceId}.${stationId}.${window}`;
}

/** The first 30 bits of an HMAC as 6 characters of the alphabet. */
export function checkCharacters(mac: Uint8Array): string {
  let out = '';
  for (let i = 0; i < SHORT_CODE_CHECK_LENGTH; i += 1) {
    const bit = i * 5;
    const byte = bit >> 3;
    // Two bytes hold any 5-bit group; take them big-endian and shift the group down.
    const pair = (mac[byte] << 8) | (mac[byte + 1] ?? 0);
    out += SHORT_CODE_ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return out;
}

/** The printed form, grouped for reading aloud: `Z-10234-7QK2-MD`. */
export function formatShortCode(purpose: QrPurpose, goodsSourceId: number, check: string): string {
  return `${LETTER_OF[purpose]}-${goodsSourceId}-${check.slice(0, 4)}-${check.slice(4)}`;
}

/** Compares in time independent of where the strings differ (the check characters are a secret's output). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type ShortCodeMatch = { verdict: 'valid' | 'expired'; window: number; expiresAt: Date } | { verdict: 'invalid' };

/**
 * Which window (if any) a short code's check characters belong to, given `checkOf(window)` (the
 * expected check characters under the station's key): accepted, recent but expired, or neither.
 * Every candidate is computed and compared, so the answer's time does not tell which matched.
 */
export async function matchShortCode(face: ShortCodeFace, atMs: number, checkOf: (window: number) => string | Promise<string>): Promise<ShortCodeMatch> {
  let found: ShortCodeMatch = { verdict: 'invalid' };
  for (const [verdict, windows] of [['valid', acceptedWindows(atMs)], ['expired', expiredWindows(atMs)]] as const) {
    for (const window of windows) {
      const matches = sameText(await checkOf(window), face.check);
      if (matches && found.verdict === 'invalid') found = { verdict, window, expiresAt: shortCodeExpiresAt(window) };
    }
  }
  return found;
}
