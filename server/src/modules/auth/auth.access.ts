import type { Access } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { unauthorized } from '../../http/errors';
import type { Principal, SignedInPrincipal } from '../../http/principal';
import { accessGrantOf } from './auth.grant-cache';
import { TokenRejected, verifyToken, type TokenAudience } from './auth.tokens';

/** The credentials a request carries, as raw header values. */
export interface RequestCredentials {
  authorization?: string;
  logisticsAuthorization?: string;
}

/** Tokens each access level takes, and from which header. */
const ACCEPTED: Record<
  Exclude<Access, 'public'>,
  { header: keyof RequestCredentials; audiences: TokenAudience[]; needed: 'auth.needsDeviceOrUserToken' | 'auth.needsUserToken' | 'auth.needsLogisticsToken' }
> = {
  tourist: { header: 'authorization', audiences: ['device', 'user'], needed: 'auth.needsDeviceOrUserToken' },
  user: { header: 'authorization', audiences: ['user'], needed: 'auth.needsUserToken' },
  logistics: { header: 'logisticsAuthorization', audiences: ['logistics'], needed: 'auth.needsLogisticsToken' },
};

const HEADER_NAME: Record<keyof RequestCredentials, string> = {
  authorization: 'Authorization',
  logisticsAuthorization: 'Logistics-Authorization',
};

/**
 * Who is calling and whether they may call an endpoint of `access`; throws AppError 401 when not.
 * Access tokens are checked against their session on every call (remembered on a lone node until
 * its next changing request, auth.grant-cache.ts), so a logout or a detected refresh-token reuse
 * stops them at once. `public` never refuses: it only recognises a tourist
 * device token (sign-in links that device), which needs no database lookup; anything else is ignored.
 */
export async function authenticate(deps: AppDeps, credentials: RequestCredentials, access: Access): Promise<Principal | null> {
  if (access === 'public') {
    const token = bearerToken(credentials.authorization);
    if (!token) return null;
    try {
      const device = await verifyToken(deps.config.tokenSecret, token, ['device']);
      return { kind: 'tourist', deviceId: device.sub };
    } catch (error) {
      if (error instanceof TokenRejected) return null;
      throw error;
    }
  }
  const { header, audiences, needed } = ACCEPTED[access];
  const token = bearerToken(credentials[header]);
  if (!token) throw unauthorized(needed, { header: HEADER_NAME[header] });
  const verified = await verifyToken(deps.config.tokenSecret, token, audiences);
  if (verified.aud === 'device') return { kind: 'tourist', deviceId: verified.sub };

  const kind = verified.aud === 'logistics' ? 'logistics' : 'user';
  const grant = verified.rid ? await accessGrantOf(deps, verified.rid) : undefined;
  if (!grant || grant.kind !== kind || grant.sessionId !== verified.sid || String(grant.userId) !== verified.sub) {
    throw unauthorized('auth.unknownSession');
  }
  if (!grant.live) throw unauthorized('auth.sessionEnded');
  return { kind, userId: grant.userId, sessionId: grant.sessionId, account: grant.account };
}

/** The token of an `Authorization`-style header value, or null when there is none. */
function bearerToken(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}

/** A service's first line on signed-in calls: the caller as a signed-in user, or 401. */
export function requireSignedIn(principal: Principal | null, kind: SignedInPrincipal['kind'] = 'user'): SignedInPrincipal {
  if (!principal || principal.kind !== kind) throw unauthorized('auth.needsSignIn', { kind });
  return principal;
}
