import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BRIGADE_MAX_STOCK, type BrigadeProductKind, type BrigadeProductStatus } from '@/lib/contract/brigade';
import type { Executor } from '../../db/types';
import { brigadeCategories, brigadeDepartures, brigadeOrders, brigadeProductPictures, brigadeProducts } from './brigade.table';

/*
 * SQL of the shop's catalogue (docs/brigade.md "Catalogue"): categories, products, their pictures
 * and departures. Stock and seats change only by conditional UPDATEs that say whether they applied,
 * so an operator's change never races an order into a negative count.
 */

export type CategoryRow = typeof brigadeCategories.$inferSelect;
export type ProductRow = typeof brigadeProducts.$inferSelect;
export type DepartureRow = typeof brigadeDepartures.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Categories

export interface CategoryWithCounts extends CategoryRow {
  onSaleCount: number;
  allCount: number;
}

/** Every category by sort then id, with its counts of products on sale and in all. */
export async function categoriesWithCounts(db: Executor): Promise<CategoryWithCounts[]> {
  const rows = await db
    .select({
      category: brigadeCategories,
      onSaleCount: sql<number>`count(${brigadeProducts.id}) filter (where ${brigadeProducts.status} = 'onSale')`.mapWith(Number),
      allCount: count(brigadeProducts.id),
    })
    .from(brigadeCategories)
    .leftJoin(brigadeProducts, eq(brigadeProducts.categoryId, brigadeCategories.id))
    .groupBy(brigadeCategories.id)
    .orderBy(asc(brigadeCategories.sort), asc(brigadeCategories.id));
  return rows.map((row) => ({ ...row.category, onSaleCount: row.onSaleCount, allCount: row.allCount }));
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(brigadeCategories).where(eq(brigadeCategories.id, id));
  return row;
}

export async function findCategoryByName(db: Executor, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(brigadeCategories).where(eq(brigadeCategories.name, name));
  return row;
}

export async function insertCategory(db: Executor, values: typeof brigadeCategories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(brigadeCategories).values(values).returning();
  return row;
}

export async function updateCategory(db: Executor, id: number, values: Partial<typeof brigadeCategories.$inferInsert>): Promise<CategoryRow | undefined> {
  const [row] = await db.update(brigadeCategories).set(values).where(eq(brigadeCategories.id, id)).returning();
  return row;
}

export async function countProductsIn(db: Executor, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brigadeProducts).where(eq(brigadeProducts.categoryId, categoryId));
  return row.n;
}

export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.delete(brigadeCategories).where(eq(brigadeCategories.id, id));
}

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductFilter {
  categoryId?: number;
  kind?: BrigadeProductKind;
  status?: BrigadeProductStatus;
  keyword?: string;
}

function productConditions(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categoryId !== undefined) conditions.push(eq(brigadeProducts.categoryId, filter.categoryId));
  if (filter.kind) conditions.push(eq(brigadeProducts.kind, filter.kind));
  if (filter.status) conditions.push(eq(brigadeProducts.status, filter.status));
  if (filter.keyword) {
    // The keyword is data, not a pattern: its % and _ match themselves.
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(brigadeProducts.title, pattern), ilike(brigadeProducts.subtitle, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of products matching `filter`, newest first (id breaks ties so pages never overlap). */
export async function productPage(db: Executor, filter: ProductFilter, offset: number, size: number): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productConditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(brigadeProducts).where(where).orderBy(desc(brigadeProducts.createdAt), desc(brigadeProducts.id)).limit(size).offset(offset),
    db.select({ total: count() }).from(brigadeProducts).where(where),
  ]);
  return { rows, total };
}

export async function findProduct(db: Executor, id: number, forUpdate = false): Promise<ProductRow | undefined> {
  const query = db.select().from(brigadeProducts).where(eq(brigadeProducts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The newest annual pass on sale, if any. */
export async function findPassOnSale(db: Executor): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(brigadeProducts)
    .where(and(eq(brigadeProducts.kind, 'annualPass'), eq(brigadeProducts.status, 'onSale')))
    .orderBy(desc(brigadeProducts.createdAt), desc(brigadeProducts.id))
    .limit(1);
  return row;
}

export async function insertProduct(db: Executor, values: typeof brigadeProducts.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(brigadeProducts).values(values).returning();
  return row;
}

export async function updateProduct(db: Executor, id: number, values: Partial<typeof brigadeProducts.$inferInsert>): Promise<ProductRow | undefined> {
  const [row] = await db.update(brigadeProducts).set(values).where(eq(brigadeProducts.id, id)).returning();
  return row;
}

/** Adds `change` pieces (negative: takes them) unless that would leave fewer than none or more than the most; the row after, or undefined. */
export async function changeStock(db: Executor, id: number, change: number, at: Date): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(brigadeProducts)
    .set({ stock: sql`${brigadeProducts.stock} + ${change}`, updatedAt: at })
    .where(and(eq(brigadeProducts.id, id), sql`${brigadeProducts.stock} + ${change} between 0 and ${BRIGADE_MAX_STOCK}`))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** Each product's picture file ids, cover first. */
export async function picturesOf(db: Executor, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(brigadeProductPictures)
    .where(inArray(brigadeProductPictures.productId, productIds))
    .orderBy(asc(brigadeProductPictures.productId), asc(brigadeProductPictures.sort));
  for (const row of rows) byProduct.get(row.productId)!.push(row.fileId);
  return byProduct;
}

/** Replaces a product's pictures with `fileIds`, in this order. */
export async function setPictures(db: Executor, productId: number, fileIds: string[]): Promise<void> {
  await db.delete(brigadeProductPictures).where(eq(brigadeProductPictures.productId, productId));
  if (fileIds.length > 0) await db.insert(brigadeProductPictures).values(fileIds.map((fileId, sort) => ({ productId, fileId, sort })));
}

// ---------------------------------------------------------------------------------------------
// Departures

export interface UpcomingSeats {
  lowestPrice: number;
  seatsLeft: number;
}

/** Per self-drive product: the lowest per-traveller price and the seats left of departures on or after `today`. */
export async function upcomingSeats(db: Executor, productIds: number[], today: string): Promise<Map<number, UpcomingSeats>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: brigadeDepartures.productId,
      lowestPrice: sql<number>`min(${brigadeDepartures.price})`.mapWith(Number),
      seatsLeft: sql<number>`sum(${brigadeDepartures.seatsLeft})`.mapWith(Number),
    })
    .from(brigadeDepartures)
    .where(and(inArray(brigadeDepartures.productId, productIds), gte(brigadeDepartures.date, today)))
    .groupBy(brigadeDepartures.productId);
  return new Map(rows.map((row) => [row.productId, { lowestPrice: row.lowestPrice, seatsLeft: row.seatsLeft }]));
}

/** A product's departures by date (only those on or after `fromDay` when given). */
export function departuresOf(db: Executor, productId: number, fromDay?: string): Promise<DepartureRow[]> {
  const where = fromDay ? and(eq(brigadeDepartures.productId, productId), gte(brigadeDepartures.date, fromDay)) : eq(brigadeDepartures.productId, productId);
  return db.select().from(brigadeDepartures).where(where).orderBy(asc(brigadeDepartures.date));
}

export async function findDeparture(db: Executor, id: number): Promise<DepartureRow | undefined> {
  const [row] = await db.select().from(brigadeDepartures).where(eq(brigadeDepartures.id, id));
  return row;
}

export async function findDepartureOn(db: Executor, productId: number, date: string): Promise<DepartureRow | undefined> {
  const [row] = await db.select().from(brigadeDepartures).where(and(eq(brigadeDepartures.productId, productId), eq(brigadeDepartures.date, date)));
  return row;
}

export async function insertDeparture(db: Executor, values: typeof brigadeDepartures.$inferInsert): Promise<DepartureRow> {
  const [row] = await db.insert(brigadeDepartures).values(values).returning();
  return row;
}

/**
 * Sets a departure's date, price and total seats; the seats left move by the change of the total
 * in the same statement, which applies only if they stay at or above zero (seats taken by orders
 * meanwhile are kept). Undefined when it did not apply.
 */
export async function updateDeparture(db: Executor, id: number, values: { date: string; price: number; seatsTotal: number }): Promise<DepartureRow | undefined> {
  const left = sql`${brigadeDepartures.seatsLeft} + (${values.seatsTotal}::integer - ${brigadeDepartures.seatsTotal})`;
  const [row] = await db
    .update(brigadeDepartures)
    .set({ date: values.date, price: values.price, seatsTotal: values.seatsTotal, seatsLeft: left })
    .where(and(eq(brigadeDepartures.id, id), sql`${left} >= 0`))
    .returning();
  return row;
}

/** Whether any order (of any status) names the departure: such a departure is kept. */
export async function departureBooked(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: brigadeOrders.id }).from(brigadeOrders).where(eq(brigadeOrders.departureId, id)).limit(1);
  return row !== undefined;
}

export async function deleteDeparture(db: Executor, id: number): Promise<void> {
  await db.delete(brigadeDepartures).where(eq(brigadeDepartures.id, id));
}
