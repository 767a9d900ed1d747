import type { AppDeps } from '../../deps';
import { badRequest, fieldError } from '../../http/errors';
import { now } from '../clock';
import { keyedHash, sameDigest } from './auth.secrets';
import { captchaAnswers, drawCaptcha } from './captcha.image';

/**
 * Image captchas, one per phone number, and the "captcha passed" mark a correct answer leaves.
 *
 * When a captcha is required (the rules live here and in docs/auth.md):
 * - SMS sending: the first CAPTCHA_FREE_SENDS codes to a phone within 24 h need none; every later
 *   send needs a captcha passed for that phone in the last 5 minutes (it is used up by the send).
 * - Newcomer H5 registration (checkH5SmsCode): always; the answer comes in the request's `captcha`
 *   field or was checked before with checkCaptcha.
 * - The other registration variants (consignor, vehicle authorisation, invitation) come from links
 *   a known user shared: a captcha is not required, but one given in `captcha` must be right.
 * - App sign-in with an SMS code: never (the SMS limits protect it).
 *
 * An answer is stored only as a keyed hash, lives 5 minutes and allows one try: a wrong answer
 * voids the image (load a new one), so answers cannot be guessed one request at a time.
 */
export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_FREE_SENDS = 2;

const answerKey = (phone: string) => `captcha:answer:${phone}`;
const passKey = (phone: string) => `captcha:passed:${phone}`;

interface StoredAnswer {
  hash: string;
  expiresAt: number;
}

const hashAnswer = (deps: AppDeps, phone: string, answer: string) =>
  keyedHash(deps.config.tokenSecret, 'captcha-answer', `${phone}:${answer.trim().toLowerCase()}`);

/** Draws a new captcha for `phone` (replacing any earlier one) and answers the PNG picture (captcha.image.ts). */
export async function issueCaptcha(deps: AppDeps, phone: string): Promise<Buffer> {
  const answer = captchaAnswers.next();
  const picture = await drawCaptcha(answer);
  const stored: StoredAnswer = { hash: hashAnswer(deps, phone, answer), expiresAt: now() + CAPTCHA_TTL_SECONDS * 1000 };
  await deps.kv.set(answerKey(phone), JSON.stringify(stored), CAPTCHA_TTL_SECONDS);
  return picture;
}

/** Checks an answer for the phone's current captcha; a right one marks the phone as passed for 5 minutes. */
export async function checkCaptcha(deps: AppDeps, phone: string, answer: string): Promise<void> {
  const raw = await deps.kv.get(answerKey(phone));
  // One try per image: whatever the outcome, this image is done.
  await deps.kv.del(answerKey(phone));
  const stored = raw ? (JSON.parse(raw) as StoredAnswer) : null;
  if (!stored || stored.expiresAt <= now()) {
    throw badRequest('captcha.none', {}, [fieldError('captcha', 'captcha.fieldNone')]);
  }
  if (!sameDigest(stored.hash, hashAnswer(deps, phone, answer))) {
    throw badRequest('captcha.wrong', {}, [fieldError('captcha', 'captcha.fieldWrong')]);
  }
  await deps.kv.set(passKey(phone), String(now() + CAPTCHA_TTL_SECONDS * 1000), CAPTCHA_TTL_SECONDS);
}

/** Whether `phone` has a passed captcha not yet used up. */
export async function hasCaptchaPass(deps: AppDeps, phone: string): Promise<boolean> {
  const until = await deps.kv.get(passKey(phone));
  return until !== null && Number(until) > now();
}

/** Uses up the phone's passed captcha. */
export async function consumeCaptchaPass(deps: AppDeps, phone: string): Promise<void> {
  await deps.kv.del(passKey(phone));
}

/** Refusal for a call that needs a passed captcha first: after many sends (`count` today), or to register. */
export function captchaRequired(count?: number) {
  const field = [fieldError('captcha', 'captcha.fieldRequired')];
  return count === undefined ? badRequest('captcha.requiredForRegistration', {}, field) : badRequest('captcha.requiredAfterSends', { count }, field);
}
