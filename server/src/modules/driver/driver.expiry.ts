import { nowDate } from '../clock';

/**
 * Expiry of a driver's documents: the licence's and the qualification certificate's valid-until
 * dates, compared with today's date in China (UTC+8). Within WARN_DAYS days they are "expiring",
 * before today "expired".
 */
export const WARN_DAYS = 30;
const DAY_MS = 86_400_000;

/** Today's date in China as YYYY-MM-DD. */
export function chinaToday(): string {
  return new Date(nowDate().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

interface Dated {
  validUntil: string;
  qualificationValidUntil: string | null;
}

/** The documents that have expired or expire within WARN_DAYS days (contract `DriverExpiry`). */
export function expiriesOf(details: Dated, today: string) {
  const documents = [
    { document: 'license' as const, validUntil: details.validUntil },
    ...(details.qualificationValidUntil ? [{ document: 'qualification' as const, validUntil: details.qualificationValidUntil }] : []),
  ];
  return documents.flatMap(({ document, validUntil }) => {
    const daysLeft = daysBetween(today, validUntil);
    if (daysLeft > WARN_DAYS) return [];
    return [{ document, validUntil, state: daysLeft < 0 ? ('expired' as const) : ('expiring' as const), daysLeft }];
  });
}
