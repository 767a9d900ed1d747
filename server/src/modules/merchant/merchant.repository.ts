import { and, count, desc, eq, exists, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { MerchantGoodsStatus, MerchantStaffRole, MerchantStatus } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { stations } from '../goods/goods.table';
import { merchantGoods, merchantStaff, merchants } from './merchant.table';

export type MerchantRow = typeof merchants.$inferSelect;
export type StaffRow = typeof merchantStaff.$inferSelect;
export type GoodsRow = typeof merchantGoods.$inferSelect;

/** A merchant with the name of its station (null when it stands at none). */
export type MerchantView = { merchant: MerchantRow; stationName: string | null };

const merchantView = { merchant: merchants, stationName: stations.name };

/**
 * Serialises every staff and application change of one merchant or one person (adding, changing,
 * removing staff; applying) until the transaction ends, so "the last administrator stays" and
 * "one application waiting" hold however requests interleave.
 */
export async function lockMerchantKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertMerchant(db: Executor, row: typeof merchants.$inferInsert): Promise<MerchantRow> {
  const [inserted] = await db.insert(merchants).values(row).returning();
  return inserted;
}

export async function updateMerchant(db: Executor, id: number, change: Partial<typeof merchants.$inferInsert>): Promise<MerchantRow> {
  const [updated] = await db.update(merchants).set(change).where(eq(merchants.id, id)).returning();
  return updated;
}

export async function findMerchant(db: Executor, id: number, forUpdate = false): Promise<MerchantRow | undefined> {
  const query = db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findMerchantByCertification(db: Executor, certificationId: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.certificationId, certificationId)).limit(1).for('update');
  return row;
}

export async function findMerchantIdsByCertifications(db: Executor, certificationIds: number[]): Promise<number[]> {
  if (certificationIds.length === 0) return [];
  const rows = await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.certificationId, certificationIds));
  return rows.map((row) => row.id);
}

/** Merchants with their station's name, in the order of `ids`. */
export async function findMerchantViews(db: Executor, ids: number[]): Promise<MerchantView[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(merchantView).from(merchants).leftJoin(stations, eq(stations.id, merchants.stationId)).where(inArray(merchants.id, ids));
  const byId = new Map(rows.map((row) => [row.merchant.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The applicant's merchants waiting for review. */
export async function countPendingApplications(db: Executor, ownerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchants)
    .where(and(eq(merchants.ownerUserId, ownerUserId), eq(merchants.status, 'pending')));
  return row.n;
}

/** The merchants a liaison officer brought in, newest first. */
export async function findInvitedMerchants(db: Executor, inviterId: number, window: { offset: number; limit: number }) {
  const where = eq(merchants.invitedByUserId, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select(merchantView)
      .from(merchants)
      .leftJoin(stations, eq(stations.id, merchants.stationId))
      .where(where)
      .orderBy(desc(merchants.createdAt), desc(merchants.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(merchants).where(where),
  ]);
  return { rows, total: total.n };
}

export async function stationExists(db: Executor, stationId: number): Promise<boolean> {
  const [row] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)).limit(1);
  return row !== undefined;
}

// ---- staff ----

export async function findStaffOfUser(db: Executor, userId: number): Promise<StaffRow[]> {
  return db.select().from(merchantStaff).where(eq(merchantStaff.userId, userId)).orderBy(merchantStaff.id);
}

export async function findStaffMember(db: Executor, merchantId: number, userId: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantStaff)
    .where(and(eq(merchantStaff.merchantId, merchantId), eq(merchantStaff.userId, userId)))
    .limit(1);
  return row;
}

export async function findStaffById(db: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(merchantStaff).where(eq(merchantStaff.id, id)).limit(1);
  return row;
}

export async function findStaffOfMerchant(db: Executor, merchantId: number): Promise<StaffRow[]> {
  return db.select().from(merchantStaff).where(eq(merchantStaff.merchantId, merchantId)).orderBy(merchantStaff.id);
}

/** Staff of the merchant in `role`, other than the staff row `exceptId`. */
export async function countOtherStaffInRole(db: Executor, merchantId: number, role: MerchantStaffRole, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchantStaff)
    .where(and(eq(merchantStaff.merchantId, merchantId), eq(merchantStaff.role, role), ne(merchantStaff.id, exceptId)));
  return row.n;
}

/** Whether the user still holds `role` at any merchant (their identity follows it). */
export async function holdsStaffRole(db: Executor, userId: number, role: MerchantStaffRole): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantStaff.id })
    .from(merchantStaff)
    .where(and(eq(merchantStaff.userId, userId), eq(merchantStaff.role, role)))
    .limit(1);
  return row !== undefined;
}

export async function insertStaff(db: Executor, row: typeof merchantStaff.$inferInsert): Promise<StaffRow> {
  const [inserted] = await db.insert(merchantStaff).values(row).returning();
  return inserted;
}

export async function updateStaff(db: Executor, id: number, change: { name?: string; role?: MerchantStaffRole }): Promise<StaffRow> {
  const [updated] = await db.update(merchantStaff).set(change).where(eq(merchantStaff.id, id)).returning();
  return updated;
}

export async function deleteStaff(db: Executor, id: number): Promise<void> {
  await db.delete(merchantStaff).where(eq(merchantStaff.id, id));
}

/** The merchants where the user has `role`, with their station names, oldest first. */
export async function findMerchantsServedAs(db: Executor, userId: number, role: MerchantStaffRole) {
  return db
    .select({ ...merchantView, role: merchantStaff.role })
    .from(merchantStaff)
    .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
    .leftJoin(stations, eq(stations.id, merchants.stationId))
    .where(and(eq(merchantStaff.userId, userId), eq(merchantStaff.role, role)))
    .orderBy(merchants.id);
}

// ---- goods ----

export async function insertGoods(db: Executor, row: typeof merchantGoods.$inferInsert): Promise<GoodsRow> {
  const [inserted] = await db.insert(merchantGoods).values(row).returning();
  return inserted;
}

export async function updateGoods(db: Executor, id: number, change: Partial<typeof merchantGoods.$inferInsert>): Promise<GoodsRow> {
  const [updated] = await db.update(merchantGoods).set(change).where(eq(merchantGoods.id, id)).returning();
  return updated;
}

/** Goods not deleted, with their merchant's name. */
export async function findGoods(db: Executor, id: number, forUpdate = false) {
  const query = db
    .select({ goods: merchantGoods, merchantName: merchants.name, merchantStatus: merchants.status })
    .from(merchantGoods)
    .innerJoin(merchants, eq(merchants.id, merchantGoods.merchantId))
    .where(and(eq(merchantGoods.id, id), isNull(merchantGoods.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: merchantGoods }) : await query;
  return row;
}
export type GoodsView = NonNullable<Awaited<ReturnType<typeof findGoods>>>;

export async function findGoodsByCertifications(db: Executor, certificationIds: number[]) {
  if (certificationIds.length === 0) return [];
  return db
    .select({ goods: merchantGoods, merchantName: merchants.name, merchantStatus: merchants.status })
    .from(merchantGoods)
    .innerJoin(merchants, eq(merchants.id, merchantGoods.merchantId))
    .where(inArray(merchantGoods.certificationId, certificationIds));
}

/** A merchant's goods (not deleted), optionally of one status, newest first. */
export async function findGoodsPage(
  db: Executor,
  merchantId: number,
  status: MerchantGoodsStatus | undefined,
  window: { offset: number; limit: number },
) {
  const where = and(
    eq(merchantGoods.merchantId, merchantId),
    isNull(merchantGoods.deletedAt),
    status ? eq(merchantGoods.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ goods: merchantGoods, merchantName: merchants.name, merchantStatus: merchants.status })
      .from(merchantGoods)
      .innerJoin(merchants, eq(merchants.id, merchantGoods.merchantId))
      .where(where)
      .orderBy(desc(merchantGoods.createdAt), desc(merchantGoods.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(merchantGoods).where(where),
  ]);
  return { rows, total: total.n };
}

// ---- files shown to others ----

const staffOf = (db: Executor, userId: number) =>
  exists(db.select({ one: sql`1` }).from(merchantStaff).where(and(eq(merchantStaff.merchantId, merchants.id), eq(merchantStaff.userId, userId))));

/**
 * Whether `fileId` is the photo of goods `userId` may see: on shelf at an approved merchant (anyone),
 * or any goods of a merchant they are staff of.
 */
export async function isVisibleGoodsPhoto(db: Executor, fileId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantGoods.id })
    .from(merchantGoods)
    .innerJoin(merchants, eq(merchants.id, merchantGoods.merchantId))
    .where(
      and(
        eq(merchantGoods.imageFileId, fileId),
        isNull(merchantGoods.deletedAt),
        or(and(eq(merchantGoods.status, 'onShelf'), eq(merchants.status, 'approved')), staffOf(db, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `fileId` is the licence of a merchant `userId` is staff of. */
export async function isStaffLicence(db: Executor, fileId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.licenceFileId, fileId), staffOf(db, userId)))
    .limit(1);
  return row !== undefined;
}

export type { MerchantStatus };
