import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { merchantStaff, merchants } from '../merchant/merchant.table';
import { users } from '../user/user.table';
import { couponBatches, couponHoldings, coupons, writeOffDuplicates, writeOffs } from './coupon.table';

export type BatchRow = typeof couponBatches.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type WriteOffRow = typeof writeOffs.$inferSelect;
export type DuplicateRow = typeof writeOffDuplicates.$inferSelect;

export async function insertBatch(db: Executor, row: typeof couponBatches.$inferInsert): Promise<BatchRow> {
  const [inserted] = await db.insert(couponBatches).values(row).returning();
  return inserted;
}

export async function findBatch(db: Executor, batchId: number): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(couponBatches).where(eq(couponBatches.id, batchId)).limit(1);
  return row;
}

/** Batches with their merchant's name and how many of each the viewer holds, in the order asked. */
export async function batchViews(db: Executor, where: SQL | undefined, viewerId: number, order: 'newest' | 'oldest', limit: number, offset: number) {
  return db
    .select({
      batch: couponBatches,
      merchantName: merchants.name,
      held: sql<number>`coalesce((select ${couponHoldings.held} from ${couponHoldings}
        where ${couponHoldings.batchId} = ${couponBatches.id} and ${couponHoldings.userId} = ${viewerId}), 0)`,
    })
    .from(couponBatches)
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(where)
    .orderBy(order === 'newest' ? desc(couponBatches.createdAt) : asc(couponBatches.createdAt), order === 'newest' ? desc(couponBatches.id) : asc(couponBatches.id))
    .limit(limit)
    .offset(offset);
}
export type BatchView = Awaited<ReturnType<typeof batchViews>>[number];

export async function countBatches(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(couponBatches).innerJoin(merchants, eq(merchants.id, couponBatches.merchantId)).where(where);
  return row.n;
}

/** Moves a batch from one of `from` to `to` (with `set`); undefined when it was in no such state. */
export async function moveBatch(db: Executor, batchId: number, from: readonly BatchRow['status'][], set: Partial<typeof couponBatches.$inferInsert>) {
  const [row] = await db
    .update(couponBatches)
    .set(set)
    .where(and(eq(couponBatches.id, batchId), inArray(couponBatches.status, [...from])))
    .returning();
  return row;
}

/**
 * Takes one coupon of a batch's stock: ONE conditional UPDATE, so concurrent claims queue on the
 * batch row and the one that would pass the stock finds the condition false and updates nothing.
 */
export async function takeStock(db: Executor, batchId: number, at: Date): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(couponBatches)
    .set({ claimedCount: sql`${couponBatches.claimedCount} + 1` })
    .where(
      and(
        eq(couponBatches.id, batchId),
        eq(couponBatches.status, 'approved'),
        lt(couponBatches.claimedCount, couponBatches.totalStock),
        sql`(${couponBatches.validityType} = 'afterClaim' or ${couponBatches.validUntil} > ${at})`,
      ),
    )
    .returning();
  return row;
}

/** Counts one more coupon of the batch for the user unless they hold `limit` already (then undefined). */
export async function holdOneMore(db: Executor, batchId: number, userId: number, limit: number): Promise<number | undefined> {
  const [row] = await db
    .insert(couponHoldings)
    .values({ batchId, userId, held: 1 })
    .onConflictDoUpdate({
      target: [couponHoldings.batchId, couponHoldings.userId],
      set: { held: sql`${couponHoldings.held} + 1` },
      setWhere: sql`${couponHoldings.held} < ${limit}`,
    })
    .returning({ held: couponHoldings.held });
  return row?.held;
}

/** Inserts a coupon unless its code is taken (then undefined: the caller draws another code). */
export async function insertCoupon(db: Executor, row: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  const [inserted] = await db.insert(coupons).values(row).onConflictDoNothing({ target: coupons.code }).returning();
  return inserted;
}

export async function findCoupon(db: Executor, couponId: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  return row;
}

/** A coupon with its batch (one round trip: the counter's lookup runs on every write-off). */
export async function findCouponWithBatch(db: Executor, where: { code: string } | { id: number }): Promise<{ coupon: CouponRow; batch: BatchRow } | undefined> {
  const [row] = await db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where('code' in where ? eq(coupons.code, where.code) : eq(coupons.id, where.id))
    .limit(1);
  return row;
}

/** The card bag's three views: unused (still valid), used, expired (unused, window over). */
export function cardBagFilter(userId: number, status: 'unused' | 'used' | 'expired', at: Date): SQL {
  const mine = eq(coupons.userId, userId);
  if (status === 'used') return and(mine, eq(coupons.status, 'used'))!;
  if (status === 'unused') return and(mine, eq(coupons.status, 'unused'), gt(coupons.validUntil, at))!;
  return and(mine, eq(coupons.status, 'unused'), lte(coupons.validUntil, at))!;
}

export async function couponsWhere(db: Executor, where: SQL, limit: number, offset: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(where).orderBy(desc(coupons.claimedAt), desc(coupons.id)).limit(limit).offset(offset);
}

export async function countCoupons(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(coupons).where(where);
  return row.n;
}

/**
 * Marks a coupon used: the conditional UPDATE that makes a write-off happen once. Of two
 * concurrent write-offs the second waits for the first's row lock, then finds status 'used' and
 * updates nothing (undefined).
 */
export async function markUsed(db: Executor, couponId: number, at: Date): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ status: 'used', usedAt: at })
    .where(and(eq(coupons.id, couponId), eq(coupons.status, 'unused')))
    .returning();
  return row;
}

export async function countUse(db: Executor, batchId: number): Promise<void> {
  await db.update(couponBatches).set({ usedCount: sql`${couponBatches.usedCount} + 1` }).where(eq(couponBatches.id, batchId));
}

export async function insertWriteOff(db: Executor, row: typeof writeOffs.$inferInsert): Promise<WriteOffRow> {
  const [inserted] = await db.insert(writeOffs).values(row).returning();
  return inserted;
}

export async function insertDuplicate(db: Executor, row: typeof writeOffDuplicates.$inferInsert): Promise<DuplicateRow> {
  const [inserted] = await db.insert(writeOffDuplicates).values(row).returning();
  return inserted;
}

export async function findWriteOffOfCoupon(db: Executor, couponId: number): Promise<WriteOffRow | undefined> {
  const [row] = await db.select().from(writeOffs).where(eq(writeOffs.couponId, couponId)).limit(1);
  return row;
}

/** Write-offs with their coupon and the names shown beside them. */
function writeOffViewQuery(db: Executor) {
  return db
    .select({
      writeOff: writeOffs,
      coupon: coupons,
      holderNickname: users.nickname,
      staffName: sql<string>`coalesce((select ${merchantStaff.name} from ${merchantStaff}
        where ${merchantStaff.merchantId} = ${writeOffs.merchantId} and ${merchantStaff.userId} = ${writeOffs.staffUserId}),
        (select u.nickname from users u where u.id = ${writeOffs.staffUserId}))`,
    })
    .from(writeOffs)
    .innerJoin(coupons, eq(coupons.id, writeOffs.couponId))
    .innerJoin(users, eq(users.id, coupons.userId));
}
export type WriteOffView = Awaited<ReturnType<ReturnType<typeof writeOffViewQuery>['execute']>>[number];

export async function writeOffViews(db: Executor, where: SQL, limit: number, offset: number): Promise<WriteOffView[]> {
  return writeOffViewQuery(db).where(where).orderBy(desc(writeOffs.usedAt), desc(writeOffs.id)).limit(limit).offset(offset);
}

export async function countWriteOffs(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(writeOffs).innerJoin(coupons, eq(coupons.id, writeOffs.couponId)).where(where);
  return row.n;
}

/** A merchant's write-offs from `since` (inclusive) to `until` (exclusive), either bound optional. */
export function writeOffWindow(merchantId: number, since: Date | null, until: Date | null, offline: boolean | null, batchId: number | null): SQL {
  return and(
    eq(writeOffs.merchantId, merchantId),
    since ? gte(writeOffs.usedAt, since) : undefined,
    until ? lt(writeOffs.usedAt, until) : undefined,
    offline === null ? undefined : eq(writeOffs.offline, offline),
    batchId === null ? undefined : eq(coupons.batchId, batchId),
  )!;
}

export async function duplicateViews(db: Executor, merchantId: number, limit: number, offset: number) {
  return db
    .select({
      duplicate: writeOffDuplicates,
      first: writeOffs,
      code: coupons.code,
      batchName: couponBatches.name,
      staffName: sql<string>`coalesce((select ${merchantStaff.name} from ${merchantStaff}
        where ${merchantStaff.merchantId} = ${writeOffDuplicates.merchantId} and ${merchantStaff.userId} = ${writeOffDuplicates.staffUserId}),
        (select u.nickname from users u where u.id = ${writeOffDuplicates.staffUserId}))`,
    })
    .from(writeOffDuplicates)
    .innerJoin(writeOffs, eq(writeOffs.id, writeOffDuplicates.firstWriteOffId))
    .innerJoin(coupons, eq(coupons.id, writeOffDuplicates.couponId))
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(eq(writeOffDuplicates.merchantId, merchantId))
    .orderBy(desc(writeOffDuplicates.recordedAt), desc(writeOffDuplicates.id))
    .limit(limit)
    .offset(offset);
}

export async function countDuplicates(db: Executor, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(writeOffDuplicates).where(eq(writeOffDuplicates.merchantId, merchantId));
  return row.n;
}
