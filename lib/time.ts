import { RELATIVE_TIME } from './constants';
import { t } from './i18n';

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

/** Ten-digit (or shorter) numbers are Unix seconds (spec §4); longer ones milliseconds. */
function toMillis(moment: Moment): number {
  if (moment instanceof Date) return moment.getTime();
  if (typeof moment === 'number') return Math.abs(moment) < 1e10 ? moment * 1000 : moment;
  if (/^\d+$/.test(moment.trim())) return toMillis(Number(moment));
  return new Date(moment).getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in the device's time zone; empty text for a moment that cannot be read. */
export function formatDate(moment: Moment): string {
  const millis = toMillis(moment);
  if (!Number.isFinite(millis)) return '';
  const date = new Date(millis);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
