import { CODE_LENGTH } from './constants';
import { codePattern, isCreditCode, isMobile, isNationalId, isPlate } from './contract/patterns';
import { PersonName } from './contract/rules';

/**
 * The generic checkers of spec §5. Mobile, national ID, plate and code come from the contract's
 * rules (the server validates with the same ones); the rest live here.
 */
export { isCreditCode, isMobile, isNationalId, isPlate };

/** A legal name as on the ID card; the server checks the same contract rule. */
export function isPersonName(value: string): boolean {
  return PersonName.safeParse(value).success;
}

/** Money typed by a person: at most two decimals, no leading zero ('0.5' and '12.30' pass, '012' does not). */
export function isAmount(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value);
}

/** Landline: 3-4 digit area code, dash, 7-8 digits, optional dash and extension ('0571-88886666-123'). */
export function isLandline(value: string): boolean {
  return /^\d{3,4}-\d{7,8}(?:-\d{1,6})?$/.test(value);
}

/** A verification code of `length` digits (default 6). */
export function isCode(value: string, length: number = CODE_LENGTH): boolean {
  return codePattern(length).test(value);
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
    value,
  );
}

/*
 * An address as typed, checked as text: the URL parser repairs what is not an address
 * ('http:a.cn' gains slashes, backslashes turn into slashes, a newline or a '{' is dropped or
 * escaped), so it alone would pass them. Non-ASCII letters are allowed (Chinese domains and paths).
 */
const URL_LABEL = '[A-Za-z0-9\\u00a1-\\uffff](?:[A-Za-z0-9\\u00a1-\\uffff-]*[A-Za-z0-9\\u00a1-\\uffff])?';
const URL_HOST = `(?:${URL_LABEL}(?:\\.${URL_LABEL})*|\\[[0-9A-Fa-f:.]+\\])`;
/** A character of a path, query or fragment: RFC 3986 pchar plus '/' and '?', or a %-escape with two hex digits. */
const URL_CHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?\\u00a1-\\uffff]|%[0-9A-Fa-f]{2})";
const URL_PATTERN = new RegExp(`^https?://${URL_HOST}(?::\\d{1,5})?(?:[/?]${URL_CHAR}*)?(?:#${URL_CHAR}*)?$`);
const NOT_IN_URL = /[\s\u0000-\u001f\u007f\u00a0\u2000-\u200b\u2028\u2029\u3000\ufeff]/;

/** An http(s) address with a host and a port up to 65535, written out in full (no user:password@). */
export function isUrl(value: string): boolean {
  if (NOT_IN_URL.test(value) || !URL_PATTERN.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.length > 0 && (url.port === '' || Number(url.port) <= 65535);
  } catch {
    return false;
  }
}

/** A calendar date 'YYYY-MM-DD' (or with '/'), optionally with 'HH:mm[:ss]'; 2023-02-30 does not exist. */
export function isDate(value: string): boolean {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** A decimal number, signed or not ('-1.5', '3', '.5'). */
export function isNumber(value: string): boolean {
  return /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(value);
}

/** Only the digits 0-9. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Only Chinese characters. */
export function isChinese(value: string): boolean {
  return /^[\u4e00-\u9fa5]+$/.test(value);
}

/** Only Latin letters. */
export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** Only Latin letters and digits. */
export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** A number from `min` to `max`, both included. */
export function inRange(value: number | string, min: number, max: number): boolean {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= min && n <= max;
}

/** A text (or list) whose length is from `min` to `max`, both included. */
export function lengthInRange(value: string | ArrayLike<unknown>, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/**
 * Nothing there: null, undefined, blank text, an empty list, map, set or plain object (0 and false
 * are values). A plain object is one made by `{}` or `Object.create(null)` (a dictionary).
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) return Object.keys(value).length === 0;
  }
  return false;
}

/** Text holding a JSON object or array (a bare number or string is not a JSON document here). */
export function isJsonString(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/**
 * A form field's rule: `check` passes or refuses the text typed; the field shows
 * `t(messageKey, messageVars)` for a refusal. Format rules pass an empty value, so optional
 * fields can use them; put `rules.required` first on a field that must be filled.
 */
export interface FieldRule {
  check: (value: string) => boolean;
  messageKey: string;
  messageVars?: Record<string, string | number>;
}

/** A format rule: empty passes (see FieldRule), anything else must satisfy `check`. */
const format = (check: (value: string) => boolean, messageKey: string, messageVars?: FieldRule['messageVars']): FieldRule => ({
  check: (value) => value === '' || check(value),
  messageKey,
  messageVars,
});

export const rules = {
  required: { check: (value: string) => !isEmpty(value), messageKey: 'validate.required' } satisfies FieldRule,
  mobile: format(isMobile, 'validate.mobile'),
  nationalId: format(isNationalId, 'validate.nationalId'),
  personName: format(isPersonName, 'validate.personName'),
  plate: format(isPlate, 'validate.plate'),
  /** The 18-character unified social credit code of an enterprise, check character included. */
  creditCode: format(isCreditCode, 'validate.creditCode'),
  amount: format(isAmount, 'validate.amount'),
  landline: format(isLandline, 'validate.landline'),
  /** The SMS code: CODE_LENGTH digits. */
  code: format((value) => isCode(value), 'validate.code', { length: CODE_LENGTH }),
  email: format(isEmail, 'validate.email'),
  url: format(isUrl, 'validate.url'),
  date: format(isDate, 'validate.date'),
  number: format(isNumber, 'validate.number'),
  digits: format(isDigits, 'validate.digits'),
  chinese: format(isChinese, 'validate.chinese'),
  letters: format(isLetters, 'validate.letters'),
  alphanumeric: format(isAlphanumeric, 'validate.alphanumeric'),
  json: format(isJsonString, 'validate.json'),
  /** A code of `length` digits. */
  codeOf: (length: number) => format((value) => isCode(value, length), 'validate.code', { length }),
  /** A number from `min` to `max`. */
  range: (min: number, max: number) => format((value) => inRange(value, min, max), 'validate.range', { min, max }),
  /** From `min` to `max` characters. */
  length: (min: number, max: number) =>
    format((value) => lengthInRange(value, min, max), 'validate.length', { min, max }),
};
