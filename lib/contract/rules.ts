import { z } from 'zod';
import { MOBILE_PATTERN, SMS_CODE_LENGTH, codePattern, isCreditCode, isNationalId } from './patterns';

/**
 * Checkers shared by server and client (spec §5): the plain patterns and checks of patterns.ts,
 * and zod fields built on them. `lib/validate.ts` builds the client's form checkers on these, the
 * server validates requests with them: one rule, one place.
 */
export * from './patterns';

/** zod field for a mobile number, with the message a person reads. */
export const Mobile = z.string().trim().regex(MOBILE_PATTERN, 'must be an 11-digit mobile number starting with 13-19');
export const SmsCode = z.string().trim().regex(codePattern(), `must be ${SMS_CODE_LENGTH} digits`);
export const NationalId = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isNationalId, 'must be an 18-character national ID with a valid birth date and check character');
/** A person's legal name as on the ID card: 2-30 Chinese characters, '·' allowed for minority names. */
export const PersonName = z
  .string()
  .trim()
  .regex(/^[\u4e00-\u9fa5][\u4e00-\u9fa5·]{0,28}[\u4e00-\u9fa5]$/, 'must be the name on the ID card (2-30 Chinese characters)');
export const CreditCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCreditCode, 'must be an 18-character unified social credit code with a valid check character');

/**
 * Degrees. A value this close to zero (5e-323, a denormal) is outside PostgreSQL's double range
 * and failed the nearby list (found by the fuzz suite): refused, 0 is what such a point means.
 * A check, not a transform: these schemas also describe answers, and answers are only checked.
 */
const degrees = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .refine((v) => v === 0 || Math.abs(v) >= 1e-9, 'is too close to 0 to be a position: send 0');
export const Latitude = degrees(90);
export const Longitude = degrees(180);
/** The same, from a query string. */
export const LatitudeText = z.coerce.number().pipe(Latitude);
export const LongitudeText = z.coerce.number().pipe(Longitude);
