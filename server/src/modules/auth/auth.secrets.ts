import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from the one configured token secret, one per purpose, so a value made for one
 * use (an SMS code hash) can never stand in for another (a token signature).
 */
const derived = new Map<string, Buffer>();

export type SecretPurpose = 'token-signing' | 'sms-code' | 'captcha-answer' | 'card-number' | 'refresh-client';

export function derivedKey(secret: string, purpose: SecretPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(purpose).digest();
    derived.set(id, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under the purpose's key, hex. */
export function keyedHash(secret: string, purpose: SecretPurpose, text: string): string {
  return createHmac('sha256', derivedKey(secret, purpose)).update(text).digest('hex');
}

/** Constant-time comparison of two hex digests (a mismatch in length is simply false). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
