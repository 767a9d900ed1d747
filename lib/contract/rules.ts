import { z } from 'zod';
import { MOBILE_PATTERN, SMS_CODE_LENGTH, codePattern } from './patterns';

/**
 * Checkers shared by server and client (spec §5): the plain patterns and checks of patterns.ts,
 * and zod fields built on them. `lib/validate.ts` builds the client's form checkers on these, the
 * server validates requests with them: one rule, one place.
 */
export * from './patterns';

/** zod field for a mobile number, with the message a person reads. */
export const Mobile = z.string().trim().regex(MOBILE_PATTERN, 'must be an 11-digit mobile number starting with 13-19');
export const SmsCode = z.string().trim().regex(codePattern(), `must be ${SMS_CODE_LENGTH} digits`);
