import type { ErrorTexts } from './catalogue';

/**
 * The brigade shop's orders, payments and refunds (server/src/modules/brigade/brigade.orders*.ts).
 * Kept apart from the catalogue's codes (errors/brigade.ts: a product, departure or traveller not
 * found answers those) so the two halves of the shop are written side by side; the codes share the
 * `brigade.` domain. The gateway's notifications answer money's codes (the same gateway, the same checks).
 */
export const brigadeOrders = {
  // Placing an order.
  'brigade.orderWrongKind': ['该商品不能按此方式下单', 'This product cannot be ordered this way'],
  'brigade.soldOut': ['“{title}”库存不足，仅剩{left}件', 'Not enough of "{title}" left: {left} remaining'],
  'brigade.departureDeparted': ['该团已出发，不能再报名', 'This departure has already left: it can no longer be booked'],
  'brigade.seatsGone': ['该出发日期名额不足，仅剩{left}个', 'Not enough seats on this departure: {left} left'],
  // The buyer's orders.
  'brigade.orderNotFound': ['没有该订单', 'No such order'],
  'brigade.orderNotUnpaid': ['订单{status}，不能再支付或取消', 'The order is {status}: it can no longer be paid or cancelled'],
  'brigade.orderExpired': ['订单已超时关闭，库存已释放，请重新下单', 'The order timed out and was closed: place it again'],
  'brigade.orderNotFinished': ['只有已完成退款、已取消或已关闭的订单可以删除', 'Only refunded, cancelled or closed orders can be deleted'],
  'brigade.statusUnpaid': ['待支付', 'unpaid'],
  'brigade.statusPaid': ['已支付', 'paid'],
  'brigade.statusPartlyRefunded': ['部分退款', 'partly refunded'],
  'brigade.statusRefunded': ['已退款', 'refunded'],
  'brigade.statusCancelled': ['已取消', 'cancelled'],
  'brigade.statusExpired': ['已超时关闭', 'expired'],
  // Paying.
  'brigade.walletShort': ['钱包余额不足：可用{available}元，需付{total}元。请充值或选择在线支付', 'The wallet is short: {available} yuan available, {total} yuan to pay. Top up or pay online'],
  'brigade.gatewayUnavailable': ['支付渠道暂时不可用，请稍后重试或使用钱包支付', 'The payment gateway is not available right now: try again shortly or pay from the wallet'],
  // Refunds.
  'brigade.refundNotPaid': ['订单未支付，不能退款', 'The order is not paid: nothing to refund'],
  'brigade.refundItemNotFound': ['订单中没有该商品行', 'The order has no such line'],
  'brigade.itemRefunded': ['“{title}”已退款', '"{title}" is already refunded'],
  'brigade.itemShipped': ['“{title}”已发货，不能再申请退款', '"{title}" has been shipped: it can no longer be refunded'],
  'brigade.itemDeparted': ['“{title}”已出发（{date}），不能退款', '"{title}" has already left ({date}): it cannot be refunded'],
  // Delivery of goods.
  'brigade.shipNotGoods': ['只有商品订单需要发货', 'Only goods orders are shipped'],
  'brigade.shipNotPaid': ['订单{status}，不能发货', 'The order is {status}: it cannot be shipped'],
  'brigade.shipRefunded': ['订单已全额退款，不能发货', 'The order was refunded in full: nothing to ship'],
  'brigade.shipNoAddress': ['这个订单没有收货地址，不能发货', 'This order has no delivery address: it cannot be shipped'],
  'brigade.orderShipped': ['订单已发货（{carrier} {trackingNo}）', 'The order was shipped already ({carrier} {trackingNo})'],
  'brigade.notShipped': ['订单还没有发货，不能确认收货', 'The order has not been shipped: receipt cannot be confirmed yet'],
} as const satisfies ErrorTexts<'brigade'>;
