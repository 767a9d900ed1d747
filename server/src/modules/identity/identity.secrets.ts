import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * National ID numbers at rest: AES-256-GCM under a key derived (HKDF) from the server's token
 * secret, so a database dump alone does not reveal them. Stored as base64url iv.tag.ciphertext.
 * Nothing answers the full number; only review tooling that truly needs it would decrypt.
 */
function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'toll-freight', 'national-id-v1', 32));
}

export function encryptIdCardNo(secret: string, idCardNo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(idCardNo, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptIdCardNo(secret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/** 110105199001011234 -> 110105********1234: region code and last four, the birth date hidden. */
export function maskIdCardNo(idCardNo: string): string {
  return `${idCardNo.slice(0, 6)}${'*'.repeat(idCardNo.length - 10)}${idCardNo.slice(-4)}`;
}
