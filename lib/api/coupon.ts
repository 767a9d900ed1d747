import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Endpoint, type Page, type QueryOf } from '../contract';
import { apiKey, isUnanswered, request, useApi, type Intent } from '../http';
import { appStore } from '../state/store';
import { checkCouponOffline, type OfflineCheck } from './couponCounter';
import { fieldQueueAtom } from './fieldQueue';

/**
 * Coupons and write-offs (lib/contract/coupon.ts, docs/coupons.md): a merchant's batches, the
 * driver's card bag, and the counter's look-up and write-off. Every change takes the screen's
 * intention (one Idempotency-Key per tap, docs/idempotency.md). The counter's two steps —
 * `findCouponAtCounter` and `writeOffCoupon` — are the seam the offline write-off wraps: it
 * verifies the signed QR locally instead of the first and queues the second.
 */

const c = endpoints.coupon;
const LIST_PAGE_SIZE = 20;
/** How often the counter screen asks whether the coupon shown was written off meanwhile. */
export const COUPON_USE_REFRESH_MS = 3_000;

export type CouponBatchInfo = DataOf<typeof c.couponInfo>;
export type MyCouponInfo = DataOf<typeof c.myCoupon>;
export type CouponAtCounterInfo = DataOf<typeof c.getConsumeByCode>;
export type WriteOffRecordInfo = DataOf<typeof c.writeOffDetail>;
export type WriteOffResultInfo = DataOf<typeof c.useConsumeByCode>;
export type CouponBatchDraftRequest = z.input<NonNullable<typeof c.addCoupon.body>>;
export type MyCouponStatus = NonNullable<QueryOf<typeof c.myCoupons>['status']>;
export type UseRecordsFilter = Pick<QueryOf<typeof c.useRecords>, 'consumeUseTimeType' | 'consumeUseStatus' | 'batchId'>;
export type MerchantOfStaff = DataOf<typeof endpoints.merchant.getMerchantInfo>[number];

/** Every cached coupon read: a claim, a stop or a write-off changes stock, the card bag and the records. */
export function refreshCoupons() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/merchant/consume'));
}

/** A paged read of `endpoint` for PagedList; a null query reads nothing. */
function usePages<E extends Endpoint, T>(endpoint: E, query: Record<string, unknown> | null) {
  return useSWRInfinite<Page<T>>(
    (index: number, previous: Page<T> | null) => {
      if (query === null || (previous && previous.current >= previous.pages)) return null;
      return apiKey(endpoint, { query: { ...query, current: index + 1, size: LIST_PAGE_SIZE } } as never);
    },
    ([, args]: readonly [string, object]) => request(endpoint, args as never) as Promise<Page<T>>,
  );
}

// ---- staff: which merchant --------------------------------------------------------------------

/**
 * The merchant whose counter and batches the caller works at: `merchantId` when given (the shell's
 * coupon actions pass one), else the first approved merchant where the caller is administrator or
 * waiter. `none` is true when the caller serves no merchant.
 */
export function useCounterMerchant(merchantId?: number | null) {
  const { data, error, mutate: revalidate } = useApi(endpoints.merchant.getMerchantInfo, {});
  const serving = data?.filter((m) => m.role !== 'liaison');
  const merchant = serving && (serving.find((m) => m.merchantId === merchantId) ?? serving.find((m) => m.status === 'approved') ?? serving[0]);
  return { merchant, none: serving !== undefined && serving.length === 0, error, mutate: revalidate };
}

// ---- batches -----------------------------------------------------------------------------------

/** One batch (its merchant sees every state; drivers see approved ones). */
export function useCouponBatch(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(c.couponInfo, id ? { query: { id } } : null);
  return { batch: data, error, mutate: revalidate };
}

/** A merchant's batches, newest first, page by page (its staff). */
export function useMerchantBatches(merchantId: number | null) {
  return usePages<typeof c.merchantCoupons, CouponBatchInfo>(c.merchantCoupons, merchantId ? { merchantId } : null);
}

/** Live batches a driver may claim. */
export function useAvailableBatches(enabled = true) {
  return usePages<typeof c.availableCoupons, CouponBatchInfo>(c.availableCoupons, enabled ? {} : null);
}

/** MERCHANT ADMINISTRATORS: defines a batch; it waits for the operator's review. */
export async function createCouponBatch(draft: CouponBatchDraftRequest, intent?: Intent) {
  const batch = await request(c.addCoupon, { body: draft, intent });
  await refreshCoupons();
  return batch;
}

/** MERCHANT ADMINISTRATORS: stops a batch (no more claims; claimed coupons stay usable). */
export async function stopCouponBatch(id: number, intent?: Intent) {
  const batch = await request(c.deleteCoupon, { body: { id }, intent });
  await refreshCoupons();
  return batch;
}

// ---- the driver's card bag -----------------------------------------------------------------

/** DRIVERS: claims a coupon of a live batch; answers the coupon now in the card bag. */
export async function claimCoupon(batchId: number, intent?: Intent) {
  const coupon = await request(c.claimCoupon, { body: { batchId }, intent });
  await refreshCoupons();
  return coupon;
}

/** The caller's coupons of one status, page by page. */
export function useMyCoupons(status: MyCouponStatus) {
  return usePages<typeof c.myCoupons, MyCouponInfo>(c.myCoupons, { status });
}

/**
 * One of the caller's coupons with its code and signed QR; `watch` reads it again every few
 * seconds while it is unused, so the counter screen turns to "used" as soon as staff write it off.
 */
export function useMyCoupon(id: number | null, { watch = false }: { watch?: boolean } = {}) {
  const { data, error, mutate: revalidate } = useApi(c.myCoupon, id ? { query: { id } } : null, {
    refreshInterval: (latest) => (watch && (!latest || latest.status === 'unused') ? COUPON_USE_REFRESH_MS : 0),
  });
  return { coupon: data, error, mutate: revalidate };
}

// ---- the counter ---------------------------------------------------------------------------

/** What staff scanned or typed: the signed QR's text, or the numeric code. */
export type CounterInput = { qr: string } | { code: string };

/** STAFF: finds a coupon of their merchant by scanned QR or typed code (refuses used, expired, not yet valid, foreign). */
export function findCouponAtCounter(merchantId: number, input: CounterInput): Promise<CouponAtCounterInfo> {
  return 'qr' in input
    ? request(c.getConsumeByRsa, { query: { merchantId, qr: input.qr } })
    : request(c.getConsumeByCode, { query: { merchantId, code: input.code } });
}

/**
 * The look-up for the confirm screen, asked afresh on every visit and never from a cache: a
 * coupon written off a minute ago must not show as valid again.
 */
export function useCouponAtCounter(merchantId: number, input: CounterInput) {
  const [answer, setAnswer] = useState<{ found?: CouponAtCounterInfo; offline?: OfflineCheck; error?: unknown; asked: string } | null>(null);
  const asked = JSON.stringify([merchantId, input]);
  useEffect(() => {
    let current = true;
    findCouponAtCounter(merchantId, input).then(
      (found) => current && setAnswer({ found, asked }),
      async (error: unknown) => {
        // No answer at a counter without signal: a scanned QR is checked on the phone instead
        // (lib/api/couponCounter.ts); a typed code cannot be, and the refusal says so.
        const offline = !isUnanswered(error) ? undefined : 'qr' in input ? await checkOffline(merchantId, input.qr) : ({ ok: false, reason: 'codeNeedsSignal' } as const);
        if (current) setAnswer(offline ? { offline, asked } : { error, asked });
      },
    );
    return () => {
      current = false;
    };
    // `asked` stands for merchantId and input.
  }, [asked]);
  const fresh = answer?.asked === asked ? answer : null;
  return { found: fresh?.found, offline: fresh?.offline, error: fresh?.error };
}

/** The kept offline kit of `merchantId` (the service worker answers it from its store without signal), or null. */
async function keptKit(merchantId: number) {
  try {
    return await request(c.offlineKit, { query: { merchantId } });
  } catch {
    return null;
  }
}

/** The phone's own check of a scanned QR; 'noKit' when the kit was never read on this phone with signal. */
async function checkOffline(merchantId: number, qr: string): Promise<OfflineCheck> {
  const kit = await keptKit(merchantId);
  if (!kit) return { ok: false, reason: 'noKit' };
  return checkCouponOffline(qr, kit, appStore.get(fieldQueueAtom));
}

/**
 * Reads the counter's offline kit while there is signal, so the service worker keeps it for the
 * next dead zone (and again every time the counter opens: batches change).
 */
export function useOfflineKit(merchantId: number | null) {
  useApi(c.offlineKit, merchantId ? { query: { merchantId } } : null);
}

/** STAFF: writes the coupon off, exactly once (a second try is refused with coupon.alreadyUsed). */
export async function writeOffCoupon(merchantId: number, input: CounterInput, intent?: Intent): Promise<WriteOffResultInfo> {
  const result = await request(c.useConsumeByCode, { body: { merchantId, ...input }, intent });
  await refreshCoupons();
  return result;
}

/** The merchant's write-offs, newest first, filtered by time and kind, page by page (its staff). */
export function useWriteOffRecords(merchantId: number | null, filter: UseRecordsFilter) {
  return usePages<typeof c.useRecords, WriteOffRecordInfo>(c.useRecords, merchantId ? { merchantId, ...filter } : null);
}

/** One write-off (staff of its merchant). */
export function useWriteOff(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(c.writeOffDetail, id ? { query: { id } } : null);
  return { record: data, error, mutate: revalidate };
}
