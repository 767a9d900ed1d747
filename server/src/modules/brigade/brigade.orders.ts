import { randomBytes } from 'node:crypto';
import {
  BRIGADE_FINISHED_STATUSES,
  BRIGADE_ORDER_EXPIRY_MINUTES,
  BRIGADE_ORDER_FILTER_STATUSES,
  BRIGADE_PASS_VALID_MONTHS,
  type BrigadeDelivery,
  type BrigadeOrder,
  type BrigadeOrderListQuery,
  type BrigadeOrderSave,
  type BrigadeOrderStatus,
  type BrigadeOrderSummary,
  type BrigadePayMode,
} from '@/lib/contract/brigade';
import type { z } from 'zod';
import { chinaToday } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict, notFound, type PlainErrorCode } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { postTransfer } from '../money/money.ledger';
import { catalogueChanged } from './brigade.catalogue-cache';
import { findDeparture, picturesOf } from './brigade.catalogue.repository';
import { RECEIPT_MS, completeDueDeliveries } from './brigade.delivery.repository';
import { pictureOf } from './brigade.pictures';
import type { brigadeOrderItems } from './brigade.table';
import {
  addSold,
  departureDates,
  dueOrderIds,
  findProducts,
  insertItems,
  insertOrder,
  insertPass,
  itemsOf,
  leaveUnpaid,
  orderOf,
  ordersPage,
  passIdsOf,
  refundsOf,
  returnSeats,
  returnStock,
  setOrderNo,
  takeSeats,
  takeStock,
  travellersOf,
  updateOrder,
  type ItemRow,
  type OrderRow,
} from './brigade.orders.repository';

/**
 * The shop's orders (docs/brigade.md "Orders"): placed from the catalogue's prices (a price in the
 * request is never read: the contract's schema drops it), stock and seats taken in the order's
 * transaction by conditional UPDATEs, unpaid for BRIGADE_ORDER_EXPIRY_MINUTES, then expired with
 * the stock back, by the sweeper (brigade.orders.jobs.ts) or by whoever reads the order first.
 * Someone else's order is answered like a missing one (404).
 */

export const EXPIRY_MS = BRIGADE_ORDER_EXPIRY_MINUTES * 60_000;
const NOT_FOUND = 'brigade.orderNotFound';

/** How a {status} parameter names an order's status (its own code, shown in the person's language). */
export const STATUS_NAME: Record<BrigadeOrderStatus, PlainErrorCode> = {
  unpaid: 'brigade.statusUnpaid',
  paid: 'brigade.statusPaid',
  partlyRefunded: 'brigade.statusPartlyRefunded',
  refunded: 'brigade.statusRefunded',
  cancelled: 'brigade.statusCancelled',
  expired: 'brigade.statusExpired',
};

const isFinished = (status: BrigadeOrderStatus) => (BRIGADE_FINISHED_STATUSES as readonly string[]).includes(status);
export const isPaid = (status: BrigadeOrderStatus) => status === 'paid' || status === 'partlyRefunded';
/** Unpaid and its time is up: expired in substance, whether or not the sweeper got to it yet. */
export const isDue = (order: OrderRow, at: Date) => order.status === 'unpaid' && order.expiresAt.getTime() <= at.getTime();
/** A departure has left once its China date is before today's (the catalogue's `departed`). */
export const hasDeparted = (date: string, at: Date) => date < chinaToday(at);
/** Shipped (or completed): its lines are no longer refundable. */
export const hasShipped = (order: Pick<OrderRow, 'delivery'>) => order.delivery === 'shipped' || order.delivery === 'completed';
/** Shipped BRIGADE_RECEIPT_DAYS ago and not confirmed: completed in substance, whether or not the sweeper got to it yet. */
const isReceiptDue = (order: OrderRow, at: Date) => order.delivery === 'shipped' && order.shippedAt !== null && order.shippedAt.getTime() + RECEIPT_MS <= at.getTime();

const compactDay = (at: Date) => chinaToday(at).replaceAll('-', '');

/** The buyer's order (404 for anyone else's, or one they deleted). */
export async function requireOrder(db: Executor, buyerId: number, orderId: number, forUpdate = false): Promise<OrderRow> {
  const order = await orderOf(db, buyerId, orderId, forUpdate);
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

// ---------------------------------------------------------------------------------------------
// Placing an order

type OrderInput = z.output<typeof BrigadeOrderSave>;
type Line = Omit<typeof brigadeOrderItems.$inferInsert, 'orderId'>;

/** The lines of a goods or pass order, each product's stock taken (in product id order: no deadlock between two orders). */
async function takeGoods(tx: Executor, kind: 'goods' | 'annualPass', wanted: { productId: number; quantity: number }[]): Promise<Line[]> {
  const products = new Map((await findProducts(tx, wanted.map((w) => w.productId))).map((p) => [p.id, p]));
  const lines: Line[] = [];
  for (const { productId, quantity } of [...wanted].sort((a, b) => a.productId - b.productId)) {
    const product = products.get(productId);
    if (!product || product.status !== 'onSale') throw notFound('brigade.productNotFound');
    if (product.kind !== kind) throw conflict('brigade.orderWrongKind');
    const left = await takeStock(tx, productId, quantity);
    if (left === null) {
      const now = (await findProducts(tx, [productId]))[0];
      throw conflict('brigade.soldOut', { title: product.title, left: now?.stock ?? 0 });
    }
    lines.push({ productId, title: product.title, quantity, unitPrice: product.price, amount: product.price * quantity });
  }
  // Shown in the order the buyer listed them.
  return wanted.map(({ productId }) => lines.find((line) => line.productId === productId)!);
}

/** A self-drive order's lines, one per traveller (copied), the departure's seats taken. */
async function takeSeatsFor(tx: Executor, buyerId: number, input: Extract<OrderInput, { kind: 'selfDrive' }>, at: Date): Promise<{ departureId: number; lines: Line[] }> {
  const [product] = await findProducts(tx, [input.productId]);
  if (!product || product.status !== 'onSale') throw notFound('brigade.productNotFound');
  if (product.kind !== 'selfDrive') throw conflict('brigade.orderWrongKind');
  const departure = await findDeparture(tx, input.departureId);
  if (!departure || departure.productId !== product.id) throw notFound('brigade.departureNotFound');
  if (hasDeparted(departure.date, at)) throw conflict('brigade.departureDeparted');
  const travellers = await travellersOf(tx, buyerId, input.travellerIds);
  if (travellers.length !== input.travellerIds.length) throw notFound('brigade.travellerNotFound');
  if (!(await takeSeats(tx, departure.id, travellers.length))) {
    throw conflict('brigade.seatsGone', { left: (await findDeparture(tx, departure.id))?.seatsLeft ?? 0 });
  }
  const byId = new Map(travellers.map((t) => [t.id, t]));
  const lines = input.travellerIds.map((id) => {
    const traveller = byId.get(id)!;
    return {
      productId: product.id,
      title: product.title,
      quantity: 1,
      unitPrice: departure.price,
      amount: departure.price,
      travellerName: traveller.name,
      // Copied as stored (encrypted, and masked for showing): the saved traveller may change or go.
      travellerIdCardCipher: traveller.idCardCipher,
      travellerIdCardMasked: traveller.idCardMasked,
      travellerMobile: traveller.mobile,
    };
  });
  return { departureId: departure.id, lines };
}

/** POST order/save: the order, priced from the catalogue, its stock or seats held until paid or expired. */
export async function saveOrder(deps: AppDeps, principal: Principal | null, input: OrderInput): Promise<BrigadeOrder> {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const at = nowDate();
    let departureId: number | null = null;
    let lines: Line[];
    if (input.kind === 'selfDrive') {
      ({ departureId, lines } = await takeSeatsFor(tx, userId, input, at));
    } else {
      lines = await takeGoods(tx, input.kind, input.kind === 'goods' ? input.lines : [{ productId: input.productId, quantity: 1 }]);
    }
    const address = input.kind === 'goods' ? input.address : null;
    const placed = await insertOrder(tx, {
      // The readable number needs the id: set just after, in the same transaction (this one only
      // has to be unique meanwhile and fit the column).
      orderNo: `new-${randomBytes(12).toString('hex')}`,
      buyerId: userId,
      kind: input.kind,
      status: 'unpaid',
      departureId,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      createdAt: at,
      expiresAt: new Date(at.getTime() + EXPIRY_MS),
      // Goods are shipped once paid, to the address copied here (a later address never moves them).
      ...(address && {
        delivery: 'toShip' as const,
        receiverName: address.receiverName,
        receiverMobile: address.receiverMobile,
        receiverArea: address.areaName,
        receiverDetail: address.detail,
      }),
    });
    const order = await setOrderNo(tx, placed.id, `BG${compactDay(at)}${String(placed.id).padStart(8, '0')}`);
    await insertItems(tx, lines.map((line) => ({ ...line, orderId: order.id })));
    return (await orderViews(tx, [order], at))[0];
  });
}

// ---------------------------------------------------------------------------------------------
// Leaving "unpaid": paid, cancelled, expired

/** Gives an order's pieces or seats back (all its lines, or the ones named), in product id order. */
export async function giveBack(tx: Executor, order: OrderRow, items: ItemRow[]): Promise<void> {
  // Also from reads (an expiry found on a read, a payment polled): the write hook does not see those.
  // Seen once this commits; a catalogue answer built in between is bounded by SHOP_CACHE_MS.
  catalogueChanged();
  if (order.departureId !== null) {
    await returnSeats(tx, order.departureId, items.length);
    return;
  }
  const byProduct = new Map<number, number>();
  for (const item of items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) await returnStock(tx, productId, quantity);
}

/** Counts the lines' pieces or travellers as sold (-1: refunded), in product id order. */
export async function countSold(tx: Executor, items: ItemRow[], sign: 1 | -1): Promise<void> {
  catalogueChanged(); // as giveBack: sold counts show in the catalogue
  const sold = new Map<number, number>();
  for (const item of items) sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...sold].sort(([a], [b]) => a - b)) await addSold(tx, productId, sign * quantity);
}

/** Expires one unpaid order whose time is up, once (several nodes may try): its stock returns. */
async function expire(tx: Executor, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const expired = await leaveUnpaid(tx, orderId, { status: 'expired', expiredAt: at });
  if (expired) await giveBack(tx, expired, await itemsOf(tx, [expired.id]));
  return expired;
}

/** The order as it stands now: expired first, in this transaction, when its time is up (the row locked). */
export async function settleIfDue(tx: Executor, order: OrderRow, at: Date): Promise<OrderRow> {
  if (!isDue(order, at)) return order;
  return (await expire(tx, order.id, at)) ?? order;
}

/**
 * Expires unpaid orders whose time is up, a batch (of one buyer before their reads, or everyone's
 * for the sweeper); each in its own short transaction. Answers how many it expired.
 */
export async function expireDueOrders(deps: Pick<AppDeps, 'db'>, buyerId?: number, batch = 100): Promise<number> {
  const at = nowDate();
  let expired = 0;
  for (const id of await dueOrderIds(deps.db, at, batch, buyerId)) {
    if (await deps.db.transaction((tx) => expire(tx, id, at))) expired += 1;
  }
  return expired;
}

/**
 * Marks a locked unpaid order paid (`payMode`) after its money reached the shop: counts what was
 * sold and, for a pass, issues the pass (valid BRIGADE_PASS_VALID_MONTHS from the China date).
 * The caller moved the money in the same transaction.
 */
export async function markPaid(tx: Executor, order: OrderRow, payMode: BrigadePayMode, at: Date): Promise<OrderRow> {
  const paid = await leaveUnpaid(tx, order.id, { status: 'paid', paidAt: at, payMode });
  if (!paid) throw conflict('brigade.orderNotUnpaid', { status: STATUS_NAME[order.status] });
  const items = await itemsOf(tx, [order.id]);
  await countSold(tx, items, 1);
  if (order.kind === 'annualPass') {
    const validFrom = chinaToday(at);
    await insertPass(tx, {
      passNo: `YK${compactDay(at)}${String(order.id).padStart(8, '0')}`,
      ownerId: order.buyerId,
      orderId: order.id,
      productId: items[0].productId,
      validFrom,
      validUntil: passLastDay(validFrom),
      createdAt: at,
    });
  }
  return paid;
}

/**
 * The last valid day of a pass valid from `day`: the day before the same date
 * BRIGADE_PASS_VALID_MONTHS later (from 29 February, 1 March comes after: valid to 28 February).
 */
export function passLastDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + BRIGADE_PASS_VALID_MONTHS, d - 1)).toISOString().slice(0, 10);
}

/** The wallet → shop movement of an order's total (once per order, whoever pays it). */
export function chargeWallet(tx: Executor, order: OrderRow, walletId: number) {
  return postTransfer(tx, { id: `brigadeOrder:${order.id}:paid`, debit: walletId, credit: 'storeSales', amount: order.total, code: 'storePurchase', ref: `brigadeOrder:${order.id}` });
}

/** POST order/{id}/cancel: the buyer gives up an unpaid order; its stock returns. An order already timed out answers expired. */
export async function cancelOrder(deps: AppDeps, principal: Principal | null, orderId: number): Promise<BrigadeOrder> {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const at = nowDate();
    let order = await settleIfDue(tx, await requireOrder(tx, userId, orderId, true), at);
    if (order.status === 'unpaid') {
      order = (await leaveUnpaid(tx, order.id, { status: 'cancelled', cancelledAt: at }))!;
      await giveBack(tx, order, await itemsOf(tx, [order.id]));
    } else if (order.status !== 'expired') {
      throw conflict('brigade.orderNotUnpaid', { status: STATUS_NAME[order.status] });
    }
    return (await orderViews(tx, [order], at))[0];
  });
}

/** POST order/{id}/delete: a finished order leaves the buyer's list (it stays on the books). */
export async function deleteOrder(deps: AppDeps, principal: Principal | null, orderId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const order = await settleIfDue(tx, await requireOrder(tx, userId, orderId, true), nowDate());
    if (!isFinished(order.status)) throw conflict('brigade.orderNotFinished');
    await updateOrder(tx, order.id, { deletedAt: nowDate() });
    return { orderId: order.id, deleted: true as const };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET order/list: the buyer's orders of a tab, newest first (their timed-out ones expired first). */
export async function listOrders(deps: AppDeps, principal: Principal | null, query: z.output<typeof BrigadeOrderListQuery>) {
  const { userId } = requireSignedIn(principal);
  await expireDueOrders(deps, userId);
  await completeDueDeliveries(deps.db, nowDate(), { buyerId: userId });
  const { rows, total } = await ordersPage(deps.db, userId, BRIGADE_ORDER_FILTER_STATUSES[query.status], pageOffset(query.current, query.size), query.size);
  const views = await orderViews(deps.db, rows, nowDate());
  return toPage(views.map(toSummary), total, query.current, query.size);
}

/** GET order/{id}: the bill, lines and refunds. */
export async function orderBill(deps: AppDeps, principal: Principal | null, orderId: number): Promise<BrigadeOrder> {
  const { userId } = requireSignedIn(principal);
  const order = await currentOrder(deps, userId, orderId);
  return (await orderViews(deps.db, [order], nowDate()))[0];
}

/**
 * The buyer's order as it stands: expired first (in a transaction of its own) when its time is up,
 * completed first when it was shipped BRIGADE_RECEIPT_DAYS ago.
 */
export async function currentOrder(deps: Pick<AppDeps, 'db'>, buyerId: number, orderId: number): Promise<OrderRow> {
  const order = await requireOrder(deps.db, buyerId, orderId);
  if (isReceiptDue(order, nowDate())) {
    await completeDueDeliveries(deps.db, nowDate(), { orderId: order.id });
    return requireOrder(deps.db, buyerId, orderId);
  }
  if (!isDue(order, nowDate())) return order;
  return deps.db.transaction(async (tx) => settleIfDue(tx, await requireOrder(tx, buyerId, orderId, true), nowDate()));
}

/** The order views of rows (lines, covers, refunds, departure date, pass), in the rows' order. */
export async function orderViews(db: Executor, orders: OrderRow[], at: Date): Promise<BrigadeOrder[]> {
  const ids = orders.map((o) => o.id);
  const items = await itemsOf(db, ids);
  // One after another: `db` is often a transaction, whose one connection takes one query at a time.
  const pictures = await picturesOf(db, [...new Set(items.map((i) => i.productId))]);
  const dates = await departureDates(db, orders.flatMap((o) => (o.departureId === null ? [] : [o.departureId])));
  const refunds = await refundsOf(db, ids);
  const passes = await passIdsOf(db, ids);
  const refundOfItem = new Map(refunds.flatMap(({ refund, itemIds }) => itemIds.map((itemId) => [itemId, refund.id] as const)));
  return orders.map((order) => {
    const lines = items.filter((item) => item.orderId === order.id);
    const departureDate = order.departureId === null ? null : (dates.get(order.departureId) ?? null);
    const departed = departureDate !== null && hasDeparted(departureDate, at);
    const itemViews = lines.map((item) => {
      const refundId = refundOfItem.get(item.id) ?? null;
      const cover = pictures.get(item.productId)?.[0];
      return {
        itemId: item.id,
        productId: item.productId,
        title: item.title,
        cover: cover ? pictureOf(cover) : null,
        quantity: item.quantity,
        unitPriceFen: item.unitPrice,
        amountFen: item.amount,
        travellerName: item.travellerName,
        travellerIdCardNoMasked: item.travellerIdCardMasked,
        refundId,
        refundable: isPaid(order.status) && refundId === null && !departed && !hasShipped(order),
      };
    });
    const unpaid = order.status === 'unpaid';
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      kind: order.kind,
      status: order.status,
      title: lines[0]?.title ?? '',
      cover: itemViews[0]?.cover ?? null,
      itemCount: Math.max(lines.length, 1),
      totalFen: order.total,
      refundedFen: order.refunded,
      departureDate,
      createdAt: order.createdAt.toISOString(),
      expiresAt: unpaid ? order.expiresAt.toISOString() : null,
      paidAt: order.paidAt?.toISOString() ?? null,
      payMode: order.payMode,
      canPay: unpaid && !isDue(order, at),
      canCancel: unpaid,
      canRefund: itemViews.some((item) => item.refundable),
      canDelete: isFinished(order.status),
      delivery: deliveryOf(order),
      canConfirmReceipt: order.delivery === 'shipped',
      items: itemViews,
      refunds: refunds
        .filter(({ refund }) => refund.orderId === order.id)
        .map(({ refund, itemIds }) => ({
          refundId: refund.id,
          orderId: refund.orderId,
          itemIds,
          amountFen: refund.amount,
          reason: refund.reason,
          note: refund.note,
          createdAt: refund.createdAt.toISOString(),
        })),
      passId: passes.get(order.id) ?? null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      expiredAt: order.expiredAt?.toISOString() ?? null,
    };
  });
}

/** A goods order's address and parcel (null for other kinds, and goods placed before delivery existed). */
export function deliveryOf(order: OrderRow): BrigadeDelivery | null {
  if (order.delivery === null) return null;
  const completesAt = order.completedAt ?? (order.shippedAt && new Date(order.shippedAt.getTime() + RECEIPT_MS));
  return {
    status: order.delivery,
    address: { receiverName: order.receiverName ?? '', receiverMobile: order.receiverMobile ?? '', areaName: order.receiverArea ?? '', detail: order.receiverDetail ?? '' },
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    completesAt: completesAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}

function toSummary(order: BrigadeOrder): BrigadeOrderSummary {
  const { items: _items, refunds: _refunds, passId: _passId, cancelledAt: _c, expiredAt: _e, ...summary } = order;
  return summary;
}
