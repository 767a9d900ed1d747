import { createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { COUPON_QR_PREFIX, parseCouponQr, type CouponQrFields } from '@/lib/contract';

/*
 * The coupon QR's signature (docs/coupons.md "The code a driver shows"). Ed25519, so a staff
 * device verifies a QR with the public key alone, offline. The private key is derived from the
 * configured secret (COUPON_SIGNING_SECRET; in development a fixed derivation of the token secret,
 * config.ts), so every node of a deployment signs with the same key.
 */

/** PKCS#8 DER of an Ed25519 private key is this prefix followed by the 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface CouponKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI DER, base64: what a staff device imports (WebCrypto `importKey('spki', …, 'Ed25519')`). */
  publicKeySpki: string;
}

const cache = new Map<string, CouponKeys>();

/** The key pair of a signing secret (derived once per secret: deriving costs more than signing). */
export function couponKeys(secret: string): CouponKeys {
  let keys = cache.get(secret);
  if (!keys) {
    const seed = Buffer.from(hkdfSync('sha256', secret, 'toll-freight', 'coupon-qr-ed25519', 32));
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    const publicKey = createPublicKey(privateKey);
    keys = { privateKey, publicKey, publicKeySpki: publicKey.export({ format: 'der', type: 'spki' }).toString('base64') };
    cache.set(secret, keys);
  }
  return keys;
}

/** What a coupon QR carries (the contract's fields, before signing). */
export type QrCoupon = Omit<CouponQrFields, 'signed' | 'signature'>;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The signed QR payload of a coupon (COUPON_QR_PREFIX format, lib/contract/coupon.ts). */
export function signCouponQr(keys: CouponKeys, coupon: QrCoupon): string {
  const signed = [COUPON_QR_PREFIX, coupon.couponId, coupon.batchId, coupon.merchantId, coupon.code, seconds(coupon.validFrom), seconds(coupon.validUntil)].join('.');
  return `${signed}.${sign(null, Buffer.from(signed), keys.privateKey).toString('base64url')}`;
}

/**
 * A QR payload's fields when its signature is ours: 'invalid' when it is not a coupon QR at all,
 * 'tampered' when it is shaped like one but the signature does not match (altered or forged).
 */
export function verifyCouponQr(keys: CouponKeys, text: string): CouponQrFields | 'invalid' | 'tampered' {
  const fields = parseCouponQr(text);
  if (!fields) return text.trim().startsWith(`${COUPON_QR_PREFIX}.`) ? 'tampered' : 'invalid';
  const good = verify(null, Buffer.from(fields.signed), keys.publicKey, Buffer.from(fields.signature, 'base64url'));
  return good ? fields : 'tampered';
}
