import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OFFLINE_WRITE_OFF_MAX_AGE_DAYS,
  type ConsumeByCodeQuery,
  type ConsumeByRsaQuery,
  type DuplicatesQuery,
  type UseRecordsQuery,
  type WriteOffRecord,
  type WriteOffRequest,
} from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { requireStaff } from '../merchant/merchant.access';
import { findMerchant } from '../merchant/merchant.repository';
import { ensureAccount, postTransfer } from '../money/money.ledger';
import {
  batchViews,
  countDuplicates,
  countUse,
  countWriteOffs,
  duplicateViews,
  findCouponWithBatch,
  findWriteOffOfCoupon,
  insertDuplicate,
  insertWriteOff,
  markUsed,
  writeOffViews,
  writeOffWindow,
  type BatchRow,
  type CouponRow,
  type WriteOffView,
} from './coupon.repository';
import { batchOf, shownTime, toBatch } from './coupon.service';
import { couponKeys, verifyCouponQr } from './coupon.signing';
import { couponBatches, writeOffs } from './coupon.table';
import { users } from '../user/user.table';

/*
 * Write-off at the counter (docs/coupons.md "Write-off"): staff of the coupon's merchant find a
 * coupon by typed code or scanned signed QR and write it off exactly once; offline write-offs are
 * reconciled (the first to reach the server wins, later ones are recorded as duplicates).
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** A device clock a little ahead of the server's is not a future write-off. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Who works the counter; liaison officers only read records. */
const COUNTER_ROLES = ['admin', 'waiter'] as const;
const ANY_STAFF = ['admin', 'waiter', 'liaison'] as const;

type Locator = { code: string } | { qr: string };

/**
 * The coupon a locator names, refused when it cannot be written off by `merchantId` at `at`:
 * unknown code 404, not a coupon QR 400, altered or forged QR 400, another merchant's 403, not yet
 * valid or expired 409. A used coupon is left to the caller (a lookup refuses it, an offline
 * write-off records a duplicate).
 */
async function locate(deps: AppDeps, db: Executor, merchantId: number, locator: Locator, at: Date): Promise<{ coupon: CouponRow; batch: BatchRow }> {
  let found: { coupon: CouponRow; batch: BatchRow } | undefined;
  if ('code' in locator) {
    found = await findCouponWithBatch(db, { code: locator.code });
    if (!found) throw notFound('coupon.codeNotFound');
  } else {
    const fields = verifyCouponQr(couponKeys(deps.config.coupon.signingSecret), locator.qr);
    if (fields === 'invalid') throw badField('qr', 'coupon.qrInvalid');
    if (fields === 'tampered') throw badField('qr', 'coupon.qrTampered');
    found = await findCouponWithBatch(db, { id: fields.couponId });
    // Signed by us yet naming another coupon or batch: not a payload this server made for it.
    if (!found || found.coupon.code !== fields.code || found.coupon.batchId !== fields.batchId) throw badField('qr', 'coupon.qrTampered');
  }
  const { coupon, batch } = found;
  if (batch.merchantId !== merchantId) throw forbidden('coupon.otherMerchant');
  if (coupon.status === 'unused') {
    if (at < coupon.validFrom) throw conflict('coupon.notYetValid', { validFrom: shownTime(coupon.validFrom) });
    if (at >= coupon.validUntil) throw conflict('coupon.expired', { validUntil: shownTime(coupon.validUntil) });
  }
  return found;
}

async function alreadyUsed(db: Executor, coupon: CouponRow) {
  const first = await findWriteOffOfCoupon(db, coupon.id);
  return conflict('coupon.alreadyUsed', { usedAt: shownTime(first?.usedAt ?? coupon.usedAt ?? nowDate()) });
}

/** The coupon found for the counter, before writing it off (staff of its merchant). */
async function couponAtCounter(deps: AppDeps, principal: Principal | null, merchantId: number, locator: Locator) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, merchantId, COUNTER_ROLES);
  const { coupon } = await locate(deps, deps.db, merchantId, locator, nowDate());
  if (coupon.status === 'used') throw await alreadyUsed(deps.db, coupon);
  const holder = await holderName(deps.db, coupon.userId);
  return {
    couponId: coupon.id,
    code: coupon.code,
    batch: await batchOf(deps.db, coupon.batchId, userId),
    holderName: holder,
    validFrom: coupon.validFrom.toISOString(),
    validUntil: coupon.validUntil.toISOString(),
  };
}

export const getConsumeByCode = (deps: AppDeps, principal: Principal | null, query: z.output<typeof ConsumeByCodeQuery>) =>
  couponAtCounter(deps, principal, query.merchantId, { code: query.code });

export const getConsumeByRsa = (deps: AppDeps, principal: Principal | null, query: z.output<typeof ConsumeByRsaQuery>) =>
  couponAtCounter(deps, principal, query.merchantId, { qr: query.qr });

/** A person's nickname with all but its first character masked (林**), as staff see the holder. */
async function holderName(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return maskName(row?.nickname ?? '');
}

export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
}

/** When an offline write-off happened, refused when in the future or too old to take. */
function offlineTime(occurredAt: string, at: Date): Date {
  const when = new Date(occurredAt);
  if (when.getTime() > at.getTime() + CLOCK_SKEW_MS) throw badField('occurredAt', 'coupon.offlineInFuture');
  if (when.getTime() < at.getTime() - OFFLINE_WRITE_OFF_MAX_AGE_DAYS * DAY_MS) {
    throw badField('occurredAt', 'coupon.offlineTooOld', { days: OFFLINE_WRITE_OFF_MAX_AGE_DAYS });
  }
  return when;
}

/**
 * Writes a coupon off, exactly once (staff of its merchant at the counter). The coupon's status
 * moves by one conditional UPDATE in this transaction, so of two devices sending at once one
 * applies and the other is refused (409 coupon.alreadyUsed) or, sent from an offline queue,
 * recorded as a duplicate. A platform-funded coupon pays its face value from the platform's
 * marketing account to the merchant's wallet in the same transaction (transfer `writeOff:<id>`).
 */
export async function useConsumeByCode(deps: AppDeps, principal: Principal | null, request: z.output<typeof WriteOffRequest>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, request.merchantId, COUNTER_ROLES);
  const recordedAt = nowDate();
  const offline = request.occurredAt !== undefined;
  const usedAt = offline ? offlineTime(request.occurredAt!, recordedAt) : recordedAt;
  const locator: Locator = request.code !== undefined ? { code: request.code } : { qr: request.qr! };
  // The answer is read after the transaction: the coupon's, batch's and wallet's row locks are
  // held from their update to the commit, and every statement inside lengthens the queue behind them.
  const { outcome, writeOffId } = await deps.db.transaction(async (tx) => {
    const { coupon, batch } = await locate(deps, tx, request.merchantId, locator, usedAt);
    // The accounts are found before the first row lock is taken, to keep the locks short.
    const payer = batch.fundedBy === 'platform' && coupon.status === 'unused' ? await paymentAccounts(tx, request.merchantId) : undefined;
    const used = coupon.status === 'unused' ? await markUsed(tx, coupon.id, usedAt) : undefined;
    if (!used) {
      // Another write-off got there first (before this request, or while it waited for the row).
      const first = await findWriteOffOfCoupon(tx, coupon.id);
      if (!offline || !first) throw await alreadyUsed(tx, coupon);
      await insertDuplicate(tx, { couponId: coupon.id, merchantId: request.merchantId, staffUserId: userId, deviceId: request.deviceId ?? null, occurredAt: usedAt, recordedAt, firstWriteOffId: first.id });
      return { outcome: 'duplicate' as const, writeOffId: first.id };
    }
    const settledFen = batch.fundedBy === 'platform' ? batch.faceValueFen! : 0;
    const writeOff = await insertWriteOff(tx, { couponId: coupon.id, merchantId: request.merchantId, staffUserId: userId, deviceId: request.deviceId ?? null, offline, usedAt, recordedAt, settledFen });
    if (payer) await postTransfer(tx, { ...payer, id: `writeOff:${writeOff.id}`, amount: settledFen, ref: `coupon:${coupon.id}` });
    // Last: the batch row is shared by every write-off of the batch.
    await countUse(tx, batch.id);
    return { outcome: 'applied' as const, writeOffId: writeOff.id };
  });
  return { outcome, record: await writeOffRecord(deps.db, writeOffId, userId) };
}

/**
 * Where a platform-funded coupon's face value goes: from the platform's marketing account (a
 * random shard) into the merchant's wallet (its administrator's 'merchant' account).
 */
async function paymentAccounts(tx: Executor, merchantId: number) {
  const merchant = (await findMerchant(tx, merchantId))!;
  const wallet = await ensureAccount(tx, 'merchant', merchant.ownerUserId, 'wallet');
  return { debit: 'marketing' as const, credit: wallet.id, code: 'couponWriteOff' as const };
}

function toRecord(view: WriteOffView, batch: ReturnType<typeof toBatch>): WriteOffRecord {
  const { writeOff, coupon } = view;
  return {
    id: writeOff.id,
    couponId: coupon.id,
    code: coupon.code,
    batch,
    holderName: maskName(view.holderNickname),
    staffUserId: writeOff.staffUserId,
    staffName: view.staffName,
    deviceId: writeOff.deviceId,
    usedAt: writeOff.usedAt.toISOString(),
    recordedAt: writeOff.recordedAt.toISOString(),
    offline: writeOff.offline,
    settledFen: writeOff.settledFen,
  };
}

/** Write-off records with their batches (contract WriteOffRecord). */
async function toRecords(db: Executor, views: WriteOffView[], viewerId: number): Promise<WriteOffRecord[]> {
  const ids = [...new Set(views.map((view) => view.coupon.batchId))];
  if (ids.length === 0) return [];
  const at = nowDate();
  const batches = new Map((await batchViews(db, inArray(couponBatches.id, ids), viewerId, 'newest', ids.length, 0)).map((view) => [view.batch.id, toBatch(view, at)]));
  return views.map((view) => toRecord(view, batches.get(view.coupon.batchId)!));
}

async function writeOffRecord(db: Executor, writeOffId: number, viewerId: number): Promise<WriteOffRecord> {
  const views = await writeOffViews(db, eq(writeOffs.id, writeOffId), 1, 0);
  return (await toRecords(db, views, viewerId))[0];
}

/** Start of the China-time day `daysAgo` days before today. */
function chinaDayStart(at: Date, daysAgo: number): Date {
  const day = new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00+08:00`) - daysAgo * DAY_MS);
}

/** consumeUseTimeType as a window: today, yesterday, the last 7 or 30 days (China time). */
function timeWindow(type: z.output<typeof UseRecordsQuery>['consumeUseTimeType'], at: Date): [Date | null, Date | null] {
  switch (type) {
    case 'today':
      return [chinaDayStart(at, 0), null];
    case 'yesterday':
      return [chinaDayStart(at, 1), chinaDayStart(at, 0)];
    case 'week':
      return [chinaDayStart(at, 6), null];
    case 'month':
      return [chinaDayStart(at, 29), null];
    default:
      return [null, null];
  }
}

/** A merchant's write-offs, newest first (its staff). */
export async function useRecords(deps: AppDeps, principal: Principal | null, query: z.output<typeof UseRecordsQuery>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, query.merchantId, ANY_STAFF);
  const [since, until] = timeWindow(query.consumeUseTimeType, nowDate());
  const offline = query.consumeUseStatus === 'all' ? null : query.consumeUseStatus === 'offline';
  const where = writeOffWindow(query.merchantId, since, until, offline, query.batchId ?? null);
  const [views, total] = await Promise.all([writeOffViews(deps.db, where, query.size, pageOffset(query.current, query.size)), countWriteOffs(deps.db, where)]);
  return toPage(await toRecords(deps.db, views, userId), total, query.current, query.size);
}

/** One write-off (staff of its merchant; others get 404 as for one that does not exist). */
export async function writeOffDetail(deps: AppDeps, principal: Principal | null, writeOffId: number): Promise<WriteOffRecord> {
  const { userId } = requireSignedIn(principal);
  const [view] = await writeOffViews(deps.db, eq(writeOffs.id, writeOffId), 1, 0);
  if (!view) throw notFound('coupon.writeOffNotFound');
  await requireStaff(deps.db, userId, view.writeOff.merchantId, ANY_STAFF).catch(() => {
    throw notFound('coupon.writeOffNotFound');
  });
  return (await toRecords(deps.db, [view], userId))[0];
}

/** Offline write-offs that came second, newest first (the merchant's staff). */
export async function duplicateWriteOffs(deps: AppDeps, principal: Principal | null, query: z.output<typeof DuplicatesQuery>) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, query.merchantId, ANY_STAFF);
  const [rows, total] = await Promise.all([duplicateViews(deps.db, query.merchantId, query.size, pageOffset(query.current, query.size)), countDuplicates(deps.db, query.merchantId)]);
  const records = rows.map((row) => ({
    id: row.duplicate.id,
    couponId: row.duplicate.couponId,
    code: row.code,
    batchName: row.batchName,
    staffUserId: row.duplicate.staffUserId,
    staffName: row.staffName,
    deviceId: row.duplicate.deviceId,
    occurredAt: row.duplicate.occurredAt.toISOString(),
    recordedAt: row.duplicate.recordedAt.toISOString(),
    firstWriteOffId: row.first.id,
    firstUsedAt: row.first.usedAt.toISOString(),
    firstDeviceId: row.first.deviceId,
  }));
  return toPage(records, total, query.current, query.size);
}

/**
 * What a staff device keeps to write off offline: the public key and its merchant's batches whose
 * coupons may still be used (approved or stopped; a stopped batch's claimed coupons stay valid).
 */
export async function offlineKit(deps: AppDeps, principal: Principal | null, merchantId: number) {
  const { userId } = requireSignedIn(principal);
  await requireStaff(deps.db, userId, merchantId, COUNTER_ROLES);
  const views = await batchViews(deps.db, and(eq(couponBatches.merchantId, merchantId), inArray(couponBatches.status, ['approved', 'stopped'])), userId, 'newest', 500, 0);
  const at = nowDate();
  return {
    algorithm: 'Ed25519' as const,
    publicKey: couponKeys(deps.config.coupon.signingSecret).publicKeySpki,
    merchantId,
    batches: views.map((view) => toBatch(view, at)),
    issuedAt: at.toISOString(),
  };
}
