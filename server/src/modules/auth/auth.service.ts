import { randomUUID } from 'node:crypto';
import type { IdentityType, SignedIn } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, fieldError, forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { now, nowDate } from '../clock';
import { createAccount, parseRecommender, resolveRecommender } from '../user/user.service';
import { rewardInvitation } from '../points/points.ledger';
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
  revokeSession,
  touchDevice,
  upsertDevice,
  type RefreshTokenRow,
} from './auth.repository';
import type { SessionKind } from './auth.table';
import { requireSignedIn } from './auth.access';
import { HOUR_MS, countAgainstLimit, retrySeconds } from './auth.limits';
import { keyedHash, sameDigest } from './auth.secrets';
import { TOKEN_LIFETIME, TokenRejected, signToken, verifyToken } from './auth.tokens';
import { captchaRequired, checkCaptcha, consumeCaptchaPass, hasCaptchaPass } from './captcha.service';
import { verifyCode } from './sms.service';

/**
 * Devices, sign-in, registration from shared links, token refresh and logout (docs/auth.md).
 *
 * A sign-in opens a session holding two refresh-token families, user and logistics. Refresh
 * tokens rotate: each is used once and answered with a new access + refresh pair. Presenting a
 * token that was already rotated means it leaked (or the client is confused): the whole session
 * is revoked — except when the same client (network address and User-Agent) presents it again
 * within REFRESH_GRACE_SECONDS of its rotation while the pair it got is still unused: a retry
 * whose answer was lost, or concurrent refreshes of one client. That client gets the same pair
 * again (nothing new is issued), so every answer it got works; anyone else ends the session.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * A new device token is free, and the SMS limits count per device: minting devices must not
 * multiply them. Only new installations count; a known one gets its token again at any time.
 */
export const DEVICE_LIMITS = { newPerAddressPerHour: 20 } as const;

/**
 * Registration calls answer the same for any recommender until the SMS code is right, and they
 * are counted per client address so nobody can probe them in bulk.
 */
export const REGISTRATION_LIMITS = { attemptsPerAddressPerHour: 30 } as const;

/** A tourist token for an installation (the same serial number keeps the same device). */
export async function registerDevice(deps: AppDeps, device: { serialNo: string; os: string }, ip: string) {
  const at = nowDate();
  let deviceId = await touchDevice(deps.db, device.serialNo, device.os, at);
  if (!deviceId) {
    await countAgainstLimit(deps, `device:new:ip:${ip}`, DEVICE_LIMITS.newPerAddressPerHour, HOUR_MS, (waitMs) =>
      addressLimitReached('auth.tooManyNewDevices', DEVICE_LIMITS.newPerAddressPerHour, waitMs),
    );
    deviceId = await upsertDevice(deps.db, device.serialNo, device.os, at);
  }
  return { token: await signToken(deps.config.tokenSecret, 'device', { sub: deviceId }), isTourist: true as const };
}

/** 429 for a per-address hourly limit, the wait in minutes and as `retryAfter`. */
function addressLimitReached(code: 'auth.tooManyNewDevices' | 'auth.tooManyRegistrations', limit: number, waitMs: number) {
  const retryAfter = retrySeconds(waitMs);
  return tooManyRequests(code, retryAfter, { limit, minutes: Math.ceil(retryAfter / 60) });
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
 * vehicle for the vehicles issue to check. The request's own inputs are checked before the SMS
 * code is used up; whether the recommender is a registered user only after it, so these calls
 * tell nobody without the code who is registered. Attempts are limited per client address.
 */
export async function register(
  deps: AppDeps,
  variant: RegistrationVariant,
  input: RegistrationInput,
  principal: Principal | null,
  ip: string,
): Promise<SignedIn> {
  await countAgainstLimit(deps, `register:ip:${ip}`, REGISTRATION_LIMITS.attemptsPerAddressPerHour, HOUR_MS, (waitMs) =>
    addressLimitReached('auth.tooManyRegistrations', REGISTRATION_LIMITS.attemptsPerAddressPerHour, waitMs),
  );
  if (variant === 'invitation' && !input.recommender) {
    throw badRequest('auth.recommenderRequired', {}, [fieldError('recommender', 'request.fieldRequired')]);
  }
  if (input.recommender) parseRecommender(input.recommender, input.mobile);
  const deviceId = await resolveDevice(deps, input.deviceToken, principal);
  // The share pages check the answer before sending the SMS code and send it again here: the phone's
  // pass already stands for it (the image is spent), so only an answer not checked yet is checked.
  if (input.captcha && !(await hasCaptchaPass(deps, input.mobile))) await checkCaptcha(deps, input.mobile, input.captcha);
  const needsCaptcha = variant === 'newcomer';
  if (needsCaptcha && !(await hasCaptchaPass(deps, input.mobile))) throw captchaRequired();

  await verifyCode(deps, input.mobile, 'register', input.smsCode);
  // A captcha answered for this registration is spent with it.
  if (needsCaptcha || input.captcha) await consumeCaptchaPass(deps, input.mobile);
  return deps.db.transaction(async (tx) => {
    const recommenderId = input.recommender ? await resolveRecommender(tx, input.recommender, input.mobile) : null;
    const { user, created } = await createAccount(tx, input.mobile, recommenderId);
    const at = nowDate();
    // An accepted invitation: the recommender is rewarded with the new account, once (docs/points.md).
    if (created && user.recommenderId !== null) await rewardInvitation(tx, user.recommenderId, user.id, at);
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

/** A new refresh token of `kind` in the session (its id `jti`) and the access token that goes with it. */
async function issuePair(deps: AppDeps, tx: Tx, kind: SessionKind, sessionId: string, userId: number, jti: string = randomUUID()) {
  const issuedAt = new Date(now());
  const refreshAudience = kind === 'user' ? 'user-refresh' : 'logistics-refresh';
  await insertRefreshToken(tx, {
    jti,
    sessionId,
    userId,
    kind,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME[refreshAudience] * 1000),
  });
  return { jti, ...(await signPair(deps, { jti, kind, sessionId, userId, issuedAt })) };
}

/** The access + refresh pair of a stored refresh token; the same row always signs the same pair. */
async function signPair(deps: AppDeps, row: Pick<RefreshTokenRow, 'jti' | 'sessionId' | 'userId' | 'issuedAt'> & { kind: string }) {
  const secret = deps.config.tokenSecret;
  const kind = row.kind as SessionKind;
  const sub = String(row.userId);
  const issuedAt = row.issuedAt.getTime();
  return {
    accessToken: await signToken(secret, kind, { sub, sid: row.sessionId, rid: row.jti }, issuedAt),
    refreshToken: await signToken(secret, kind === 'user' ? 'user-refresh' : 'logistics-refresh', { sub, sid: row.sessionId, jti: row.jti }, issuedAt),
  };
}

/** Who presents a refresh token, as far as the server can tell: network address and browser or app. */
export interface RefreshClient {
  ip: string;
  userAgent: string;
}

/** Which client a rotation was for, kept for the grace (keyed hash: the store holds no addresses). */
const rotatedForKey = (jti: string) => `refresh:rotated-for:${jti}`;
const clientMark = (deps: AppDeps, client: RefreshClient) =>
  keyedHash(deps.config.tokenSecret, 'refresh-client', `${client.ip}\n${client.userAgent}`);

/**
 * Exchanges a refresh token of `kind` for a new access + refresh pair (rotation with reuse
 * detection and the same-client grace described above). Any failure is a 401: sign in again.
 */
export async function refreshTokens(
  deps: AppDeps,
  kind: SessionKind,
  refreshToken: string,
  client: RefreshClient,
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

  const mark = clientMark(deps, client);
  // A concurrent request may rotate it first: then this one is judged as a repeat of that one.
  const pair = (row.rotatedAt ? null : await rotate(deps, row, mark)) ?? (await repeatAnswer(deps, jti, mark));
  if (!pair) {
    await revokeSession(deps.db, row.sessionId, 'refresh_reuse', nowDate());
    throw unauthorized('auth.refreshReused');
  }
  return pair;
}

/** Another request rotated the token first; the transaction is rolled back. */
class RotationLost extends Error {}

/**
 * Uses an unrotated token: marks it rotated first (a conditional update, so of concurrent requests
 * exactly one wins and the others write nothing), then issues its successor. Null for the losers.
 */
async function rotate(deps: AppDeps, row: RefreshTokenRow, mark: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const successor = randomUUID();
      if (!(await markRotated(tx, row.jti, successor, nowDate()))) throw new RotationLost();
      // Before the commit: whoever sees the rotation also finds the client it was for.
      await deps.kv.set(rotatedForKey(row.jti), mark, REFRESH_GRACE_SECONDS);
      return issuePair(deps, tx, row.kind as SessionKind, row.sessionId, row.userId, successor);
    });
  } catch (error) {
    if (error instanceof RotationLost) return null;
    throw error;
  }
}

/**
 * A rotated token presented again: the same answer as its rotation gave, when it comes from the
 * client the rotation was for, within the grace, and that answer is still unused. Null (reuse)
 * otherwise: another client, too late, or the client already moved on to the next token.
 */
async function repeatAnswer(deps: AppDeps, jti: string, mark: string) {
  const row = await findRefreshToken(deps.db, jti);
  const rotatedAt = row?.rotatedAt?.getTime();
  if (!row?.replacedBy || rotatedAt === undefined || now() - rotatedAt > REFRESH_GRACE_SECONDS * 1000) return null;
  const rotatedFor = await deps.kv.get(rotatedForKey(jti));
  if (rotatedFor === null || !sameDigest(rotatedFor, mark)) return null;
  const successor = await findRefreshToken(deps.db, row.replacedBy);
  if (!successor || successor.rotatedAt || successor.revokedAt) return null;
  return signPair(deps, successor);
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
