'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { BRIGADE_ORDER_FILTERS, BRIGADE_REACH_BOTTOM_PX, type BrigadeOrderFilter, type BrigadeOrderSummary } from '@/lib/contract';
import { cancelBrigadeOrder, confirmBrigadeReceipt, deleteBrigadeOrder, useBrigadeOrder, useBrigadeOrders } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDayLong } from '@/lib/time';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { useSubmission } from '@/components/ui/useSubmission';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { BRIGADE_PAY_MODE_PATH, BRIGADE_PAY_REFUND_PATH, ONE_CODE_BINDING_PATH } from './buyPaths';
import { OrderSummaryBlock } from './OrderSummaryBlock';
import { DeliveryChip, GoShopping, OrderStatusChip, ProductThumb, deliveryLine, shownDelivery, useTimeLeft } from './orderWidgets';

/** The tab in the screen's `?status=`, so back returns to the same tab. */
function useFilterParam(): BrigadeOrderFilter {
  const { query } = useRoute();
  return (BRIGADE_ORDER_FILTERS as readonly string[]).includes(query.status) ? (query.status as BrigadeOrderFilter) : 'all';
}

/** The order's lines, refunds and, for a pass, its binding; read when the buyer opens them. */
function OrderDetail({ orderId }: { orderId: number }) {
  const { order, error, mutate } = useBrigadeOrder(orderId);
  return (
    <Loaded data={order} error={error} onRetry={() => void mutate()}>
      {(loaded) => (
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <OrderSummaryBlock order={loaded} />
          {loaded.passId !== null && (
            <Button onClick={() => navigate(ONE_CODE_BINDING_PATH, { passId: String(loaded.passId) })}>{t('brigadeOrders.list.pass')}</Button>
          )}
        </Box>
      )}
    </Loaded>
  );
}

type Asking = 'cancel' | 'delete' | 'receive' | null;

const ASKING_TEXT = {
  cancel: { title: 'brigadeOrders.list.cancelTitle', message: 'brigadeOrders.list.cancelText', confirm: 'brigadeOrders.list.cancelConfirm', done: 'brigadeOrders.list.cancelled' },
  delete: { title: 'brigadeOrders.list.deleteTitle', message: 'brigadeOrders.list.deleteText', confirm: 'brigadeOrders.list.delete', done: 'brigadeOrders.list.deleted' },
  receive: { title: 'brigadeOrders.list.receiveTitle', message: 'brigadeOrders.list.receiveText', confirm: 'brigadeOrders.list.receive', done: 'brigadeOrders.list.received' },
} as const;

/** One order; `onChanged` reads the list again after a cancel, delete or confirmed receipt. */
function OrderCard({ order, onChanged }: { order: BrigadeOrderSummary; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const timeLeft = useTimeLeft(order.status === 'unpaid' ? order.expiresAt : null);
  const query = { orderId: String(order.orderId) };
  const change = useSubmission(async (intent) => {
    try {
      if (asking === null) return;
      if (asking === 'cancel') await cancelBrigadeOrder(order.orderId, intent);
      else if (asking === 'delete') await deleteBrigadeOrder(order.orderId, intent);
      else await confirmBrigadeReceipt(order.orderId, intent);
      showToast(t(ASKING_TEXT[asking].done));
      onChanged();
    } finally {
      setAsking(null);
    }
  });
  const parcel = order.delivery ? deliveryLine(order.delivery) : null;
  const more = order.itemCount > 1 && order.kind !== 'selfDrive' ? t('brigadeOrders.list.more', { count: order.itemCount }) : '';
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }} component="article" aria-label={t('brigadeOrders.order.no', { no: order.orderNo })}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('brigadeOrders.order.no', { no: order.orderNo })}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {shownDelivery(order) && <DeliveryChip status={shownDelivery(order)!} />}
            <OrderStatusChip status={order.status} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <ProductThumb picture={order.cover} title={order.title} size={56} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap>{order.title}{more}</Typography>
            {order.departureDate && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('brigadeOrders.list.trip', { date: formatDayLong(order.departureDate), count: order.itemCount })}
              </Typography>
            )}
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('brigadeOrders.list.total', { amount: formatYuan(order.totalFen) })}
              {order.refundedFen > 0 && (
                <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>{t('brigadeOrders.list.refunded', { amount: formatYuan(order.refundedFen) })}</Box>
              )}
            </Typography>
          </Box>
        </Box>
        {parcel && <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="parcel">{parcel}</Typography>}
        {timeLeft && <Typography variant="body2" sx={{ color: 'warning.main' }}>{t('brigadeOrders.payMode.expiresIn', { time: timeLeft })}</Typography>}
        {change.error && <Alert severity="error">{change.error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
            {t(open ? 'brigadeOrders.list.hideDetail' : 'brigadeOrders.list.detail')}
          </Button>
          {order.canDelete && <Button size="small" color="inherit" onClick={() => setAsking('delete')}>{t('brigadeOrders.list.delete')}</Button>}
          {order.canCancel && <Button size="small" color="inherit" onClick={() => setAsking('cancel')}>{t('brigadeOrders.list.cancel')}</Button>}
          {order.canRefund && <Button size="small" variant="outlined" onClick={() => navigate(BRIGADE_PAY_REFUND_PATH, query)}>{t('brigadeOrders.list.refund')}</Button>}
          {order.canPay && <Button size="small" variant="contained" onClick={() => navigate(BRIGADE_PAY_MODE_PATH, query)}>{t('brigadeOrders.list.pay')}</Button>}
          {order.canConfirmReceipt && <Button size="small" variant="contained" onClick={() => setAsking('receive')}>{t('brigadeOrders.list.receive')}</Button>}
        </Box>
        <Collapse in={open} unmountOnExit>
          <OrderDetail orderId={order.orderId} />
        </Collapse>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        title={t(ASKING_TEXT[asking ?? 'cancel'].title)}
        message={t(ASKING_TEXT[asking ?? 'cancel'].message)}
        confirmLabel={t(ASKING_TEXT[asking ?? 'cancel'].confirm)}
        danger={asking !== 'receive'}
        pending={change.pending}
        onConfirm={() => void change.run()}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}

function OrderPages({ filter }: { filter: BrigadeOrderFilter }) {
  const loader = useBrigadeOrders(filter);
  return (
    <PagedList
      loader={loader}
      reachDistance={BRIGADE_REACH_BOTTOM_PX}
      itemKey={(order) => order.orderId}
      emptyMessage={t(`brigadeOrders.list.empty.${filter}`)}
      emptyHint={t('brigadeOrders.list.emptyHint')}
      emptyAction={<GoShopping />}
      renderItem={(order) => <OrderCard order={order} onChanged={() => void loader.mutate()} />}
    />
  );
}

/**
 * The buyer's shop orders (`/pages/brigade/orderList[?status=]`), by tab (all, unpaid, paid,
 * refunded, closed), newest first, loading more at 200 px from the bottom: pay or cancel an unpaid
 * one (with its time left), refund lines of a paid one (goods until shipped), follow a goods order
 * (待发货 / 已发货 with carrier and tracking number / 已完成) and confirm its receipt, delete a
 * finished one, open the lines, address and refunds. Read live only: orders are personal and never kept for offline reading.
 */
export default function BrigadeOrderListScreen() {
  const filter = useFilterParam();
  const { path, query } = useRoute();
  return (
    <PageScaffold>
      <Tabs
        value={filter}
        onChange={(_, next: BrigadeOrderFilter) => {
          const { status: _old, ...rest } = query;
          navigate(path, next === 'all' ? rest : { ...rest, status: next }, { replace: true });
        }}
        // Five short tabs fit a phone's width when they do not keep MUI's 90 px minimum each.
        variant="fullWidth"
        aria-label={t('brigadeOrders.list.tabs')}
        sx={{ mb: 1, '& .MuiTab-root': { minWidth: 0, px: 0.5 } }}
      >
        {BRIGADE_ORDER_FILTERS.map((each) => (
          <Tab key={each} value={each} label={t(`brigadeOrders.filter.${each}`)} />
        ))}
      </Tabs>
      <OrderPages key={filter} filter={filter} />
    </PageScaffold>
  );
}
