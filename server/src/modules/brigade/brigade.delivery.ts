import type { z } from 'zod';
import type { BrigadeOpsShipment, BrigadeOrder, BrigadeShipRequest } from '@/lib/contract/brigade';
import type { PageQuery } from '@/lib/contract/paging';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { completeDueDeliveries, markReceived, markShipped, toShipPage } from './brigade.delivery.repository';
import { STATUS_NAME, currentOrder, deliveryOf, isPaid, orderViews } from './brigade.orders';
import { itemsOf, lockOrder, refundsOf, type OrderRow } from './brigade.orders.repository';
import { requireOperator } from './brigade.ops';

/**
 * Delivery of goods orders (docs/brigade.md "Delivery"): operators list paid goods orders waiting
 * to be shipped and ship them (carrier, tracking number); the buyer confirms receipt, or the order
 * completes BRIGADE_RECEIPT_DAYS after shipping (the sweeper, or the buyer's next read). The
 * payment status is left alone: a partly refunded order stays partly refunded when it ships, and
 * nothing is refunded once shipped.
 */

/** The shipping desk's view of orders: lines (refunded ones marked) and the delivery. */
async function shipmentViews(db: Executor, orders: OrderRow[]): Promise<BrigadeOpsShipment[]> {
  const ids = orders.map((order) => order.id);
  const items = await itemsOf(db, ids);
  const refunded = new Set((await refundsOf(db, ids)).flatMap(({ itemIds }) => itemIds));
  return orders.map((order) => ({
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ itemId: item.id, title: item.title, quantity: item.quantity, refunded: refunded.has(item.id) })),
    totalFen: order.total,
    refundedFen: order.refunded,
    paidAt: order.paidAt?.toISOString() ?? null,
    delivery: deliveryOf(order)!,
  }));
}

/** ops order/toShip: paid goods orders waiting to be shipped, oldest payment first. */
export async function opsShipments(deps: AppDeps, principal: Principal | null, query: z.output<typeof PageQuery>) {
  requireOperator(principal);
  const { rows, total } = await toShipPage(deps.db, pageOffset(query.current, query.size), query.size);
  return toPage(await shipmentViews(deps.db, rows), total, query.current, query.size);
}

/** ops order/{id}/ship: a paid goods order leaves with a carrier and tracking number, once. */
export async function opsShip(deps: AppDeps, principal: Principal | null, orderId: number, body: z.output<typeof BrigadeShipRequest>): Promise<BrigadeOpsShipment> {
  const { userId } = requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('brigade.orderNotFound');
    if (order.kind !== 'goods') throw conflict('brigade.shipNotGoods');
    if (order.delivery === 'shipped' || order.delivery === 'completed') {
      throw conflict('brigade.orderShipped', { carrier: order.carrier ?? '', trackingNo: order.trackingNo ?? '' });
    }
    if (order.status === 'refunded') throw conflict('brigade.shipRefunded');
    if (!isPaid(order.status)) throw conflict('brigade.shipNotPaid', { status: STATUS_NAME[order.status] });
    if (order.delivery === null) throw conflict('brigade.shipNoAddress');
    // The row is locked and was waiting: this update is the one that ships it.
    const shipped = await markShipped(tx, order.id, { carrier: body.carrier, trackingNo: body.trackingNo, shippedAt: nowDate(), shippedBy: userId });
    return (await shipmentViews(tx, [shipped!]))[0];
  });
}

/** POST order/{id}/receive: the buyer says the parcel arrived; a completed one answers as it is. */
export async function confirmReceipt(deps: AppDeps, principal: Principal | null, orderId: number): Promise<BrigadeOrder> {
  const { userId } = requireSignedIn(principal);
  // Completed by time already (BRIGADE_RECEIPT_DAYS): answered as it stands.
  const order = await currentOrder(deps, userId, orderId);
  if (order.delivery === 'completed') return (await orderViews(deps.db, [order], nowDate()))[0];
  if (order.delivery !== 'shipped') throw conflict('brigade.notShipped');
  const received = (await markReceived(deps.db, order.id, nowDate())) ?? (await currentOrder(deps, userId, orderId));
  return (await orderViews(deps.db, [received], nowDate()))[0];
}

/** The sweeper's share: shipped orders past BRIGADE_RECEIPT_DAYS complete. Answers how many. */
export function completeDueOrders(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return completeDueDeliveries(deps.db, nowDate());
}
