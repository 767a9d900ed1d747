import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { BRIGADE_RECEIPT_DAYS } from '@/lib/contract/brigade';
import type { Executor } from '../../db/types';
import type { OrderRow } from './brigade.orders.repository';
import { brigadeOrders } from './brigade.table';

/*
 * SQL of goods orders' delivery (docs/brigade.md "Delivery"). Every move of `delivery` is one
 * conditional UPDATE on the state it leaves, so two operators shipping at once, or the job and the
 * buyer completing at once, move an order once.
 */

export const RECEIPT_MS = BRIGADE_RECEIPT_DAYS * 86_400_000;

/** The payment states a parcel may be waiting in (paid, partly refunded). */
const PAID = ['paid', 'partlyRefunded'] as const;

/** A page of paid goods orders waiting to be shipped, oldest payment first, with the total. */
export async function toShipPage(db: Executor, offset: number, size: number) {
  const where = and(eq(brigadeOrders.delivery, 'toShip'), inArray(brigadeOrders.status, [...PAID]));
  const rows = await db.select().from(brigadeOrders).where(where).orderBy(asc(brigadeOrders.paidAt), asc(brigadeOrders.id)).limit(size).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(brigadeOrders).where(where);
  return { rows, total: n };
}

/** Ships a paid goods order still waiting; answers the row when this call shipped it. */
export async function markShipped(tx: Executor, orderId: number, change: { carrier: string; trackingNo: string; shippedAt: Date; shippedBy: number }): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(brigadeOrders)
    .set({ ...change, delivery: 'shipped' })
    .where(and(eq(brigadeOrders.id, orderId), eq(brigadeOrders.delivery, 'toShip'), inArray(brigadeOrders.status, [...PAID])))
    .returning();
  return row;
}

/** The buyer confirms a shipped order: completed now; answers the row when this call completed it. */
export async function markReceived(tx: Executor, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(brigadeOrders)
    .set({ delivery: 'completed', completedAt: at })
    .where(and(eq(brigadeOrders.id, orderId), eq(brigadeOrders.delivery, 'shipped')))
    .returning();
  return row;
}

/**
 * Completes shipped orders BRIGADE_RECEIPT_DAYS after shipping (of one buyer before their reads, or
 * of anyone for the sweeper, at most `limit`), as of the day they were due, not the day it ran.
 */
export async function completeDueDeliveries(db: Executor, at: Date, options: { buyerId?: number; orderId?: number; limit?: number } = {}): Promise<number> {
  const due = new Date(at.getTime() - RECEIPT_MS);
  const which = and(
    eq(brigadeOrders.delivery, 'shipped'),
    lte(brigadeOrders.shippedAt, due),
    options.buyerId === undefined ? undefined : eq(brigadeOrders.buyerId, options.buyerId),
    options.orderId === undefined ? undefined : eq(brigadeOrders.id, options.orderId),
  );
  const batch = db.select({ id: brigadeOrders.id }).from(brigadeOrders).where(which).orderBy(asc(brigadeOrders.shippedAt)).limit(options.limit ?? 500);
  const rows = await db
    .update(brigadeOrders)
    .set({ delivery: 'completed', completedAt: sql`${brigadeOrders.shippedAt} + ${sql.raw(`interval '${BRIGADE_RECEIPT_DAYS} days'`)}` })
    .where(and(inArray(brigadeOrders.id, batch), eq(brigadeOrders.delivery, 'shipped')))
    .returning({ id: brigadeOrders.id });
  return rows.length;
}
