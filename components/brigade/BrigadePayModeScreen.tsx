'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BrigadeOrder, BrigadePayMode, BrigadePayState } from '@/lib/contract';
import { payBrigadeOrder, useBrigadeOrder, useBrigadePayState } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { formatYuan } from '@/components/money/amount';
import { payThroughGateway } from '@/components/money/pay';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BRIGADE_PAY_FAIL_PATH, BRIGADE_PAY_OVER_PATH } from './buyPaths';
import { OrderSummaryBlock } from './OrderSummaryBlock';
import { GoShopping, OrdersButton, TotalBar, useBuying, useTimeLeft } from './orderWidgets';

/** Wallet or gateway, the countdown to expiry, and the pay button. */
function PayChoice({ order, payState, payStateFailed }: { order: BrigadeOrder; payState: BrigadePayState | undefined; payStateFailed: boolean }) {
  const available = payState?.walletAvailableFen ?? null;
  const walletCovers = available !== null && available >= order.totalFen;
  const [chosen, setChosen] = useState<BrigadePayMode | null>(null);
  const mode: BrigadePayMode = chosen ?? (walletCovers ? 'wallet' : 'gateway');
  // Until the balance is known the preselected way may still change (to the wallet when it covers
  // the total): a tap then would pay on the gateway by accident. The buyer can still pick one.
  const undecided = chosen === null && payState === undefined && !payStateFailed;
  const [note, setNote] = useState<string | null>(null);
  const timeLeft = useTimeLeft(order.expiresAt);
  const query = { orderId: String(order.orderId) };

  const pay = useBuying(async (intent) => {
    setNote(null);
    const state = await payBrigadeOrder(order.orderId, mode, intent);
    if (state.orderStatus === 'paid') {
      navigate(BRIGADE_PAY_OVER_PATH, query, { replace: true });
    } else if (state.paymentId && state.payUrl) {
      const outcome = await payThroughGateway({ id: state.paymentId, payUrl: state.payUrl });
      if (outcome === 'success') navigate(BRIGADE_PAY_OVER_PATH, query, { replace: true });
      else if (outcome === 'cancel') setNote(t('brigadeOrders.payMode.cancelled'));
      else if (outcome === 'fail') navigate(BRIGADE_PAY_FAIL_PATH, query);
    }
    return state;
  });

  return (
    <>
      {timeLeft ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>{t('brigadeOrders.payMode.expiresIn', { time: timeLeft })}</Alert>
      ) : (
        <Alert severity="error" sx={{ mt: 1.5 }}>{t('brigadeOrders.payMode.expiredNow')}</Alert>
      )}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }} id="pay-mode-title">
        {t('brigadeOrders.payMode.choose')}
      </Typography>
      <RadioGroup aria-labelledby="pay-mode-title" value={mode} onChange={(event) => setChosen(event.target.value as BrigadePayMode)}>
        <FormControlLabel
          value="wallet"
          disabled={!walletCovers}
          control={<Radio />}
          label={
            <Box>
              <Typography>{t('brigadeOrders.payMode.wallet')}</Typography>
              <Typography variant="body2" sx={{ color: walletCovers ? 'text.secondary' : 'error.main' }}>
                {available === null
                  ? t(payStateFailed ? 'brigadeOrders.payMode.walletUnavailable' : 'brigadeOrders.payMode.walletUnknown')
                  : t(walletCovers ? 'brigadeOrders.payMode.walletAvailable' : 'brigadeOrders.payMode.walletShort', { amount: formatYuan(available) })}
              </Typography>
            </Box>
          }
        />
        <FormControlLabel
          value="gateway"
          control={<Radio />}
          label={
            <Box>
              <Typography>{t('brigadeOrders.payMode.gateway')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('brigadeOrders.payMode.gatewayHint')}</Typography>
            </Box>
          }
        />
      </RadioGroup>
      {note && <Alert severity="info" sx={{ mt: 1 }}>{note}</Alert>}
      <Box sx={{ mt: 1 }}>
        <SubmissionStatus action={pay} />
      </Box>
      <TotalBar label={t('brigadeOrders.payMode.toPay')} totalFen={order.totalFen}>
        <Button size="large" variant="contained" disabled={pay.pending || !timeLeft || undecided} onClick={() => void pay.run()}>
          {pay.pending ? t('brigadeOrders.payMode.paying') : t('brigadeOrders.payMode.pay', { amount: formatYuan(order.totalFen) })}
        </Button>
      </TotalBar>
    </>
  );
}

/** An order that cannot be paid (any more): what it is and where to go. */
function NotPayable({ order }: { order: BrigadeOrder }) {
  const paid = order.status === 'paid' || order.status === 'partlyRefunded' || order.status === 'refunded';
  return (
    <EmptyState
      message={t(paid ? 'brigadeOrders.payMode.alreadyPaid' : 'brigadeOrders.payMode.closed', { status: t(`brigadeOrders.status.${order.status}`) })}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <OrdersButton />
          <GoShopping />
        </Box>
      }
    />
  );
}

/**
 * Paying a placed order (`/pages/brigade/payMode?orderId=`): the order's lines and the server's
 * total, the time left before it expires, the wallet (when its balance covers the total) or the
 * payment gateway (the shell's pay inside the app, else the gateway's page, which returns to
 * payOver). A wallet payment is done at once and goes to payOver.
 */
export default function BrigadePayModeScreen() {
  const orderId = useIdParam('orderId');
  const { order, error, mutate } = useBrigadeOrder(orderId);
  const { payState, error: payStateError } = useBrigadePayState(orderId);
  if (orderId === null) return <PageScaffold><EmptyState message={t('brigadeOrders.noOrder')} action={<OrdersButton />} /></PageScaffold>;
  return (
    <PageScaffold>
      <Loaded data={order} error={error} onRetry={() => void mutate()}>
        {(loaded) => (
          <>
            <OrderSummaryBlock order={loaded} />
            {loaded.canPay ? <PayChoice order={loaded} payState={payState} payStateFailed={payStateError !== undefined} /> : <NotPayable order={loaded} />}
          </>
        )}
      </Loaded>
    </PageScaffold>
  );
}
