'use client';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PAYMENT_POLL_LIMIT_MS, usePayment, type PaymentInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { errorMessage } from '@/components/ui/errorMessage';
import { formatYuan } from './amount';

/**
 * Back from the gateway (`?paymentId=`): asks about the payment every 2 s until it is paid or
 * closed, for up to a minute; then it says it is still waiting and offers a refresh (the
 * gateway's notification may come late). `onPaid` runs once when it is paid.
 */
export function PaymentProgress({
  paymentId,
  onPaid,
  onStatus,
}: {
  paymentId: string;
  onPaid: (payment: PaymentInfo) => void;
  /** Told the payment's status as it is learnt (undefined until the first answer). */
  onStatus?: (status: PaymentInfo['status'] | undefined) => void;
}) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const { payment, error, refresh, refreshing } = usePayment(paymentId, !timedOut);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [paymentId, round]);

  useEffect(() => onStatus?.(payment?.status), [payment?.status, onStatus]);

  useEffect(() => {
    if (payment?.status === 'paid' && reported.current !== payment.id) {
      reported.current = payment.id;
      onPaid(payment);
    }
  }, [payment, onPaid]);

  if (payment?.status === 'paid') {
    return <Alert severity="success">{t('money.pay.paid', { amount: formatYuan(payment.amountFen) })}</Alert>;
  }
  if (payment?.status === 'closed') return <Alert severity="warning">{t('money.pay.closed')}</Alert>;
  if (timedOut || (error && !payment)) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={refreshing}
            onClick={() => {
              setRound((n) => n + 1);
              void refresh();
            }}
          >
            {t('money.pay.refresh')}
          </Button>
        }
      >
        {error && !payment ? errorMessage(error) : t('money.pay.stillWaiting')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={<CircularProgress size={18} />}>
      {t('money.pay.checking')}
    </Alert>
  );
}
