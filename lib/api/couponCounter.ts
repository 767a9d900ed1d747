import type { z } from 'zod';
import { parseCouponQr, type CouponBatch, type OfflineKit, type WriteOffResult } from '../contract/coupon';
import { STORAGE_PREFIX } from '../state/persisted';
import { queueFieldAction, type QueuedFieldAction } from './fieldQueue';

/**
 * A merchant's counter with no signal (docs/coupons.md "Offline write-off"). The staff phone keeps
 * the offline kit (the server's Ed25519 public key and the batches its merchant serves: the service
 * worker stores the kit read like any field read, filed under the staff member's account and
 * forgotten at sign-out), checks a scanned coupon QR on the phone — signature, merchant, batch,
 * validity window, and not already written off on this phone —, and queues the write-off in the
 * field queue that waybill steps use. The server applies it when the signal returns: the first
 * write-off of a coupon wins, a later one from another phone is recorded as a duplicate for the
 * merchant to see, never applied twice.
 *
 * A typed code cannot be checked offline (only the QR carries a signature), so typing needs signal.
 */

type Kit = z.infer<typeof OfflineKit>;

/** Why a coupon cannot be written off at this counter offline (each has a catalogue text, `coupon.offline.<reason>`). */
export type OfflineRefusal =
  | 'notACoupon'
  | 'otherMerchant'
  | 'unknownBatch'
  | 'badSignature'
  | 'notYetValid'
  | 'expired'
  | 'alreadyWrittenOff'
  | 'cannotVerify'
  /** The kit was never read on this phone with signal. */
  | 'noKit'
  /** A typed code without signal: only the QR carries a signature the phone can check. */
  | 'codeNeedsSignal';

/** What the counter shows before confirming an offline write-off. */
export interface OfflineCoupon {
  couponId: number;
  code: string;
  batch: z.infer<typeof CouponBatch>;
  validFrom: string;
  validUntil: string;
}

export type OfflineCheck = { ok: true; coupon: OfflineCoupon } | { ok: false; reason: OfflineRefusal };

const DEVICE_KEY = `${STORAGE_PREFIX}counterDevice`;

/**
 * This phone's id in the write-off records (which device wrote a coupon off, and which came
 * second). It names the device, not a person: it stays when people sign out.
 */
export function counterDeviceId(): string {
  try {
    const kept = globalThis.localStorage?.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
    globalThis.localStorage?.setItem(DEVICE_KEY, `counter-${made}`);
    return `counter-${made}`;
  } catch {
    return 'counter-unnamed';
  }
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const fromBase64Url = (text: string) => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));

/** The signature check with WebCrypto's Ed25519; null where this browser has none (older iOS). */
async function signatureHolds(publicKeySpki: string, signed: string, signature: string): Promise<boolean | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  let key: CryptoKey;
  try {
    key = await subtle.importKey('spki', fromBase64(publicKeySpki), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return null;
  }
  return subtle.verify({ name: 'Ed25519' }, key, fromBase64Url(signature), new TextEncoder().encode(signed));
}

/** The coupon ids of write-offs waiting in this phone's queue (any account: a coupon is used once per counter). */
function queuedCouponIds(queue: readonly QueuedFieldAction[]): Set<number> {
  const ids = new Set<number>();
  for (const entry of queue) {
    if (entry.action !== 'couponWriteOff' || entry.failure) continue;
    const fields = parseCouponQr(String(entry.body.qr ?? ''));
    if (fields) ids.add(fields.couponId);
  }
  return ids;
}

/** Checks a scanned QR against the kit, as the server would, without the network. */
export async function checkCouponOffline(qr: string, kit: Kit, queue: readonly QueuedFieldAction[], now = new Date()): Promise<OfflineCheck> {
  const fields = parseCouponQr(qr);
  if (!fields) return { ok: false, reason: 'notACoupon' };
  if (fields.merchantId !== kit.merchantId) return { ok: false, reason: 'otherMerchant' };
  const batch = kit.batches.find((b) => b.id === fields.batchId);
  if (!batch) return { ok: false, reason: 'unknownBatch' };
  const holds = await signatureHolds(kit.publicKey, fields.signed, fields.signature);
  if (holds === null) return { ok: false, reason: 'cannotVerify' };
  if (!holds) return { ok: false, reason: 'badSignature' };
  if (now < fields.validFrom) return { ok: false, reason: 'notYetValid' };
  if (now >= fields.validUntil) return { ok: false, reason: 'expired' };
  if (queuedCouponIds(queue).has(fields.couponId)) return { ok: false, reason: 'alreadyWrittenOff' };
  return {
    ok: true,
    coupon: { couponId: fields.couponId, code: fields.code, batch, validFrom: fields.validFrom.toISOString(), validUntil: fields.validUntil.toISOString() },
  };
}

/**
 * Writes off a coupon checked offline: queued with the counter's time and this phone's id, sent at
 * once if the network answers after all, else when it returns (resolves `{sent: false}` then).
 */
export async function writeOffOffline(
  merchantId: number,
  qr: string,
): Promise<{ sent: true; result: z.infer<typeof WriteOffResult> } | { sent: false; queued: QueuedFieldAction }> {
  const outcome = await queueFieldAction('couponWriteOff', { merchantId, qr: qr.trim(), deviceId: counterDeviceId() });
  return outcome.sent ? { sent: true, result: outcome.waybill as z.infer<typeof WriteOffResult> } : outcome;
}
