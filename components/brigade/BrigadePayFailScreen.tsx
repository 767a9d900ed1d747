'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import type { BrigadeOrder } from '@/lib/contract';
import { useBrigadeOrder } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatTime } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BRIGADE_PAY_MODE_PATH, BRIGADE_PAY_OVER_PATH } from './buyPaths';
import { OrderSummaryBlock } from './OrderSummaryBlock';
import { GoShopping, OrdersButton } from './orderWidgets';

/** Why it did not go through, and what can still be done with this order. */
function Failed({ order }: { order: BrigadeOrder }) {
  const query = { orderId: String(order.orderId) };
  const paidAfterAll = order.status === 'paid' || order.status === 'partlyRefunded' || order.status === 'refunded';
  const reason = paidAfterAll
    ? t('brigadeOrders.payFail.paidAfterAll')
    : order.canPay && order.expiresAt
      ? t('brigadeOrders.payFail.stillOpen', { time: formatTime(order.expiresAt) })
      : t('brigadeOrders.payFail.closed', { status: t(`brigadeOrders.status.${order.status}`) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <ErrorOutlined color={paidAfterAll ? 'success' : 'error'} sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">{t(paidAfterAll ? 'brigadeOrders.payOver.paid' : 'brigadeOrders.payFail.title')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>{reason}</Typography>
      </Box>
      <OrderSummaryBlock order={order} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {order.canPay && (
          <Button variant="contained" onClick={() => navigate(BRIGADE_PAY_MODE_PATH, query, { replace: true })}>
            {t('brigadeOrders.payFail.payAgain')}
          </Button>
        )}
        {paidAfterAll && (
          <Button variant="contained" onClick={() => navigate(BRIGADE_PAY_OVER_PATH, query, { replace: true })}>
            {t('brigadeOrders.payFail.seePaid')}
          </Button>
        )}
        <OrdersButton />
        {!order.canPay && !paidAfterAll && <GoShopping variant="outlined" />}
      </Box>
    </Box>
  );
}

/**
 * A payment that did not go through (`/pages/brigade/payFail?orderId=`): the gateway payment was
 * cancelled or failed, or the order expired. An order still unpaid can be paid again before it
 * expires (the time is shown, China time); a closed one leads back to the shop.
 */
export default function BrigadePayFailScreen() {
  const orderId = useIdParam('orderId');
  const { order, error, mutate } = useBrigadeOrder(orderId);
  return (
    <PageScaffold>
      {orderId === null ? (
        <EmptyState message={t('brigadeOrders.noOrder')} action={<OrdersButton />} />
      ) : (
        <Loaded data={order} error={error} onRetry={() => void mutate()}>
          {(loaded) => <Failed order={loaded} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
