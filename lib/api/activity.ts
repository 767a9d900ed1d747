import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Page, type QueryOf } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';
import { refreshCoupons } from './coupon';

/**
 * Activities (lib/contract/activity.ts): the banners of the bazaar, the lists, registration for an
 * event and the clock-in at a toll station by the activity's QR (which hands out its coupon once).
 * Lists and details are readable before signing in.
 */

const a = endpoints.activity;
const NO_ARGS = {};
const LIST_PAGE_SIZE = 20;

export type ActivityInfo = DataOf<typeof a.activityDetail>;
export type BannerInfo = DataOf<typeof a.bannerList>[number];
export type ClockInInfo = DataOf<typeof a.clockIn>;
export type ActivityListFilter = Pick<QueryOf<typeof a.activityList>, 'typeCode' | 'releaseStatus'>;
export type EventRegistrationRequest = z.input<NonNullable<typeof a.eventRegist.body>>;

function refreshActivities() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/activity/'));
}

/** The activity banners of the configured group (the bazaar's strip, activityHome). */
export function useBanners() {
  const { data, error, mutate: revalidate } = useApi(a.bannerList, NO_ARGS);
  return { banners: data, error, mutate: revalidate };
}

/** Activities by type and release status, newest first, page by page. */
export function useActivities(filter: ActivityListFilter) {
  return useSWRInfinite<Page<ActivityInfo>>(
    (index: number, previous: Page<ActivityInfo> | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(a.activityList, { query: { ...filter, current: index + 1, size: LIST_PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: QueryOf<typeof a.activityList> }]) => request(a.activityList, args),
  );
}

/** One activity with the caller's registration and clock-in. */
export function useActivity(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(a.activityDetail, id ? { query: { id } } : null);
  return { activity: data, error, mutate: revalidate };
}

/** OPERATORS: an activity's clock-in QR, to show or print at its toll station; null reads nothing. */
export function useActivityQrCode(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(a.activityQrCode, id ? { query: { id } } : null, { shouldRetryOnError: false });
  return { qrCode: data, error, mutate: revalidate };
}

/** Registers the caller for an event (once; up to its capacity). */
export async function registerForEvent(body: EventRegistrationRequest, intent?: Intent) {
  const registration = await request(a.eventRegist, { body, intent });
  await refreshActivities();
  return registration;
}

/** Clocks in by the scanned activity QR; answers the record with the coupon it handed out (once per person). */
export async function clockIn(qr: string, intent?: Intent): Promise<ClockInInfo> {
  const record = await request(a.clockIn, { body: { qr }, intent });
  await Promise.all([refreshActivities(), refreshCoupons()]);
  return record;
}
