'use client';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BrigadeOrder, BrigadeOrderItem } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDateTime, formatDayLong } from '@/lib/time';
import { formatYuan } from '@/components/money/amount';
import { BuyLine, DeliveryChip, OrderStatusChip, shownDelivery } from './orderWidgets';

/** What a line is: a traveller on a trip, or a product with its count; and whether it was refunded. */
function itemDetail(item: BrigadeOrderItem): string {
  const who = item.travellerName ? t('brigadeOrders.order.travellerLine', { name: item.travellerName, id: item.travellerIdCardNoMasked ?? '' }) : '';
  return item.refundId !== null ? [who, t('brigadeOrders.order.itemRefunded')].filter(Boolean).join(' · ') : who;
}

function FactLine({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}

/** Where a goods order goes and how far it got: receiver, address, carrier and tracking number. */
function DeliveryFacts({ order }: { order: BrigadeOrder }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  const { address } = delivery;
  const shown = shownDelivery(order);
  return (
    <Box component="section" aria-label={t('brigadeOrders.address.title')} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3">{t('brigadeOrders.address.title')}</Typography>
        {shown && <DeliveryChip status={shown} />}
      </Box>
      <Typography variant="body2">{`${address.receiverName} ${address.receiverMobile}`}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${address.areaName} ${address.detail}`}</Typography>
      {delivery.carrier && <FactLine label={t('brigadeOrders.delivery.carrier')} value={delivery.carrier} />}
      {delivery.trackingNo && <FactLine label={t('brigadeOrders.delivery.trackingNo')} value={delivery.trackingNo} />}
      {delivery.shippedAt && <FactLine label={t('brigadeOrders.delivery.shippedAt')} value={formatDateTime(delivery.shippedAt)} />}
      {delivery.completedAt && <FactLine label={t('brigadeOrders.delivery.completedAt')} value={formatDateTime(delivery.completedAt)} />}
    </Box>
  );
}

/**
 * An order as the buyer reads it: number and status, each line (a self-drive order has one per
 * traveller, with the name and masked ID copied into it), the departure, a goods order's address
 * and parcel, the server's total, what was refunded and when it was placed / paid (China time).
 * The receiver's mobile shows in full: only the buyer (and the shipping desk) ever reads an order.
 */
export function OrderSummaryBlock({ order }: { order: BrigadeOrder }) {
  return (
    <Paper variant="outlined" component="section" aria-label={t('brigadeOrders.order.section')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('brigadeOrders.order.no', { no: order.orderNo })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      {order.items.map((item) => (
        <BuyLine
          key={item.itemId}
          picture={item.cover}
          title={item.title}
          detail={itemDetail(item) || undefined}
          priceFen={item.unitPriceFen}
          quantity={item.quantity}
        />
      ))}
      <DeliveryFacts order={order} />
      <Divider sx={{ my: 1 }} />
      {order.departureDate && <FactLine label={t('brigadeOrders.order.departure')} value={formatDayLong(order.departureDate)} />}
      <FactLine label={t('brigadeOrders.order.total')} value={formatYuan(order.totalFen)} />
      {order.refundedFen > 0 && <FactLine label={t('brigadeOrders.order.refunded')} value={formatYuan(order.refundedFen)} />}
      <FactLine label={t('brigadeOrders.order.createdAt')} value={formatDateTime(order.createdAt)} />
      {order.paidAt && <FactLine label={t('brigadeOrders.order.paidAt')} value={formatDateTime(order.paidAt)} />}
      {order.payMode && <FactLine label={t('brigadeOrders.order.payMode')} value={t(`brigadeOrders.payMode.${order.payMode}`)} />}
    </Paper>
  );
}
