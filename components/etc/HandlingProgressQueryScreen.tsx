'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { cancelEtcOrder, useEtcOrder, useMyEtcOrders, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { Fact, Section } from '@/components/waybill/widgets';
import { orderQuery } from './applicationDraft';
import { OrderTimeline } from './OrderTimeline';
import { ETC_HANDLE_INTRO_PATH, ETC_HANDLING_PATH, HANDLING_PROGRESS_PATH, READ_CARD_BY_BLUETOOTH_PATH } from './paths';
import { OrderStatusChip, handoverText, plateText } from './widgets';

/** What the applicant can do now, by the application's state. */
function NextStep({ order }: { order: EtcOrderInfo }) {
  if (order.status === 'rejected') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => navigate(ETC_HANDLING_PATH, orderQuery(order))}>
            {t('etc.progress.fix')}
          </Button>
        }
      >
        {t('etc.progress.rejected', { reason: order.rejectReason ?? '' })}
      </Alert>
    );
  }
  if (order.status === 'draft') {
    return (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => navigate(ETC_HANDLING_PATH, orderQuery(order))}>{t('etc.apply.continue')}</Button>}>
        {t('etc.progress.draft')}
      </Alert>
    );
  }
  if (order.canActivate) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={() => navigate(READ_CARD_BY_BLUETOOTH_PATH, { ...orderQuery(order), ...(order.etcCardId ? { cardId: String(order.etcCardId) } : {}) })}>
            {t('etc.progress.activate')}
          </Button>
        }
      >
        {t(order.status === 'readyForPickup' ? 'etc.progress.pickUp' : order.status === 'shipped' ? 'etc.progress.shipped' : 'etc.progress.issued')}
      </Alert>
    );
  }
  if (order.status === 'activated') return <Alert severity="success">{t('etc.progress.activated')}</Alert>;
  if (order.status === 'cancelled') return <Alert severity="info">{t('etc.progress.cancelledNote')}</Alert>;
  return <Alert severity="info">{t('etc.progress.waiting')}</Alert>;
}

function CancelOrder({ order }: { order: EtcOrderInfo }) {
  const [asking, setAsking] = useState(false);
  const cancel = useSubmission(async (intent) => {
    await cancelEtcOrder(order.id, undefined, intent);
    setAsking(false);
    showToast(t('etc.progress.cancelled'));
  });
  if (!order.canCancel) return null;
  return (
    <>
      <SubmissionStatus action={cancel} />
      <Button color="error" onClick={() => setAsking(true)}>
        {t('etc.progress.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('etc.progress.cancelTitle')}
        message={t('etc.progress.cancelMessage', { plate: order.vehicle.plateNumber })}
        confirmLabel={t('etc.progress.cancelConfirm')}
        danger
        pending={cancel.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel.run()}
      />
    </>
  );
}

function Progress({ order }: { order: EtcOrderInfo }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {plateText(order.vehicle)}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <NextStep order={order} />
      <OrderTimeline order={order} />
      <Section title={t('etc.progress.details')}>
        <Fact label={t('etc.order.no')}>{order.orderNo}</Fact>
        <Fact label={t('etc.apply.method')}>{handoverText(order)}</Fact>
        {order.trackingNo && <Fact label={t('etc.progress.tracking')}>{`${order.carrier ?? ''} ${order.trackingNo}`.trim()}</Fact>}
        {order.handleMethod === 'outlet' && order.outlet && <Fact label={t('etc.method.outlet.station')}>{`${order.outlet.name} · ${order.outlet.address}`}</Fact>}
        {order.cardNo && <Fact label={t('etc.progress.cardNo')}>{order.cardNo}</Fact>}
        {order.obuNo && <Fact label={t('etc.progress.obuNo')}>{order.obuNo}</Fact>}
        <Fact label={t('etc.apply.bank')}>{order.contract ? t('etc.apply.contractSigned', { bank: order.contract.bankName, last4: order.contract.cardLast4 }) : (order.bankName ?? '')}</Fact>
      </Section>
      <CancelOrder order={order} />
    </>
  );
}

/** Several applications: which one the screen shows (newest first). */
function OrderChooser({ orders, chosen }: { orders: EtcOrderInfo[]; chosen: EtcOrderInfo }) {
  return (
    <Box role="group" aria-label={t('etc.progress.choose')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
      {orders.map((order) => (
        <Chip
          key={order.id}
          label={`${order.vehicle.plateNumber} · ${t(`etc.status.${order.status}`)}`}
          color={order.id === chosen.id ? 'primary' : 'default'}
          aria-pressed={order.id === chosen.id}
          onClick={() => navigate(HANDLING_PROGRESS_PATH, orderQuery(order), { replace: true })}
        />
      ))}
    </Box>
  );
}

function NamedOrder({ orderId }: { orderId: number }) {
  const { order, error, mutate } = useEtcOrder(orderId, { watch: true });
  return (
    <Loaded data={order} error={error} onRetry={() => void mutate()}>
      {(loaded) => <Progress order={loaded} />}
    </Loaded>
  );
}

/**
 * The application's progress (`/pages/handlingProgressQuery/handlingProgressQuery?orderId=`;
 * without it the caller's newest application, with chips for the others): plate and state, what
 * to do now (rejected: the issuer's reason and 修改后重新提交 → etcHandling; issued, shipped or ready
 * for pickup: 激活 → readCardByBlueTooth), the timeline (submitted, reviewed, issued, shipped with its
 * tracking number, activated — or rejected / cancelled), read again every 5 s while the issuer has
 * the next move; the numbers; 取消申请 until the card is issued (asked first).
 */
export default function HandlingProgressQueryScreen() {
  const named = useIdParam('orderId');
  // The chips' states move with the issuer too.
  const { orders, error, mutate } = useMyEtcOrders({ watch: true });
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Loaded data={orders} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          if (loaded.length === 0 && named === null) {
            return (
              <EmptyState
                message={t('etc.progress.none')}
                action={
                  <Button variant="contained" onClick={() => navigate(ETC_HANDLE_INTRO_PATH)}>
                    {t('etc.main.apply')}
                  </Button>
                }
              />
            );
          }
          const chosen = loaded.find((order) => order.id === named) ?? (named === null ? loaded[0] : undefined);
          return (
            <>
              {chosen && loaded.length > 1 && <OrderChooser orders={loaded} chosen={chosen} />}
              <NamedOrder orderId={named ?? loaded[0].id} />
            </>
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}
