import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { badRequest, fieldError, gone } from '../../http/errors';

/**
 * Fleet invitation tokens: `<fleetId>.<expires, unix seconds>.<signature>`, the signature an
 * HMAC-SHA256 of the first two parts under a key derived (HKDF) from the server's token secret for
 * this purpose only. Nothing is stored: a token is good for its fleet until it expires, and a new
 * one can be made at any time (docs/fleets.md, "Invitations").
 */

/** How long an invitation link works. */
export const INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const keys = new Map<string, Buffer>();
function keyFrom(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'toll-freight', 'fleet-invite-v1', 32));
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, fleetId: number, expiresSeconds: number): Buffer {
  return createHmac('sha256', keyFrom(secret)).update(`fleet-invite:${fleetId}.${expiresSeconds}`).digest();
}

/** A token inviting to `fleetId` until `expiresAtMs` (rounded down to the second). */
export function signInvite(secret: string, fleetId: number, expiresAtMs: number): { token: string; expiresAt: Date } {
  const expiresSeconds = Math.floor(expiresAtMs / 1000);
  const token = `${fleetId}.${expiresSeconds}.${signature(secret, fleetId, expiresSeconds).toString('base64url')}`;
  return { token, expiresAt: new Date(expiresSeconds * 1000) };
}

export const INVALID_INVITE = 'fleet.invalidInvite';

/**
 * The fleet and expiry of a genuine token. A malformed or tampered token is 400; an expired one
 * 410 (Gone) with when it expired. The signature is checked before the expiry, so an altered
 * expiry reads as tampered, not as expired.
 */
export function verifyInvite(secret: string, token: string, nowMs: number): { fleetId: number; expiresAt: Date } {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) throw badRequest(INVALID_INVITE, {}, [fieldError('token', 'fleet.fieldNotInviteToken')]);
  const fleetId = Number(match[1]);
  const expiresSeconds = Number(match[2]);
  const given = Buffer.from(match[3], 'base64url');
  const expected = signature(secret, fleetId, expiresSeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest(INVALID_INVITE, {}, [fieldError('token', 'fleet.fieldForgedInvite')]);
  }
  const expiresAt = new Date(expiresSeconds * 1000);
  if (expiresAt.getTime() <= nowMs) {
    throw gone('fleet.inviteExpired', { expiresAt: expiresAt.toISOString() });
  }
  return { fleetId, expiresAt };
}
