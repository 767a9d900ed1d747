import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { BrigadeRefundReason, BrigadeRefundReasonText, BrigadeRefundRequest } from '@/lib/contract/brigade';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { ensureWallet, postTransfer } from '../money/money.ledger';
import { countSold, giveBack, hasDeparted, hasShipped, isPaid, orderViews, requireOrder } from './brigade.orders';
import { findDeparture } from './brigade.catalogue.repository';
import { insertRefund, itemsOf, refundsOf, updateOrder, voidPassOf } from './brigade.orders.repository';
import { brigadePasses } from './brigade.table';

/**
 * Refunds (docs/brigade.md "Refunds"): the buyer names lines of a paid order; their paid amounts go
 * back from the shop's `storeSales` account to the buyer's wallet at once (no review), their stock
 * or seats return, and the order turns partly refunded or refunded. Each line is refunded once:
 * the order row is locked for the whole refund (two refunds at once queue, and the second finds
 * the line refunded), a line's refund row is its primary key, and a replayed key answers the first.
 * A self-drive line whose departure has left, a pass already bound, or goods already shipped are
 * not refundable.
 */

/** Why a buyer asks for a refund, as the refund screen lists them. */
const REFUND_REASONS: Record<BrigadeRefundReason, readonly [zhCN: string, en: string]> = {
  changedPlans: ['行程有变，不需要了', 'My plans changed'],
  wrongItem: ['拍错了 / 选错出行人', 'Ordered the wrong item or traveller'],
  betterPrice: ['别处更便宜', 'Cheaper elsewhere'],
  notAsDescribed: ['与描述不符', 'Not as described'],
  travellerCannotGo: ['出行人无法出行', 'A traveller cannot go'],
  other: ['其他原因', 'Another reason'],
};

/** GET refund/reasons: the reasons with their zh-CN and English texts. */
export function refundReasons(): BrigadeRefundReasonText[] {
  return Object.entries(REFUND_REASONS).map(([code, [zhCN, en]]) => ({ code: code as BrigadeRefundReason, zhCN, en }));
}

/** POST order/{id}/refund: refunds the named lines of the buyer's paid order to their wallet. */
export async function refundOrder(deps: AppDeps, principal: Principal | null, orderId: number, body: z.output<typeof BrigadeRefundRequest>) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const at = nowDate();
    const order = await requireOrder(tx, userId, orderId, true);
    if (!isPaid(order.status)) throw conflict('brigade.refundNotPaid');
    const lines = await itemsOf(tx, [order.id]);
    const chosen = body.itemIds.map((id) => lines.find((line) => line.id === id));
    if (chosen.some((line) => !line)) throw notFound('brigade.refundItemNotFound');
    const items = chosen.map((line) => line!);
    const refunded = new Set((await refundsOf(tx, [order.id])).flatMap(({ itemIds }) => itemIds));
    const again = items.find((item) => refunded.has(item.id));
    if (again) throw conflict('brigade.itemRefunded', { title: again.travellerName ? `${again.title} · ${again.travellerName}` : again.title });
    // Once the parcel left, goods come back by another way than a refund tap (docs/brigade.md "Delivery").
    if (hasShipped(order)) throw conflict('brigade.itemShipped', { title: items[0].title });
    if (order.departureId !== null) {
      const departure = await findDeparture(tx, order.departureId);
      if (departure && hasDeparted(departure.date, at)) throw conflict('brigade.itemDeparted', { title: items[0].title, date: departure.date });
    }
    if (order.kind === 'annualPass') {
      const [bound] = await tx
        .select({ id: brigadePasses.id })
        .from(brigadePasses)
        .where(and(eq(brigadePasses.orderId, order.id), isNotNull(brigadePasses.boundAt), isNull(brigadePasses.voidedAt)));
      if (bound) throw conflict('brigade.passBoundNoRefund');
      await voidPassOf(tx, order.id, at);
    }
    const amount = items.reduce((sum, item) => sum + item.amount, 0);
    const refund = await insertRefund(tx, { orderId: order.id, buyerId: userId, amount, reason: body.reason, note: body.note || null, createdAt: at }, items.map((item) => item.id));
    const wallet = await ensureWallet(tx, 'personal', userId);
    await postTransfer(tx, { id: `brigadeRefund:${refund.id}`, debit: 'storeSales', credit: wallet.id, amount, code: 'storeRefund', ref: `brigadeOrder:${order.id}` });
    const total = order.refunded + amount;
    const updated = await updateOrder(tx, order.id, { refunded: total, status: total === order.total ? 'refunded' : 'partlyRefunded' });
    await giveBack(tx, order, items);
    await countSold(tx, items, -1);
    const [view] = await orderViews(tx, [updated], at);
    return { refund: view.refunds.find((r) => r.refundId === refund.id)!, order: view };
  });
}
