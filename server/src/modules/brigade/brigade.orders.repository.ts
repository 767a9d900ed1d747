import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { BrigadeOrderStatus, BrigadePayMode } from '@/lib/contract/brigade';
import type { Executor } from '../../db/types';
import type { ProductRow } from './brigade.catalogue.repository';
import {
  brigadeDepartures,
  brigadeOrderItems,
  brigadeOrders,
  brigadePasses,
  brigadePayments,
  brigadeProducts,
  brigadeRefundItems,
  brigadeRefunds,
  brigadeTravellers,
} from './brigade.table';

/*
 * SQL of the shop's orders, payments and refunds (docs/brigade.md "Orders"). Stock and seats move
 * only by conditional UPDATEs here: taking answers whether there was enough, in one statement, so
 * two buyers can never both take the last piece.
 */

export type OrderRow = typeof brigadeOrders.$inferSelect;
export type ItemRow = typeof brigadeOrderItems.$inferSelect;
export type PaymentRow = typeof brigadePayments.$inferSelect;
export type RefundRow = typeof brigadeRefunds.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The catalogue as an order reads it

export function findProducts(db: Executor, ids: number[]): Promise<ProductRow[]> {
  return db.select().from(brigadeProducts).where(inArray(brigadeProducts.id, ids));
}

/** The owner's saved travellers among `ids` (someone else's are simply not found). */
export function travellersOf(db: Executor, ownerId: number, ids: number[]) {
  return db
    .select()
    .from(brigadeTravellers)
    .where(and(eq(brigadeTravellers.ownerId, ownerId), inArray(brigadeTravellers.id, ids)));
}

/** Takes `quantity` pieces of an on-sale product; answers the stock left, or null when there was not enough. */
export async function takeStock(tx: Executor, productId: number, quantity: number): Promise<number | null> {
  const [row] = await tx
    .update(brigadeProducts)
    .set({ stock: sql`${brigadeProducts.stock} - ${quantity}` })
    .where(and(eq(brigadeProducts.id, productId), eq(brigadeProducts.status, 'onSale'), gte(brigadeProducts.stock, quantity)))
    .returning({ stock: brigadeProducts.stock });
  return row ? row.stock : null;
}

/** Takes `seats` seats of a departure; answers whether there were enough. */
export async function takeSeats(tx: Executor, departureId: number, seats: number): Promise<boolean> {
  const rows = await tx
    .update(brigadeDepartures)
    .set({ seatsLeft: sql`${brigadeDepartures.seatsLeft} - ${seats}` })
    .where(and(eq(brigadeDepartures.id, departureId), gte(brigadeDepartures.seatsLeft, seats)))
    .returning({ id: brigadeDepartures.id });
  return rows.length === 1;
}

/** Gives pieces back (a cancelled, expired or refunded order). */
export async function returnStock(tx: Executor, productId: number, quantity: number): Promise<void> {
  await tx
    .update(brigadeProducts)
    .set({ stock: sql`${brigadeProducts.stock} + ${quantity}` })
    .where(and(eq(brigadeProducts.id, productId), sql`${brigadeProducts.stock} is not null`));
}

export async function returnSeats(tx: Executor, departureId: number, seats: number): Promise<void> {
  await tx
    .update(brigadeDepartures)
    .set({ seatsLeft: sql`${brigadeDepartures.seatsLeft} + ${seats}` })
    .where(eq(brigadeDepartures.id, departureId));
}

/** Counts pieces or travellers sold (negative: refunded). */
export async function addSold(tx: Executor, productId: number, change: number): Promise<void> {
  await tx
    .update(brigadeProducts)
    .set({ soldCount: sql`${brigadeProducts.soldCount} + ${change}` })
    .where(eq(brigadeProducts.id, productId));
}

// ---------------------------------------------------------------------------------------------
// Orders

export async function insertOrder(tx: Executor, values: typeof brigadeOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(brigadeOrders).values(values).returning();
  return row;
}

export async function setOrderNo(tx: Executor, id: number, orderNo: string): Promise<OrderRow> {
  const [row] = await tx.update(brigadeOrders).set({ orderNo }).where(eq(brigadeOrders.id, id)).returning();
  return row;
}

export function insertItems(tx: Executor, items: (typeof brigadeOrderItems.$inferInsert)[]): Promise<ItemRow[]> {
  return tx.insert(brigadeOrderItems).values(items).returning();
}

/** One of the buyer's orders not deleted from their list (locked for the caller's transaction with `forUpdate`). */
export async function orderOf(db: Executor, buyerId: number, orderId: number, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(brigadeOrders)
    .where(and(eq(brigadeOrders.id, orderId), eq(brigadeOrders.buyerId, buyerId), isNull(brigadeOrders.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(brigadeOrders).where(eq(brigadeOrders.id, orderId)).for('update');
  return row;
}

/** Moves an unpaid order on, only if it is still unpaid (answers the row when this call moved it). */
export async function leaveUnpaid(
  tx: Executor,
  orderId: number,
  change: { status: 'paid'; paidAt: Date; payMode: BrigadePayMode } | { status: 'cancelled'; cancelledAt: Date } | { status: 'expired'; expiredAt: Date },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(brigadeOrders)
    .set(change)
    .where(and(eq(brigadeOrders.id, orderId), eq(brigadeOrders.status, 'unpaid')))
    .returning();
  return row;
}

export async function updateOrder(tx: Executor, orderId: number, change: Partial<Pick<OrderRow, 'status' | 'refunded' | 'deletedAt'>>): Promise<OrderRow> {
  const [row] = await tx.update(brigadeOrders).set(change).where(eq(brigadeOrders.id, orderId)).returning();
  return row;
}

/** Unpaid orders whose time is up (of one buyer, or everyone's, oldest first). */
export async function dueOrderIds(db: Executor, at: Date, limit: number, buyerId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: brigadeOrders.id })
    .from(brigadeOrders)
    .where(and(eq(brigadeOrders.status, 'unpaid'), lte(brigadeOrders.expiresAt, at), buyerId === undefined ? undefined : eq(brigadeOrders.buyerId, buyerId)))
    .orderBy(asc(brigadeOrders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of the buyer's orders in `statuses`, newest first, with the total. */
export async function ordersPage(db: Executor, buyerId: number, statuses: readonly BrigadeOrderStatus[], offset: number, size: number) {
  const where = and(eq(brigadeOrders.buyerId, buyerId), isNull(brigadeOrders.deletedAt), inArray(brigadeOrders.status, [...statuses]));
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(brigadeOrders).where(where).orderBy(desc(brigadeOrders.createdAt), desc(brigadeOrders.id)).limit(size).offset(offset),
    db.select({ n: count() }).from(brigadeOrders).where(where),
  ]);
  return { rows, total: n };
}

export function itemsOf(db: Executor, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(brigadeOrderItems).where(inArray(brigadeOrderItems.orderId, orderIds)).orderBy(asc(brigadeOrderItems.id));
}

export async function departureDates(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: brigadeDepartures.id, date: brigadeDepartures.date }).from(brigadeDepartures).where(inArray(brigadeDepartures.id, ids));
  return new Map(rows.map((row) => [row.id, row.date]));
}

export async function passIdsOf(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: brigadePasses.id, orderId: brigadePasses.orderId }).from(brigadePasses).where(inArray(brigadePasses.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row.id]));
}

// ---------------------------------------------------------------------------------------------
// Refunds

export async function refundsOf(db: Executor, orderIds: number[]): Promise<{ refund: RefundRow; itemIds: number[] }[]> {
  if (orderIds.length === 0) return [];
  const refunds = await db.select().from(brigadeRefunds).where(inArray(brigadeRefunds.orderId, orderIds)).orderBy(asc(brigadeRefunds.id));
  if (refunds.length === 0) return [];
  const lines = await db
    .select()
    .from(brigadeRefundItems)
    .where(inArray(brigadeRefundItems.refundId, refunds.map((r) => r.id)))
    .orderBy(asc(brigadeRefundItems.itemId));
  return refunds.map((refund) => ({ refund, itemIds: lines.filter((line) => line.refundId === refund.id).map((line) => line.itemId) }));
}

export async function insertRefund(tx: Executor, values: typeof brigadeRefunds.$inferInsert, itemIds: number[]): Promise<RefundRow> {
  const [refund] = await tx.insert(brigadeRefunds).values(values).returning();
  // The primary key on the line: a line refunded twice fails here even if every check above raced.
  await tx.insert(brigadeRefundItems).values(itemIds.map((itemId) => ({ itemId, refundId: refund.id })));
  return refund;
}

// ---------------------------------------------------------------------------------------------
// Passes

export async function insertPass(tx: Executor, values: typeof brigadePasses.$inferInsert): Promise<void> {
  await tx.insert(brigadePasses).values(values).onConflictDoNothing();
}

export async function voidPassOf(tx: Executor, orderId: number, at: Date): Promise<void> {
  await tx.update(brigadePasses).set({ voidedAt: at }).where(and(eq(brigadePasses.orderId, orderId), isNull(brigadePasses.voidedAt)));
}

// ---------------------------------------------------------------------------------------------
// Gateway payments

export async function insertPayment(tx: Executor, values: typeof brigadePayments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(brigadePayments).values(values).returning();
  return row;
}

/** The order's latest gateway payment. */
export async function latestPaymentOf(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(brigadePayments)
    .where(eq(brigadePayments.orderId, orderId))
    .orderBy(desc(brigadePayments.createdAt), desc(brigadePayments.id))
    .limit(1);
  return row;
}

export async function lockPayment(tx: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(brigadePayments).where(eq(brigadePayments.id, id)).for('update');
  return row;
}

export async function updatePayment(db: Executor, id: string, change: Partial<Omit<PaymentRow, 'id'>>, onlyCreated = false): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(brigadePayments)
    .set(change)
    .where(onlyCreated ? and(eq(brigadePayments.id, id), eq(brigadePayments.status, 'created')) : eq(brigadePayments.id, id))
    .returning();
  return row;
}

/** Payments still waiting for the gateway's word that were created (and last asked) before `due`. */
export function waitingPayments(db: Executor, due: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(brigadePayments)
    .where(and(eq(brigadePayments.status, 'created'), lt(brigadePayments.createdAt, due), or(isNull(brigadePayments.queriedAt), lt(brigadePayments.queriedAt, due))))
    .orderBy(asc(brigadePayments.createdAt))
    .limit(limit);
}
