import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppError, type ErrorCode } from '../../http/errors';
import { now } from '../clock';
import { derivedKey } from './auth.secrets';

/**
 * Signed tokens (HS256 JWTs). Each kind has its own audience, so a token of one kind is refused
 * wherever another is expected: a device token is not a user token, a refresh token is not an
 * access token, a user token is not a logistics token.
 */
export const TOKEN_ISSUER = 'toll-freight';

export type TokenAudience = 'device' | 'user' | 'logistics' | 'user-refresh' | 'logistics-refresh';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Lifetimes in seconds: access tokens are short, refresh and tourist device tokens long. */
export const TOKEN_LIFETIME: Record<TokenAudience, number> = {
  device: 30 * DAY,
  user: 2 * HOUR,
  logistics: 2 * HOUR,
  'user-refresh': 30 * DAY,
  'logistics-refresh': 30 * DAY,
};

/** What each kind is called in messages ("the {token} token"). */
const TOKEN_NAME: Record<TokenAudience, string> = {
  device: 'device',
  user: 'user',
  logistics: 'logistics',
  'user-refresh': 'user refresh',
  'logistics-refresh': 'logistics refresh',
};

/** Claims beyond the registered ones: session id and, on access tokens, the refresh token (jti) they came with. */
export interface TokenClaims {
  sub: string;
  sid?: string;
  rid?: string;
  jti?: string;
}

export interface VerifiedToken extends TokenClaims {
  aud: TokenAudience;
  exp: number;
}

/** A refused token (401), with why: callers treat an expired token differently from a forged one. */
export class TokenRejected extends AppError {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'wrong-kind',
    code: ErrorCode & `auth.token${string}`,
    params: { token: string; given?: string },
  ) {
    super(401, code, params);
  }
}

/**
 * Signs a token of `audience`, valid from `issuedAtMs` (the module clock's now by default) for that
 * kind's lifetime. Signing is deterministic: the same claims and issue time give the same token,
 * which is how a refresh answer is repeated (auth.service.ts).
 */
export async function signToken(secret: string, audience: TokenAudience, claims: TokenClaims, issuedAtMs = now()): Promise<string> {
  const issuedAt = Math.floor(issuedAtMs / 1000);
  const { sub, jti, ...extra } = claims;
  const jwt = new SignJWT(extra)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME[audience]);
  if (jti) jwt.setJti(jti);
  return jwt.sign(await signingKey(secret));
}

const signingKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The token-signing key as a WebCrypto key, imported once per secret. Given raw bytes, jose
 * imports them again on every sign and verify: on each signed-in call, more than the HMAC itself.
 */
function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    const raw = new Uint8Array(derivedKey(secret, 'token-signing'));
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    signingKeys.set(secret, key);
  }
  return key;
}

/**
 * Verifies signature, issuer and expiry, then that the token is one of `accepted`.
 * Throws AppError 401 saying which: expired, of the wrong kind, or not a token of ours.
 */
export async function verifyToken(
  secret: string,
  token: string,
  accepted: readonly TokenAudience[],
): Promise<VerifiedToken> {
  const expected = accepted.map((a) => TOKEN_NAME[a]).join(' or ');
  const verified = verifiedTokens.get(secret)?.get(token);
  // A token's signature and claims never change: once checked, only its expiry (against the
  // module clock, as jose checks it) and the kind this call accepts are left to check.
  if (verified && verified.exp * 1000 > now()) return acceptedKind(verified, accepted, expected);
  const checked = await checkSignedToken(secret, token, expected);
  rememberVerified(secret, token, checked);
  return acceptedKind(checked, accepted, expected);
}

/**
 * Tokens whose signature was checked, per secret: verifying an HS256 token through WebCrypto on
 * every signed-in call was a visible share of a small call's cost (bench/README.md). Bounded: at
 * VERIFIED_TOKENS_MAX it starts over. Whether the token's session is still live is never
 * remembered (auth.access.ts reads it on every call).
 */
const verifiedTokens = new Map<string, Map<string, VerifiedToken>>();
const VERIFIED_TOKENS_MAX = 10_000;

function rememberVerified(secret: string, token: string, verified: VerifiedToken): void {
  let bySecret = verifiedTokens.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    verifiedTokens.set(secret, bySecret);
  }
  if (bySecret.size >= VERIFIED_TOKENS_MAX) bySecret.clear();
  bySecret.set(token, verified);
}

function acceptedKind(verified: VerifiedToken, accepted: readonly TokenAudience[], expected: string): VerifiedToken {
  if (!accepted.includes(verified.aud)) {
    throw new TokenRejected('wrong-kind', 'auth.tokenWrongKind', { given: TOKEN_NAME[verified.aud], token: expected });
  }
  return verified;
}

/** Signature, issuer, expiry and a known audience; throws TokenRejected saying which failed. */
async function checkSignedToken(secret: string, token: string, expected: string): Promise<VerifiedToken> {
  const key = await signingKey(secret);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(now()),
      requiredClaims: ['sub', 'aud', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new TokenRejected('expired', 'auth.tokenExpired', { token: expected });
    }
    throw new TokenRejected('invalid', 'auth.tokenInvalid', { token: expected });
  }
  const aud = payload.aud;
  if (typeof aud !== 'string' || !isAudience(aud)) {
    throw new TokenRejected('invalid', 'auth.tokenInvalid', { token: expected });
  }
  return {
    aud,
    exp: payload.exp as number,
    sub: payload.sub as string,
    sid: typeof payload.sid === 'string' ? payload.sid : undefined,
    rid: typeof payload.rid === 'string' ? payload.rid : undefined,
    jti: payload.jti,
  };
}

function isAudience(value: string): value is TokenAudience {
  return value in TOKEN_LIFETIME;
}
