import { randomInt, randomUUID } from 'node:crypto';
import { SMS_CODE_LENGTH, type SMS_TYPES } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { appError, badField, tooManyRequests, type AppError } from '../../http/errors';
import { now } from '../clock';
import { DAY_MS, HOUR_MS, countAgainstLimit, refuseAtLimit, retrySeconds } from './auth.limits';
import { keyedHash, sameDigest } from './auth.secrets';
import { CAPTCHA_FREE_SENDS, captchaRequired, consumeCaptchaPass, hasCaptchaPass } from './captcha.service';

/**
 * SMS verification codes: sending (with its limits) and checking.
 *
 * A code is 6 digits from the CSPRNG, kept only as a keyed hash (HMAC of type, phone and code),
 * valid 5 minutes, used once, and burnt after 5 wrong tries. Codes are per type: a code sent for
 * 'bindCard' does not sign anyone in. App sign-in takes 'login' codes, the H5 registration
 * variants take 'register' codes.
 *
 * Sending limits (all enforced before anything is sent, refused with 429 and Retry-After):
 * - per phone: 1 a minute, 5 in any rolling hour, 10 in any rolling 24 h;
 * - per caller credential (the tourist device, or the signed-in user): 20 a day;
 * - per client IP: 50 a day (a shared NAT or a station's Wi-Fi stays well under it).
 * Caller and IP days are calendar days in China time (UTC+8).
 * After CAPTCHA_FREE_SENDS sends to a phone within 24 h, each further send needs a passed captcha.
 */
export type SmsType = (typeof SMS_TYPES)[number];

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_LIMITS = {
  resendAfterSeconds: 60,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perCallerPerDay: 20,
  perIpPerDay: 50,
} as const;

/** Who asks for a code: a tourist device or a signed-in user (their tokens say which). */
export type SmsCaller = { kind: 'device'; id: string } | { kind: 'user'; id: number };

interface StoredCode {
  /** Identifies this issued code: its try counter and used mark hang off it. */
  id: string;
  hash: string;
  expiresAt: number;
}

const keys = {
  cooldown: (phone: string) => `sms:cooldown:${phone}`,
  history: (phone: string) => `sms:history:${phone}`,
  code: (type: SmsType, phone: string) => `sms:code:${type}:${phone}`,
  tries: (codeId: string) => `sms:tries:${codeId}`,
  used: (codeId: string) => `sms:used:${codeId}`,
  // Daily counters: the day's number is appended by auth.limits.
  callerDay: (caller: SmsCaller) => `sms:day:${caller.kind}:${caller.id}`,
  ipDay: (ip: string) => `sms:day:ip:${ip}`,
};

const hashCode = (deps: AppDeps, type: SmsType, phone: string, code: string) =>
  keyedHash(deps.config.tokenSecret, 'sms-code', `${type}:${phone}:${code}`);

/** Sends a fresh code of `type` to `phone`, within the limits above; answers when to ask again. */
export async function sendCode(
  deps: AppDeps,
  request: {
    phone: string;
    type: SmsType;
    caller: SmsCaller;
    ip: string;
    /**
     * The signed-in caller's own account number (a cash-out or ETC card change confirmed by SMS):
     * no captcha after CAPTCHA_FREE_SENDS. The captcha keeps scripts from pumping codes to numbers
     * that are not theirs; a session already proves this number is the caller's, and the screens
     * asking for these codes have no captcha. Every other limit still applies.
     */
    ownNumber?: boolean;
  },
): Promise<{ resendAfter: number; expiresIn: number }> {
  const { phone, type, caller, ip, ownNumber = false } = request;
  const at = now();

  // Refuse early, without using up anything, when a limit is already reached.
  await refuseWhileCoolingDown(deps, phone, at);
  const history = await sendHistory(deps, phone, at);
  refuseOverPhoneLimits(history, at);
  const dailyLimits: DailyLimit[] = [
    { key: keys.callerDay(caller), limit: SMS_LIMITS.perCallerPerDay, who: 'sms.tooManyForCaller' },
    { key: keys.ipDay(ip), limit: SMS_LIMITS.perIpPerDay, who: 'sms.tooManyForNetwork' },
  ];
  for (const daily of dailyLimits) await refuseAtLimit(deps, daily.key, daily.limit, DAY_MS, dailyLimitReached(daily));
  const needsCaptcha = !(ownNumber && caller.kind === 'user') && history.length >= CAPTCHA_FREE_SENDS;
  if (needsCaptcha && !(await hasCaptchaPass(deps, phone))) {
    throw captchaRequired(history.length);
  }

  // The cooldown is the per-phone gate: one request per phone per minute gets past it, so the
  // phone's history below is only ever written by one request at a time.
  const busyUntil = await takeCooldown(deps, phone, at);
  if (busyUntil !== null) throw limitReached('sms.tooManyPerMinute', 1, busyUntil - at);
  try {
    for (const daily of dailyLimits) await countAgainstLimit(deps, daily.key, daily.limit, DAY_MS, dailyLimitReached(daily));
    if (needsCaptcha) await consumeCaptchaPass(deps, phone);

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const stored: StoredCode = { id: randomUUID(), hash: hashCode(deps, type, phone, code), expiresAt: at + SMS_CODE_TTL_SECONDS * 1000 };
    await deps.kv.set(keys.code(type, phone), JSON.stringify(stored), SMS_CODE_TTL_SECONDS);
    try {
      await deps.providers.sms.send(phone, 'verificationCode', { code, type, minutes: String(SMS_CODE_TTL_SECONDS / 60) });
    } catch (error) {
      await deps.kv.del(keys.code(type, phone));
      throw Object.assign(appError(502, 'sms.sendFailed'), { cause: error });
    }
    await deps.kv.set(keys.history(phone), JSON.stringify([...history, at]), DAY_MS / 1000);
  } catch (error) {
    // Nothing reached the phone: let it ask again right away.
    await deps.kv.del(keys.cooldown(phone));
    throw error;
  }
  return { resendAfter: SMS_LIMITS.resendAfterSeconds, expiresIn: SMS_CODE_TTL_SECONDS };
}

/**
 * Checks `code` against the phone's current code of `type` and uses it up when right.
 * Throws 400 (field smsCode) saying what to do: no code, expired, wrong with tries left, or burnt.
 */
export async function verifyCode(deps: AppDeps, phone: string, type: SmsType, code: string): Promise<void> {
  const raw = await deps.kv.get(keys.code(type, phone));
  const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
  if (!stored) throw badField('smsCode', 'sms.noCode');
  if (stored.expiresAt <= now()) {
    await deps.kv.del(keys.code(type, phone));
    throw badField('smsCode', 'sms.expired');
  }
  // Counting every try atomically, before comparing, keeps parallel guesses within the limit.
  const attempt = await deps.kv.incr(keys.tries(stored.id), SMS_CODE_TTL_SECONDS);
  if (attempt > SMS_MAX_WRONG_TRIES) {
    await deps.kv.del(keys.code(type, phone));
    throw badField('smsCode', 'sms.tooManyTries');
  }
  if (!sameDigest(stored.hash, hashCode(deps, type, phone, code))) {
    const left = SMS_MAX_WRONG_TRIES - attempt;
    if (left === 0) {
      await deps.kv.del(keys.code(type, phone));
      throw badField('smsCode', 'sms.lastTryWrong');
    }
    throw badField('smsCode', 'sms.wrongCode', { triesLeft: left });
  }
  if (!(await deps.kv.setIfAbsent(keys.used(stored.id), '1', SMS_CODE_TTL_SECONDS))) {
    throw badField('smsCode', 'sms.used');
  }
  await deps.kv.del(keys.code(type, phone));
}

/** Send times of the last 24 h for a phone, oldest first. */
async function sendHistory(deps: AppDeps, phone: string, at: number): Promise<number[]> {
  const raw = await deps.kv.get(keys.history(phone));
  const times = raw ? (JSON.parse(raw) as number[]) : [];
  return times.filter((t) => t > at - DAY_MS && t <= at);
}

function refuseOverPhoneLimits(history: number[], at: number): void {
  const lastHour = history.filter((t) => t > at - HOUR_MS);
  if (lastHour.length >= SMS_LIMITS.perPhonePerHour) {
    throw limitReached('sms.tooManyPerHour', SMS_LIMITS.perPhonePerHour, lastHour[0] + HOUR_MS - at);
  }
  if (history.length >= SMS_LIMITS.perPhonePerDay) {
    throw limitReached('sms.tooManyPerDay', SMS_LIMITS.perPhonePerDay, history[0] + DAY_MS - at);
  }
}

/** The cooldown holds the time it ends; a stored end already past (clock moved) counts as free. */
async function refuseWhileCoolingDown(deps: AppDeps, phone: string, at: number): Promise<void> {
  const until = Number((await deps.kv.get(keys.cooldown(phone))) ?? 0);
  if (until > at) throw limitReached('sms.tooManyPerMinute', 1, until - at);
}

/** Takes the phone's cooldown for this send; null when taken, else when the holder's cooldown ends. */
async function takeCooldown(deps: AppDeps, phone: string, at: number): Promise<number | null> {
  const until = String(at + SMS_LIMITS.resendAfterSeconds * 1000);
  if (await deps.kv.setIfAbsent(keys.cooldown(phone), until, SMS_LIMITS.resendAfterSeconds)) return null;
  const current = Number((await deps.kv.get(keys.cooldown(phone))) ?? 0);
  if (current > at) return current;
  await deps.kv.set(keys.cooldown(phone), until, SMS_LIMITS.resendAfterSeconds);
  return null;
}

/** A per-caller or per-address count of codes in a calendar day (China time). */
interface DailyLimit {
  key: string;
  limit: number;
  who: 'sms.tooManyForCaller' | 'sms.tooManyForNetwork';
}

function dailyLimitReached({ limit, who }: DailyLimit) {
  return (waitMs: number) => limitReached(who, limit, waitMs);
}

/** Which limit was reached: the code names who is limited and over what period. */
type SmsLimit = 'sms.tooManyPerMinute' | 'sms.tooManyPerHour' | 'sms.tooManyPerDay' | 'sms.tooManyForCaller' | 'sms.tooManyForNetwork';

/** 429 with the wait in the unit its text uses (seconds, minutes or hours) and as `retryAfter`. */
function limitReached(code: SmsLimit, limit: number, waitMs: number): AppError {
  const retryAfter = retrySeconds(waitMs);
  return tooManyRequests(code, retryAfter, { limit, retryAfter, minutes: Math.ceil(retryAfter / 60), hours: Math.ceil(retryAfter / 3600) });
}
