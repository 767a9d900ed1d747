/**
 * Checkers shared by server and client (spec §5) as plain patterns and functions. They import
 * nothing, so the client's first screen (constants, form checkers) can use them without zod;
 * `rules.ts` re-exports them with the zod fields built on them.
 */

/** Mobile: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** An N-digit verification code; the platform's SMS codes have 6 digits. */
export const SMS_CODE_LENGTH = 6;
export const codePattern = (length = SMS_CODE_LENGTH) => new RegExp(`^\\d{${length}}$`);

/** Normal plate: province + letter + 5 alphanumerics (7 chars). */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
export const PLATE_NORMAL_PATTERN = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
/**
 * New-energy plate (8 chars): small cars carry D (electric) or F (hybrid) right after the city
 * letter; large vehicles carry it as the last character.
 */
export const PLATE_NEW_ENERGY_PATTERN = new RegExp(
  `^[${PROVINCES}][A-HJ-NP-Z](?:[DF][A-HJ-NP-Z0-9][0-9]{4}|[0-9]{5}[DF])$`,
);

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isPlate(value: string): boolean {
  return PLATE_NORMAL_PATTERN.test(value) || PLATE_NEW_ENERGY_PATTERN.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * National ID (GB 11643): 18 characters, a real birth date at 7-14, and the ISO 7064 MOD 11-2
 * check character (digit or X) last.
 */
export function isNationalId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day ||
    birth.getTime() > Date.now()
  ) {
    return false;
  }
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === id[17];
}

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Unified social credit code of an enterprise (GB 32100-2015): 18 characters from the code's
 * 31-character alphabet (no I, O, Z, S, V), the last a MOD 31 check character.
 */
export function isCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((acc, w, i) => acc + w * CREDIT_CODE_CHARS.indexOf(code[i]), 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17];
}
