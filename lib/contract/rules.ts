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
