'use client';
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import type { BrigadeDelivery, BrigadeDeliveryStatus, BrigadeOrderStatus, BrigadePicture, BrigadeProductKind } from '@/lib/contract';
import { buyNowRoute, type Intent } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { useSubmission } from '@/components/ui/useSubmission';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { BRIGADE_ORDER_LIST_PATH } from './buyPaths';
import { BRIGADE_HOME_PATH } from './paths';
import { ProductPicture } from './ProductPicture';

/**
 * Pieces shared by the brigade shop's buying screens (issue 19): an order's status and delivery chips, a line
 * with its picture, the quantity stepper, the bottom bar with the total and the one action, the
 * expiry countdown, the ways on (shop, orders), and the submission used for every tap that places,
 * pays or refunds an order.
 */

const STATUS_COLORS: Record<BrigadeOrderStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  unpaid: 'warning',
  paid: 'success',
  partlyRefunded: 'info',
  refunded: 'default',
  cancelled: 'default',
  expired: 'default',
};

export function OrderStatusChip({ status }: { status: BrigadeOrderStatus }) {
  return <Chip size="small" label={t(`brigadeOrders.status.${status}`)} color={STATUS_COLORS[status]} />;
}

const DELIVERY_COLORS: Record<BrigadeDeliveryStatus, 'primary' | 'info' | 'success'> = { toShip: 'primary', shipped: 'info', completed: 'success' };

/** Where a goods order's parcel is: 待发货, 已发货, 已完成. */
export function DeliveryChip({ status }: { status: BrigadeDeliveryStatus }) {
  return <Chip size="small" variant="outlined" label={t(`brigadeOrders.delivery.${status}`)} color={DELIVERY_COLORS[status]} />;
}

/** The parcel's state worth showing: a paid goods order not refunded in full (else nothing is shipped). */
export function shownDelivery(order: { delivery: BrigadeDelivery | null; paidAt: string | null; status: BrigadeOrderStatus }): BrigadeDeliveryStatus | null {
  return order.delivery && order.paidAt && order.status !== 'refunded' ? order.delivery.status : null;
}

/**
 * The parcel in a line: the carrier and tracking number once shipped, and when it completes by
 * itself (or did); China time.
 */
export function deliveryLine(delivery: BrigadeDelivery): string | null {
  if (delivery.status === 'toShip' || !delivery.carrier) return null;
  const parcel = t('brigadeOrders.delivery.parcel', { carrier: delivery.carrier, no: delivery.trackingNo ?? '' });
  if (delivery.status === 'completed') return parcel;
  return `${parcel} · ${t('brigadeOrders.delivery.autoComplete', { time: formatDateTime(delivery.completesAt ?? '') })}`;
}

/** A product's cover as a small square beside its line. */
export function ProductThumb({ picture, title, size = 64 }: { picture: BrigadePicture | null; title: string; size?: number }) {
  return <ProductPicture picture={picture} alt={title} ratio="1 / 1" sx={{ width: size, flexShrink: 0, borderRadius: 1 }} />;
}

/** A titled block of a buying screen. */
export function BuySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mt: 1.5 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One line of what is bought: picture, title, a second line, and the price with the count. */
export function BuyLine({
  picture,
  title,
  detail,
  priceFen,
  quantity,
  end,
}: {
  picture: BrigadePicture | null;
  title: string;
  detail?: ReactNode;
  priceFen: number;
  quantity?: number;
  /** Controls at the line's end (a quantity stepper, a remove button). */
  end?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
      <ProductThumb picture={picture} title={title} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" noWrap>
          {title}
        </Typography>
        {detail && (
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'error.main', fontVariantNumeric: 'tabular-nums' }}>
          {formatYuan(priceFen)}
          {quantity !== undefined && <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>× {quantity}</Box>}
        </Typography>
      </Box>
      {end}
    </Box>
  );
}

/** − n + for a line's quantity, from 1 to `max`. */
export function QuantityStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (next: number) => void; label: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton size="small" aria-label={t('brigadeOrders.quantity.less')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 28, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
        {value}
      </Typography>
      <IconButton size="small" aria-label={t('brigadeOrders.quantity.more')} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The bar under a buying screen: what it costs and the one thing to do. */
export function TotalBar({ label, totalFen, children }: { label: string; totalFen: number | null; children: ReactNode }) {
  return (
    <Paper
      elevation={3}
      square
      sx={{ position: 'sticky', bottom: 0, mx: -2, mb: -2, mt: 2, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'error.main', fontVariantNumeric: 'tabular-nums' }} data-testid="total">
          {totalFen === null ? '—' : formatYuan(totalFen)}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** Minutes and seconds left until `until`, ticking every second; null once it passed. */
export function useTimeLeft(until: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.floor((Date.parse(until) - now) / 1_000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The page believes it is offline (the browser says so): money calls are not even tried. */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A tap that places or pays an order: one intention (one Idempotency-Key, resent on a weak signal
 * as useSubmission does), never queued. Without a network it says so plainly at once and sends
 * nothing; the cart and the order stay as they are.
 */
export function useBuying<A extends unknown[], R>(action: (intent: Intent, ...args: A) => Promise<R>) {
  return useSubmission(async (intent: Intent, ...args: A) => {
    if (browserOffline()) throw new Error(t('brigadeOrders.offline.noMoney'));
    return action(intent, ...args);
  });
}

/** The next step of an empty or finished buying screen: back to the shop. */
export function GoShopping({ variant = 'contained' }: { variant?: 'contained' | 'outlined' | 'text' }) {
  return (
    <Button variant={variant} onClick={() => navigate(BRIGADE_HOME_PATH)}>
      {t('brigadeOrders.goShopping')}
    </Button>
  );
}

/** To the buyer's orders. */
export function OrdersButton({ variant = 'outlined' }: { variant?: 'contained' | 'outlined' | 'text' }) {
  return (
    <Button variant={variant} onClick={() => navigate(BRIGADE_ORDER_LIST_PATH)}>
      {t('brigadeOrders.viewOrders')}
    </Button>
  );
}

/** A product of another kind than the screen buys is bought on its own confirm screen (a stale link). */
export function useKindRedirect(product: { kind: BrigadeProductKind; productId: number } | undefined, kind: BrigadeProductKind) {
  useEffect(() => {
    if (product && product.kind !== kind) {
      const route = buyNowRoute(product.kind, product.productId);
      navigate(route.path, route.query, { replace: true });
    }
  }, [product, kind]);
}
