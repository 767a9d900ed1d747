import { RELATIVE_TIME } from './constants';
import { getLocale, t } from './i18n';

/**
 * Resolves with the promise's value, or with `undefined` once `ms` have passed, whichever comes
 * first; a rejection also gives `undefined`. For waits the spec bounds (the 3 s location wait):
 * the caller carries on without the value instead of failing.
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** A moment as the server or a person gives it: a Date, an ISO string, or a timestamp. */
export type Moment = Date | string | number;

/**
 * Every date and time is shown in China time (Asia/Shanghai), whatever zone the phone is set to:
 * the server, the loads' dates and the people who read them all speak Beijing time, and a driver
 * abroad or with a phone left on another zone must not see a loading day shifted. China keeps no
 * daylight saving, so China time is UTC+8 all year and the arithmetic below needs no zone data.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
const CHINA_OFFSET_MS = 8 * 3600_000;

/** A calendar day as the API gives it ('YYYY-MM-DD'): a day, not a moment, so it never shifts. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Ten-digit (or shorter) numbers are Unix seconds (spec §4); longer ones milliseconds. A bare day starts at China's midnight. */
function toMillis(moment: Moment): number {
  if (moment instanceof Date) return moment.getTime();
  if (typeof moment === 'number') return Math.abs(moment) < 1e10 ? moment * 1000 : moment;
  const text = moment.trim();
  if (/^\d+$/.test(text)) return toMillis(Number(text));
  const day = DAY_ONLY.exec(text);
  if (day) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - CHINA_OFFSET_MS;
  return new Date(text).getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The China wall clock of a moment: its UTC fields read after adding eight hours. */
function chinaClock(moment: Moment): Date | null {
  const millis = toMillis(moment);
  return Number.isFinite(millis) ? new Date(millis + CHINA_OFFSET_MS) : null;
}

/** 'YYYY-MM-DD' in China time; a bare 'YYYY-MM-DD' stays that day; empty text for a moment that cannot be read. */
export function formatDate(moment: Moment): string {
  if (typeof moment === 'string' && DAY_ONLY.test(moment.trim())) return moment.trim();
  const clock = chinaClock(moment);
  return clock ? `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}` : '';
}

/** 'HH:mm' in China time (seconds too with `seconds`); empty text for a moment that cannot be read. */
export function formatTime(moment: Moment, { seconds = false }: { seconds?: boolean } = {}): string {
  const clock = chinaClock(moment);
  if (!clock) return '';
  const hm = `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
  return seconds ? `${hm}:${pad(clock.getUTCSeconds())}` : hm;
}

/** 'YYYY-MM-DD HH:mm' in China time; empty text for a moment that cannot be read. */
export function formatDateTime(moment: Moment): string {
  const date = formatDate(moment);
  return date && `${date} ${formatTime(moment)}`;
}

/** Today in China ('YYYY-MM-DD'): the server's day for loading dates and "not before today" rules. */
export function chinaToday(now: Moment = Date.now()): string {
  return formatDate(now);
}

/** The hour (0-23) in China now, e.g. for a greeting. */
export function chinaHour(now: Moment = Date.now()): number {
  return chinaClock(now)?.getUTCHours() ?? 0;
}

/**
 * A calendar day ('YYYY-MM-DD') as a person reads it: "2030年1月2日周三" in Chinese, "Wed, 2 Jan
 * 2030" in English. The day is formatted as itself (read and written in UTC), so no zone moves it.
 */
export function formatDayLong(day: string): string {
  const match = DAY_ONLY.exec(day.trim());
  if (!match) return day;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (getLocale() === 'en') {
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }).format(at);
  }
  const weekday = new Intl.DateTimeFormat('zh-CN', { timeZone: 'UTC', weekday: 'short' }).format(at);
  return `${Number(match[1])}年${Number(match[2])}月${Number(match[3])}日 ${weekday}`;
}

/** The catalogue key for a count: English says "1 hour ago" but "2 hours ago". */
function counted(key: string, n: number): string {
  return t(n === 1 ? `${key}.one` : key, { n });
}

export interface RelativeTimeOptions {
  /** The present; defaults to the clock. */
  now?: Moment;
  /** Past 30 days show 'YYYY-MM-DD' (default true); false shows months or years ago instead. */
  dateFormat?: boolean;
}

/**
 * "just now" under 300 s, then minutes, hours, days ago under 30 days; after that a date, or
 * months/years ago when `dateFormat` is false (spec §4). A moment in the future reads "just now".
 * A moment (or `now`) that cannot be read gives empty text: nothing is better than "NaN years ago".
 */
export function relativeTime(moment: Moment, options: RelativeTimeOptions = {}): string {
  const { now = Date.now(), dateFormat = true } = options;
  const elapsed = toMillis(now) - toMillis(moment);
  if (!Number.isFinite(elapsed)) return '';
  const seconds = Math.max(0, Math.floor(elapsed / 1000));
  if (seconds < RELATIVE_TIME.JUST_NOW_S) return t('time.justNow');
  if (seconds < RELATIVE_TIME.HOUR_S) return counted('time.minutesAgo', Math.floor(seconds / 60));
  if (seconds < RELATIVE_TIME.DAY_S) return counted('time.hoursAgo', Math.floor(seconds / RELATIVE_TIME.HOUR_S));
  if (seconds < RELATIVE_TIME.MONTH_S) return counted('time.daysAgo', Math.floor(seconds / RELATIVE_TIME.DAY_S));
  if (dateFormat) return formatDate(moment);
  if (seconds < RELATIVE_TIME.YEAR_S) return counted('time.monthsAgo', Math.floor(seconds / RELATIVE_TIME.MONTH_S));
  return counted('time.yearsAgo', Math.floor(seconds / RELATIVE_TIME.YEAR_S));
}
