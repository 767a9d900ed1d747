import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUPON_CODE_LENGTH,
  type AvailableBatchesQuery,
  type CouponAuditRequest,
  type CouponBatch,
  type CouponBatchDraft,
  type CouponReviewQueueQuery,
  type MerchantBatchesQuery,
  type MyCoupon,
  type MyCouponsQuery,
} from '@/lib/contract';
import { formatDateTime } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal, SignedInPrincipal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { decide } from '../identity/review.service';
import { approvedMerchant, requireStaff } from '../merchant/merchant.access';
import { queueForReview } from '../merchant/merchant.review';
import { findMerchant } from '../merchant/merchant.repository';
import { merchants } from '../merchant/merchant.table';
import {
  batchViews,
  cardBagFilter,
  countBatches,
  countCoupons,
  couponsWhere,
  findBatch,
  findCoupon,
  holdOneMore,
  insertBatch,
  insertCoupon,
  moveBatch,
  takeStock,
  type BatchRow,
  type BatchView,
  type CouponRow,
} from './coupon.repository';
import { couponKeys, signCouponQr } from './coupon.signing';
import { couponBatches, writeOffs } from './coupon.table';

/*
 * Coupon batches and claims (docs/coupons.md): a merchant administrator defines a batch, the
 * operator reviews it, drivers claim coupons into their card bag. Access is checked first in every
 * call; write-offs are in coupon.writeoff.ts.
 */

const DAY_MS = 86_400_000;
/** Draws of a fresh random code before giving up (10^12 codes: a clash is already rare). */
const CODE_DRAWS = 5;

/** A time as people read it in an error text: China time, 'YYYY-MM-DD HH:mm'. */
export const shownTime = (at: Date) => formatDateTime(at.getTime());

/** The caller when they hold the operator identity, else 403. */
export function requireOperator(principal: Principal | null): SignedInPrincipal {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) throw forbidden('coupon.operatorOnly');
  return caller;
}

const isOperator = (caller: SignedInPrincipal) => caller.account.identities.includes('operator');

/** Whether a driver may claim from the batch now (stock left, window not over, merchant-funded). */
function claimable(batch: BatchRow, at: Date): boolean {
  return (
    batch.status === 'approved' &&
    batch.fundedBy === 'merchant' &&
    batch.claimedCount < batch.totalStock &&
    (batch.validityType === 'afterClaim' || batch.validUntil! > at)
  );
}

export function toBatch(view: BatchView, at: Date = nowDate()): CouponBatch {
  const { batch } = view;
  return {
    id: batch.id,
    merchantId: batch.merchantId,
    merchantName: view.merchantName,
    name: batch.name,
    kind: batch.kind,
    faceValueFen: batch.faceValueFen,
    discountPercent: batch.discountPercent,
    thresholdFen: batch.thresholdFen,
    validityType: batch.validityType,
    validFrom: batch.validFrom?.toISOString() ?? null,
    validUntil: batch.validUntil?.toISOString() ?? null,
    validDays: batch.validDays,
    totalStock: batch.totalStock,
    claimedCount: batch.claimedCount,
    usedCount: batch.usedCount,
    perUserLimit: batch.perUserLimit,
    fundedBy: batch.fundedBy,
    status: batch.status,
    rejectReason: batch.rejectReason,
    description: batch.description,
    createdAt: batch.createdAt.toISOString(),
    claimable: claimable(batch, at),
    myClaimedCount: view.held,
  };
}

/** One batch as `viewerId` sees it (contract CouponBatch). */
export async function batchOf(db: Executor, batchId: number, viewerId: number): Promise<CouponBatch> {
  const [view] = await batchViews(db, eq(couponBatches.id, batchId), viewerId, 'newest', 1, 0);
  if (!view) throw notFound('coupon.batchNotFound');
  return toBatch(view);
}

async function pageOfBatches(db: Executor, where: SQL | undefined, viewerId: number, order: 'newest' | 'oldest', current: number, size: number) {
  const [views, total] = await Promise.all([batchViews(db, where, viewerId, order, size, pageOffset(current, size)), countBatches(db, where)]);
  const at = nowDate();
  return toPage(views.map((view) => toBatch(view, at)), total, current, size);
}

/** Defines a batch: a merchant administrator's goes to review; an operator's platform-funded one is live at once. */
export async function addCoupon(deps: AppDeps, principal: Principal | null, draft: z.output<typeof CouponBatchDraft>): Promise<CouponBatch> {
  const caller = requireSignedIn(principal);
  const platform = draft.fundedBy === 'platform';
  if (platform && !isOperator(caller)) throw forbidden('coupon.platformByOperator');
  if (!platform) await requireStaff(deps.db, caller.userId, draft.merchantId, ['admin']);
  await approvedMerchant(deps.db, draft.merchantId);
  const at = nowDate();
  const validUntil = draft.validUntil ? new Date(draft.validUntil) : null;
  if (validUntil && validUntil <= at) throw badField('validUntil', 'coupon.windowPast');
  const batch = await deps.db.transaction(async (tx) => insertBatch(tx, {
    merchantId: draft.merchantId,
    name: draft.name,
    kind: draft.kind,
    faceValueFen: draft.kind === 'cash' ? draft.faceValueFen! : null,
    discountPercent: draft.kind === 'discount' ? draft.discountPercent! : null,
    thresholdFen: draft.thresholdFen,
    validityType: draft.validityType,
    validFrom: draft.validityType === 'fixed' ? new Date(draft.validFrom!) : null,
    validUntil: draft.validityType === 'fixed' ? validUntil : null,
    validDays: draft.validityType === 'afterClaim' ? draft.validDays! : null,
    totalStock: draft.totalStock,
    perUserLimit: draft.perUserLimit,
    fundedBy: draft.fundedBy,
    // The operator defining a platform batch is its reviewer too.
    status: platform ? 'approved' : 'pending',
    description: draft.description ?? '',
    createdBy: caller.userId,
    createdAt: at,
    // A merchant's batch waits in the operators' review console (coupon.review.ts).
    ...(platform ? { reviewedBy: caller.userId, reviewedAt: at } : { certificationId: await queueForReview(tx, 'couponBatch', null, caller.userId) }),
  }));
  return batchOf(deps.db, batch.id, caller.userId);
}

/**
 * A batch: its merchant's staff and operators always see it; anyone signed in once it was approved
 * (stopped ones too, for the coupons already claimed); pending and rejected ones are 404 to others.
 */
export async function couponInfo(deps: AppDeps, principal: Principal | null, batchId: number): Promise<CouponBatch> {
  const caller = requireSignedIn(principal);
  const batch = await findBatch(deps.db, batchId);
  if (!batch) throw notFound('coupon.batchNotFound');
  if (batch.status === 'pending' || batch.status === 'rejected') {
    if (!isOperator(caller)) {
      await requireStaff(deps.db, caller.userId, batch.merchantId, ['admin', 'waiter', 'liaison']).catch(() => {
        throw notFound('coupon.batchNotFound');
      });
    }
  }
  return batchOf(deps.db, batchId, caller.userId);
}

/** A merchant's batches, newest first (its staff). */
export async function merchantCoupons(deps: AppDeps, principal: Principal | null, query: z.output<typeof MerchantBatchesQuery>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, query.merchantId, ['admin', 'waiter', 'liaison']);
  const where = and(eq(couponBatches.merchantId, query.merchantId), query.status ? eq(couponBatches.status, query.status) : undefined);
  return pageOfBatches(deps.db, where, userId, 'newest', query.current, query.size);
}

/** Batches a driver may claim now, newest first, of open merchants. */
export async function availableCoupons(deps: AppDeps, principal: Principal | null, query: z.output<typeof AvailableBatchesQuery>) {
  const { userId } = requireSignedIn(principal);
  const at = nowDate();
  const where = and(
    eq(couponBatches.status, 'approved'),
    eq(couponBatches.fundedBy, 'merchant'),
    lt(couponBatches.claimedCount, couponBatches.totalStock),
    or(eq(couponBatches.validityType, 'afterClaim'), gt(couponBatches.validUntil, at)),
    eq(merchants.status, 'approved'),
    query.merchantId ? eq(couponBatches.merchantId, query.merchantId) : undefined,
  );
  return pageOfBatches(deps.db, where, userId, 'newest', query.current, query.size);
}

/** Batches by review status, oldest first: the operator's queue. */
export async function reviewQueue(deps: AppDeps, principal: Principal | null, query: z.output<typeof CouponReviewQueueQuery>) {
  const { userId } = requireOperator(principal);
  return pageOfBatches(deps.db, eq(couponBatches.status, query.status), userId, 'oldest', query.current, query.size);
}

/**
 * Approves or rejects a pending batch (operator): the same decision as in the review console, on
 * the batch's certification (coupon.review.ts carries it to the batch). A batch no longer pending is 409.
 */
export async function auditCoupon(deps: AppDeps, principal: Principal | null, audit: z.output<typeof CouponAuditRequest>): Promise<CouponBatch> {
  const { userId } = requireOperator(principal);
  const batch = await findBatch(deps.db, audit.id);
  if (!batch) throw notFound('coupon.batchNotFound');
  if (batch.status !== 'pending' || batch.certificationId === null) throw conflict('coupon.notPending', { status: batch.status });
  await decide(deps, principal, batch.certificationId, audit.approve ? { approve: true } : { approve: false, reason: audit.rejectReason! });
  return batchOf(deps.db, audit.id, userId);
}

/**
 * Stops a batch (its merchant's administrator; the operator for a platform batch): no more claims,
 * claimed coupons stay usable until they expire. Stopping a stopped batch answers it as it is.
 */
export async function deleteCoupon(deps: AppDeps, principal: Principal | null, batchId: number): Promise<CouponBatch> {
  const caller = requireSignedIn(principal);
  const batch = await findBatch(deps.db, batchId);
  if (!batch) throw notFound('coupon.batchNotFound');
  if (batch.fundedBy === 'platform') requireOperator(principal);
  else {
    await requireStaff(deps.db, caller.userId, batch.merchantId, ['admin']).catch((error) => {
      throw isOperator(caller) ? forbidden('merchant.roleRequired', { roles: 'admin' }) : error;
    });
  }
  if (batch.status === 'rejected') throw conflict('coupon.notStoppable');
  if (batch.status !== 'stopped') await moveBatch(deps.db, batchId, ['pending', 'approved'], { status: 'stopped', stoppedAt: nowDate() });
  return batchOf(deps.db, batchId, caller.userId);
}

/** 12 random digits (leading zeros kept): not guessable in bulk among 10^12. */
function drawCode(): string {
  return String(randomInt(0, 10 ** COUPON_CODE_LENGTH)).padStart(COUPON_CODE_LENGTH, '0');
}

/** The window a coupon claimed at `at` is good for. */
function windowOf(batch: BatchRow, at: Date): { validFrom: Date; validUntil: Date } {
  if (batch.validityType === 'fixed') return { validFrom: batch.validFrom!, validUntil: batch.validUntil! };
  return { validFrom: at, validUntil: new Date(at.getTime() + batch.validDays! * DAY_MS) };
}

/**
 * Claims one coupon of a batch for a user, inside the caller's transaction: the batch's stock by
 * one conditional UPDATE, the per-user limit by one conditional upsert, then the coupon with a
 * fresh code. A refusal throws, so the transaction rolls back whole. Activities call this for
 * their clock-in (`viaActivity`), the only way to a platform-funded coupon.
 */
export async function claimInTransaction(tx: Executor, userId: number, batchId: number, viaActivity = false): Promise<CouponRow> {
  const at = nowDate();
  const batch = await findBatch(tx, batchId);
  if (!batch) throw notFound('coupon.batchNotFound');
  if (batch.fundedBy === 'platform' && !viaActivity) throw conflict('coupon.activityOnly');
  const merchant = await findMerchant(tx, batch.merchantId);
  if (merchant?.status !== 'approved') throw conflict('coupon.notLive');
  const taken = await takeStock(tx, batchId, at);
  if (!taken) {
    if (batch.status !== 'approved') throw conflict('coupon.notLive');
    if (batch.validityType === 'fixed' && batch.validUntil! <= at) throw conflict('coupon.claimOver');
    throw conflict('coupon.soldOut');
  }
  if ((await holdOneMore(tx, batchId, userId, taken.perUserLimit)) === undefined) {
    throw conflict('coupon.perUserLimit', { limit: taken.perUserLimit });
  }
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const coupon = await insertCoupon(tx, { batchId, userId, code: drawCode(), status: 'unused', claimedAt: at, ...windowOf(taken, at) });
    if (coupon) return coupon;
  }
  throw new Error(`no free coupon code after ${CODE_DRAWS} draws`);
}

/** Claims a coupon of a live merchant batch for the caller. */
export async function claimCoupon(deps: AppDeps, principal: Principal | null, batchId: number): Promise<MyCoupon> {
  const { userId } = requireSignedIn(principal);
  const coupon = await deps.db.transaction((tx) => claimInTransaction(tx, userId, batchId));
  return (await myCouponViews(deps, [coupon], userId))[0];
}

/** The coupons as their holder sees them: batch, code, signed QR, status. */
export async function myCouponViews(deps: AppDeps, rows: CouponRow[], viewerId: number): Promise<MyCoupon[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.batchId))];
  const views = await batchViews(deps.db, inArray(couponBatches.id, ids), viewerId, 'newest', ids.length, 0);
  const at = nowDate();
  const batches = new Map(views.map((view) => [view.batch.id, toBatch(view, at)]));
  const usedAt = await usedAtMerchants(deps.db, rows.filter((row) => row.status === 'used').map((row) => row.id));
  const keys = couponKeys(deps.config.coupon.signingSecret);
  return rows.map((row) => {
    const batch = batches.get(row.batchId)!;
    return {
      id: row.id,
      batch,
      code: row.code,
      qr: signCouponQr(keys, { couponId: row.id, batchId: row.batchId, merchantId: batch.merchantId, code: row.code, validFrom: row.validFrom, validUntil: row.validUntil }),
      status: row.status === 'used' ? 'used' : row.validUntil <= at ? 'expired' : 'unused',
      claimedAt: row.claimedAt.toISOString(),
      validFrom: row.validFrom.toISOString(),
      validUntil: row.validUntil.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
      usedAtMerchant: usedAt.get(row.id) ?? null,
    };
  });
}

async function usedAtMerchants(db: Executor, couponIds: number[]): Promise<Map<number, string>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: writeOffs.couponId, name: merchants.name })
    .from(writeOffs)
    .innerJoin(merchants, eq(merchants.id, writeOffs.merchantId))
    .where(inArray(writeOffs.couponId, couponIds));
  return new Map(rows.map((row) => [row.couponId, row.name]));
}

/** The caller's card bag, newest claim first. */
export async function myCoupons(deps: AppDeps, principal: Principal | null, query: z.output<typeof MyCouponsQuery>) {
  const { userId } = requireSignedIn(principal);
  const where = cardBagFilter(userId, query.status, nowDate());
  const [rows, total] = await Promise.all([couponsWhere(deps.db, where, query.size, pageOffset(query.current, query.size)), countCoupons(deps.db, where)]);
  return toPage(await myCouponViews(deps, rows, userId), total, query.current, query.size);
}

/** One of the caller's coupons; anyone else's is 404. */
export async function myCoupon(deps: AppDeps, principal: Principal | null, couponId: number): Promise<MyCoupon> {
  const { userId } = requireSignedIn(principal);
  const coupon = await findCoupon(deps.db, couponId);
  if (!coupon || coupon.userId !== userId) throw notFound('coupon.notFound');
  return (await myCouponViews(deps, [coupon], userId))[0];
}
