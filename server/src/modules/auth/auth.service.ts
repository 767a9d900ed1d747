import { randomUUID } from 'node:crypto';
import type { IdentityType, SignedIn } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, fieldError, forbidden, unauthorized } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { now, nowDate } from '../clock';
import { createAccount, resolveRecommender } from '../user/user.service';
import { addIdentity, addPendingVehicleAuthorization, setCurrentIdentity } from '../user/user.repository';
import type { Tx } from '../../db/types';
import {
  deviceExists,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  isSessionRevoked,
  linkDeviceToUser,
  markRotated,
  replaceSuccessor,
  revokeSession,
  revokeUnusedToken,
  upsertDevice,
  type RefreshTokenRow,
} from './auth.repository';
import type { SessionKind } from './auth.table';
import { requireSignedIn } from './auth.access';
import { TOKEN_LIFETIME, TokenRejected, signToken, verifyToken } from './auth.tokens';
import { captchaRequired, checkCaptcha, consumeCaptchaPass, hasCaptchaPass } from './captcha.service';
import { verifyCode } from './sms.service';

/**
 * Devices, sign-in, registration from shared links, token refresh and logout.
 *
 * A sign-in opens a session holding two refresh-token families, user and logistics. Refresh
 * tokens rotate: each is used once and answered with a new access + refresh pair. Presenting a
 * token that was already rotated means it leaked (or the client is confused): the whole session
 * is revoked — except within REFRESH_GRACE_SECONDS of its rotation while its successor is still
 * unused, which is a retry whose answer was lost: then a fresh pair is issued again and the unused
 * one revoked, without ending the session.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** A tourist token for an installation (the same serial number keeps the same device). */
export async function registerDevice(deps: AppDeps, device: { serialNo: string; os: string }) {
  const deviceId = await upsertDevice(deps.db, device.serialNo, device.os, nowDate());
  return { token: await signToken(deps.config.tokenSecret, 'device', { sub: deviceId }), isTourist: true as const };
}

/** App sign-in with a 'login' SMS code; the first sign-in creates the account. */
export async function signInWithSms(
  deps: AppDeps,
  input: { mobile: string; smsCode: string; deviceToken?: string },
  principal: Principal | null,
): Promise<SignedIn> {
  const deviceId = await resolveDevice(deps, input.deviceToken, principal);
  await verifyCode(deps, input.mobile, 'login', input.smsCode);
  return deps.db.transaction(async (tx) => {
    const { user } = await createAccount(tx, input.mobile, null);
    return openSession(deps, tx, user.id, deviceId);
  });
}

/** The H5 registration variants from shared links (spec §7 "Auth and registration"). */
export type RegistrationVariant = 'newcomer' | 'consignor' | 'vehicleAuthorization' | 'invitation';

export interface RegistrationInput {
  mobile: string;
  smsCode: string;
  recommender?: string;
  captcha?: string;
  deviceToken?: string;
  vehicleId?: number;
}

/**
 * Registers (or signs in) from a shared page with a 'register' SMS code and records who invited
 * the newcomer. Newcomer registration needs a passed captcha; an invitation needs a recommender;
 * consignor registration grants the cargo-owner identity; a vehicle authorisation link files the
 * vehicle for the vehicles issue to check. Inputs are all checked before the SMS code is used up.
 */
export async function register(
  deps: AppDeps,
  variant: RegistrationVariant,
  input: RegistrationInput,
  principal: Principal | null,
): Promise<SignedIn> {
  if (variant === 'invitation' && !input.recommender) {
    throw badRequest('auth.recommenderRequired', {}, [fieldError('recommender', 'request.fieldRequired')]);
  }
  const recommenderId = input.recommender ? await resolveRecommender(deps.db, input.recommender, input.mobile) : null;
  const deviceId = await resolveDevice(deps, input.deviceToken, principal);
  if (input.captcha) await checkCaptcha(deps, input.mobile, input.captcha);
  const needsCaptcha = variant === 'newcomer';
  if (needsCaptcha && !(await hasCaptchaPass(deps, input.mobile))) throw captchaRequired();

  await verifyCode(deps, input.mobile, 'register', input.smsCode);
  // A captcha answered for this registration is spent with it.
  if (needsCaptcha || input.captcha) await consumeCaptchaPass(deps, input.mobile);
  return deps.db.transaction(async (tx) => {
    const { user } = await createAccount(tx, input.mobile, recommenderId);
    const at = nowDate();
    if (variant === 'consignor') await grantIdentity(tx, user.id, user.identityType, 'cargoOwner', at);
    if (variant === 'vehicleAuthorization' && input.vehicleId !== undefined) {
      await addPendingVehicleAuthorization(tx, { userId: user.id, vehicleId: input.vehicleId, recommenderId, requestedAt: at });
    }
    return openSession(deps, tx, user.id, deviceId);
  });
}

async function grantIdentity(tx: Tx, userId: number, current: string | null, identity: IdentityType, at: Date) {
  await addIdentity(tx, userId, identity, at);
  // A fresh account starts acting as what it registered for; an existing one keeps its choice.
  if (current === null) await setCurrentIdentity(tx, userId, identity);
}

/**
 * The device to link a sign-in to: from the body's deviceToken, else from the tourist token the
 * request carries; null when neither is given. A bad deviceToken is refused, not ignored.
 */
async function resolveDevice(deps: AppDeps, deviceToken: string | undefined, principal: Principal | null): Promise<string | null> {
  let deviceId: string | null = principal?.kind === 'tourist' ? principal.deviceId : null;
  if (deviceToken) {
    try {
      deviceId = (await verifyToken(deps.config.tokenSecret, deviceToken, ['device'])).sub;
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      throw error.onField('deviceToken');
    }
  }
  if (deviceId && !(await deviceExists(deps.db, deviceId))) {
    throw badRequest('auth.unknownDevice', {}, [fieldError('deviceToken', 'auth.fieldUnknownDevice')]);
  }
  return deviceId;
}

/** Opens a session for the user with both refresh families and answers the four tokens. */
async function openSession(deps: AppDeps, tx: Tx, userId: number, deviceId: string | null): Promise<SignedIn> {
  const sessionId = randomUUID();
  const at = nowDate();
  await insertSession(tx, { id: sessionId, userId, deviceId, createdAt: at });
  if (deviceId) await linkDeviceToUser(tx, deviceId, userId, at);
  const user = await issuePair(deps, tx, 'user', sessionId, userId);
  const logistics = await issuePair(deps, tx, 'logistics', sessionId, userId);
  return {
    userToken: user.accessToken,
    userRefreshToken: user.refreshToken,
    logisticsToken: logistics.accessToken,
    logisticsRefreshToken: logistics.refreshToken,
    isTourist: false,
  };
}

/** A new refresh token of `kind` in the session and the access token that goes with it. */
async function issuePair(deps: AppDeps, tx: Tx, kind: SessionKind, sessionId: string, userId: number) {
  const jti = randomUUID();
  const issuedAt = now();
  const refreshAudience = kind === 'user' ? 'user-refresh' : 'logistics-refresh';
  await insertRefreshToken(tx, {
    jti,
    sessionId,
    userId,
    kind,
    issuedAt: new Date(issuedAt),
    expiresAt: new Date(issuedAt + TOKEN_LIFETIME[refreshAudience] * 1000),
  });
  const secret = deps.config.tokenSecret;
  const sub = String(userId);
  return {
    jti,
    accessToken: await signToken(secret, kind, { sub, sid: sessionId, rid: jti }),
    refreshToken: await signToken(secret, refreshAudience, { sub, sid: sessionId, jti }),
  };
}

/** Why a rotation attempt could not complete inside its transaction. */
class RotationLost extends Error {}

/**
 * Exchanges a refresh token of `kind` for a new access + refresh pair (rotation with reuse
 * detection and the retry grace described above). Any failure is a 401: sign in again.
 */
export async function refreshTokens(
  deps: AppDeps,
  kind: SessionKind,
  refreshToken: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const audience = kind === 'user' ? 'user-refresh' : 'logistics-refresh';
  const claims = await verifyToken(deps.config.tokenSecret, refreshToken, [audience]);
  const jti = claims.jti;
  const row = jti ? await findRefreshToken(deps.db, jti) : undefined;
  if (!jti || !row || row.kind !== kind || String(row.userId) !== claims.sub) {
    throw unauthorized('auth.refreshUnknownSession');
  }
  if (row.revokedAt || (await isSessionRevoked(deps.db, row.sessionId))) {
    throw unauthorized('auth.sessionEnded');
  }
  if (row.expiresAt.getTime() <= now()) throw unauthorized('auth.refreshExpired');

  const pair = await rotate(deps, row).catch(async (error) => {
    if (!(error instanceof RotationLost)) throw error;
    // A concurrent request used this token first: judge this one as a repeat of it.
    const current = await findRefreshToken(deps.db, jti);
    return current ? retryWithinGrace(deps, current) : null;
  });
  if (!pair) {
    await revokeSession(deps.db, row.sessionId, 'refresh_reuse', nowDate());
    throw unauthorized('auth.refreshReused');
  }
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

/** Uses an unrotated token, or treats a rotated one as a retry or as reuse (null). */
async function rotate(deps: AppDeps, row: RefreshTokenRow) {
  if (row.rotatedAt) return retryWithinGrace(deps, row);
  return deps.db.transaction(async (tx) => {
    const pair = await issuePair(deps, tx, row.kind as SessionKind, row.sessionId, row.userId);
    if (!(await markRotated(tx, row.jti, pair.jti, nowDate()))) throw new RotationLost();
    return pair;
  });
}

/**
 * A token rotated less than the grace ago whose successor was never used: the client retried
 * after losing the answer. Issue a fresh pair and revoke the unused one. Null means reuse.
 */
async function retryWithinGrace(deps: AppDeps, row: RefreshTokenRow) {
  const rotatedAt = row.rotatedAt?.getTime();
  if (rotatedAt === undefined || !row.replacedBy || now() - rotatedAt > REFRESH_GRACE_SECONDS * 1000) return null;
  const unused = row.replacedBy;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await revokeUnusedToken(tx, unused, nowDate()))) throw new RotationLost();
      const pair = await issuePair(deps, tx, row.kind as SessionKind, row.sessionId, row.userId);
      await replaceSuccessor(tx, row.jti, pair.jti);
      return pair;
    });
  } catch (error) {
    if (error instanceof RotationLost) return null;
    throw error;
  }
}

/**
 * Signs out: ends the caller's session (both refresh families; its access tokens stop working at
 * once). Refresh tokens given in the body end their sessions too; they must be the caller's.
 */
export async function logout(
  deps: AppDeps,
  principal: Principal | null,
  body: { userRefreshToken?: string; logisticsRefreshToken?: string },
): Promise<null> {
  const caller = requireSignedIn(principal);
  const sessions = new Set([caller.sessionId]);
  const given = [
    { field: 'userRefreshToken', token: body.userRefreshToken, audience: 'user-refresh' as const },
    { field: 'logisticsRefreshToken', token: body.logisticsRefreshToken, audience: 'logistics-refresh' as const },
  ];
  for (const { field, token, audience } of given) {
    if (!token) continue;
    const claims = await verifyToken(deps.config.tokenSecret, token, [audience]).catch((error) => {
      if (!(error instanceof TokenRejected)) throw error;
      // An expired refresh token can no longer be used, so there is nothing left to revoke.
      if (error.reason === 'expired') return null;
      throw new AppError(400, error.code, error.params, [fieldError(field, 'auth.notRefreshTokenOfAccount')]);
    });
    if (!claims) continue;
    if (claims.sub !== String(caller.userId)) throw forbidden('auth.refreshNotYours', { field });
    if (claims.sid) sessions.add(claims.sid);
  }
  await deps.db.transaction(async (tx) => {
    for (const sessionId of sessions) await revokeSession(tx, sessionId, 'logout', nowDate());
  });
  return null;
}
