'use client';
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { payFreight, settleFreight, startPayment, useFreightPayment, type FreightPaymentInfo, type PaymentInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { useIdParam } from '@/components/vehicle/widgets';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { formatYuan } from './amount';
import { payThroughGateway } from './pay';
import { FREIGHT_PAY_PATH } from './paths';
import { PaymentProgress } from './PaymentProgress';
import { useAttempt } from './useAttempt';
import { FreightStatusChip } from './widgets';

/** The cargo owner sees their wallet balance; the driver and the payee's manager do not. */
export function isPayerView(freight: FreightPaymentInfo): boolean {
  return freight.walletAvailableFen !== null;
}

/** What the freight's state means for the one reading it, when there is nothing to do. */
function stateText(freight: FreightPaymentInfo): string | null {
  const payer = isPayerView(freight);
  switch (freight.status) {
    case 'unpaid':
      return freight.canPay ? null : t(payer ? 'money.freight.cannotPay' : 'money.freight.waitPay');
    case 'held':
      return freight.canSettle ? null : t(payer ? 'money.freight.heldOwner' : 'money.freight.heldPayee');
    case 'released':
      return t('money.freight.released', { payee: freight.payeeName });
    case 'refunded':
      return t('money.freight.refunded');
  }
}

function FreightFacts({ freight }: { freight: FreightPaymentInfo }) {
  return (
    <Section title={t('money.freight.section')}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatYuan(freight.freightFen)}
        </Typography>
        <FreightStatusChip status={freight.status} />
      </Box>
      <Fact label={t('money.freight.route')}>{freight.route}</Fact>
      <Fact label={t('money.freight.plate')}>{freight.plateNumber}</Fact>
      <Fact label={t('money.freight.payee')}>{freight.payeeName}</Fact>
      {freight.paidAt && <Fact label={t('money.freight.paidAt')}>{dateTime(freight.paidAt)}</Fact>}
      {freight.releasedAt && <Fact label={t('money.freight.releasedAt')}>{dateTime(freight.releasedAt)}</Fact>}
      {freight.refundedAt && <Fact label={t('money.freight.refundedAt')}>{dateTime(freight.refundedAt)}</Fact>}
      {freight.walletAvailableFen !== null && <Fact label={t('money.freight.wallet')}>{formatYuan(freight.walletAvailableFen)}</Fact>}
    </Section>
  );
}

/**
 * Paying: from the wallet when its balance covers the freight, otherwise the difference through
 * the gateway (the shell's pay inside the app, else the gateway's page, which returns here with
 * `?paymentId=`).
 */
function PayActions({ freight, onChanged }: { freight: FreightPaymentInfo; onChanged: (latest?: FreightPaymentInfo) => void }) {
  const waybillId = freight.waybillId;
  const available = freight.walletAvailableFen ?? 0;
  const enough = available >= freight.freightFen;
  const walletAttempt = useAttempt();
  const gatewayAttempt = useAttempt();
  const [note, setNote] = useState<string | null>(null);
  const fromWallet = useAction(async () => {
    const latest = await walletAttempt({ waybillId }, (key) => payFreight(waybillId, key));
    showToast(t('money.freight.paidToast'));
    onChanged(latest);
  });
  const throughGateway = useAction(async () => {
    setNote(null);
    const body = { purpose: 'freight' as const, waybillId };
    const payment = await gatewayAttempt(body, (key) => startPayment(body, key));
    const outcome = await payThroughGateway(payment);
    if (outcome === 'success') navigate(FREIGHT_PAY_PATH, { waybillId: String(waybillId), paymentId: payment.id }, { replace: true });
    else if (outcome === 'cancel') setNote(t('money.pay.cancelled'));
    else if (outcome === 'fail') throw new Error(t('money.pay.failed'));
  });
  const action = enough ? fromWallet : throughGateway;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!enough && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('money.freight.short', { amount: formatYuan(freight.freightFen - available) })}
        </Typography>
      )}
      <Button size="large" variant="contained" disabled={action.pending} onClick={() => void action.run()} sx={{ py: 1.5 }}>
        {action.pending
          ? t('money.freight.paying')
          : enough
            ? t('money.freight.payWallet')
            : t('money.freight.payGateway', { amount: formatYuan(freight.freightFen - available) })}
      </Button>
      {note && <Alert severity="info">{note}</Alert>}
      {action.error && <Alert severity="error">{action.error}</Alert>}
    </Box>
  );
}

/** Settling an unloaded waybill: confirmed, since the held freight then goes to the payee for good. */
function SettleAction({ freight, onChanged }: { freight: FreightPaymentInfo; onChanged: (latest?: FreightPaymentInfo) => void }) {
  const [asking, setAsking] = useState(false);
  const attempt = useAttempt();
  const settle = useAction(async () => {
    try {
      const latest = await attempt({ waybillId: freight.waybillId }, (key) => settleFreight(freight.waybillId, key));
      showToast(t('money.freight.settledToast'));
      onChanged(latest);
    } finally {
      setAsking(false);
    }
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button size="large" variant="contained" disabled={settle.pending} onClick={() => setAsking(true)} sx={{ py: 1.5 }}>
        {settle.pending ? t('money.freight.settling') : t('money.freight.settle')}
      </Button>
      {settle.error && <Alert severity="error">{settle.error}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('money.freight.settleTitle')}
        message={t('money.freight.settleText', { amount: formatYuan(freight.freightFen), payee: freight.payeeName })}
        confirmLabel={t('money.freight.settleConfirm')}
        pending={settle.pending}
        onConfirm={() => void settle.run()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}

function FreightView({ freight, onChanged, paying }: { freight: FreightPaymentInfo; onChanged: (latest?: FreightPaymentInfo) => void; paying: boolean }) {
  const text = stateText(freight);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FreightFacts freight={freight} />
      {text && <Alert severity={freight.status === 'released' ? 'success' : 'info'}>{text}</Alert>}
      {freight.canPay && !paying && <PayActions freight={freight} onChanged={onChanged} />}
      {freight.canSettle && <SettleAction freight={freight} onChanged={onChanged} />}
    </Box>
  );
}

/**
 * A waybill's freight (`/pages/freightPay/freightPay?waybillId=`): route, plate, payee, amount and
 * state (unpaid, held, released, refunded). The cargo owner pays it (wallet or gateway) and, once
 * unloaded, settles it; the driver reads it. Back from the gateway (`&paymentId=`) it follows the
 * payment until paid, then reads the freight again (the server holds it on the gateway's notice).
 */
export default function FreightPayScreen() {
  const waybillId = useIdParam('waybillId');
  const { query } = useRoute();
  const { freight, error, mutate } = useFreightPayment(waybillId);
  const onChanged = useCallback(
    (latest?: FreightPaymentInfo) => void (latest ? mutate(latest, { revalidate: false }) : mutate()),
    [mutate],
  );
  const onPaid = useCallback(() => onChanged(), [onChanged]);
  // While a gateway payment is being followed, paying again would start a second one.
  const [followed, setFollowed] = useState<PaymentInfo['status'] | undefined>(undefined);
  const paying = waybillId !== null && Boolean(query.paymentId) && followed !== 'closed';
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {waybillId !== null && query.paymentId && <PaymentProgress paymentId={query.paymentId} onPaid={onPaid} onStatus={setFollowed} />}
        <Loaded
          data={waybillId === null ? undefined : freight}
          error={waybillId === null ? new BadLinkError(t('money.freight.badId')) : error}
          onRetry={() => void mutate()}
        >
          {(loaded) => <FreightView freight={loaded} onChanged={onChanged} paying={paying} />}
        </Loaded>
      </Box>
    </PageScaffold>
  );
}
