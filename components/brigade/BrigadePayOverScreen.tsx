'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { BrigadeOrder, BrigadePayState } from '@/lib/contract';
import { BRIGADE_PAY_POLL_LIMIT_MS, useBrigadeOrder, useBrigadePayState } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BRIGADE_PAY_FAIL_PATH, BRIGADE_PAY_MODE_PATH, ONE_CODE_BINDING_PATH } from './buyPaths';
import { OrderSummaryBlock } from './OrderSummaryBlock';
import { GoShopping, OrdersButton } from './orderWidgets';

const isPaid = (state: BrigadePayState) => state.orderStatus === 'paid' || state.orderStatus === 'partlyRefunded' || state.orderStatus === 'refunded';
/** The payment will not come: the gateway closed it, or the order was cancelled or expired meanwhile. */
const isLost = (state: BrigadePayState) => state.paymentStatus === 'closed' || state.orderStatus === 'cancelled' || state.orderStatus === 'expired';

function Paid({ state, order }: { state: BrigadePayState; order: BrigadeOrder | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">{t('brigadeOrders.payOver.paid')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(state.totalFen)}</Typography>
        {state.mode && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(`brigadeOrders.payMode.${state.mode}`)}</Typography>}
      </Box>
      {order && <OrderSummaryBlock order={order} />}
      {order?.passId && (
        <Alert
          severity="info"
          action={<Button color="inherit" size="small" onClick={() => navigate(ONE_CODE_BINDING_PATH, { passId: String(order.passId) })}>{t('brigadeOrders.payOver.bind')}</Button>}
        >
          {t('brigadeOrders.payOver.bindHint')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        <OrdersButton variant="contained" />
        <GoShopping variant="outlined" />
      </Box>
    </Box>
  );
}

/**
 * After paying (`/pages/brigade/payOver?orderId=`; the gateway's page returns here): a wallet
 * payment is paid already; a gateway payment is asked about every 2 s until paid (the gateway's
 * notification, or the server asking the gateway), for up to a minute, then a refresh is offered.
 * A closed payment or an order cancelled or expired meanwhile goes to payFail.
 */
export default function BrigadePayOverScreen() {
  const orderId = useIdParam('orderId');
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const { payState, error, refresh, refreshing } = useBrigadePayState(orderId, { polling: !timedOut });
  const { order, mutate: reloadOrder } = useBrigadeOrder(orderId);
  const paid = payState !== undefined && isPaid(payState);

  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), BRIGADE_PAY_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId, round]);

  // The bill read before the payment came says unpaid: read it again once paid.
  useEffect(() => {
    if (paid) void reloadOrder();
  }, [paid, reloadOrder]);

  useEffect(() => {
    if (payState && !isPaid(payState) && isLost(payState)) navigate(BRIGADE_PAY_FAIL_PATH, { orderId: String(payState.orderId) }, { replace: true });
  }, [payState]);

  let content;
  if (orderId === null) content = <EmptyState message={t('brigadeOrders.noOrder')} action={<OrdersButton />} />;
  else if (payState && paid) content = <Paid state={payState} order={order} />;
  else if (!payState && error) content = <LoadFailure error={error} onRetry={() => void refresh()} />;
  else if (payState && payState.mode === null) {
    // Never sent to be paid (opened from a link): paying is the next step.
    content = (
      <EmptyState
        message={t('brigadeOrders.payOver.notPaid')}
        action={<Button variant="contained" onClick={() => navigate(BRIGADE_PAY_MODE_PATH, { orderId: String(orderId) }, { replace: true })}>{t('brigadeOrders.payFail.payAgain')}</Button>}
      />
    );
  } else if (timedOut) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" disabled={refreshing} onClick={() => { setRound((n) => n + 1); void refresh(); }}>
            {t('brigadeOrders.payOver.refresh')}
          </Button>
        }
      >
        {t('brigadeOrders.payOver.stillWaiting')}
      </Alert>
    );
  } else {
    content = <Alert severity="info" icon={<CircularProgress size={18} />}>{t('brigadeOrders.payOver.checking')}</Alert>;
  }
  return <PageScaffold>{content}</PageScaffold>;
}
