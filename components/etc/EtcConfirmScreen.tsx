'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { submitEtcOrder, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { ApplicationStep } from './ApplicationStep';
import { orderQuery } from './applicationDraft';
import { ETC_FINISH_PATH, ETC_HANDLING_PATH } from './paths';
import { OrderFacts } from './widgets';

function Confirm({ order }: { order: EtcOrderInfo }) {
  const submit = useSubmission(async (intent) => {
    const sent = await submitEtcOrder(order.id, intent);
    navigate(ETC_FINISH_PATH, orderQuery(sent), { replace: true });
  });
  const incomplete = order.missing.length > 0;
  return (
    <>
      {order.status === 'rejected' && <Alert severity="warning">{t('etc.confirm.resubmitting', { reason: order.rejectReason ?? '' })}</Alert>}
      <OrderFacts order={order} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.confirm.note')}
      </Typography>
      {incomplete && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(ETC_HANDLING_PATH, orderQuery(order), { replace: true })}>
              {t('etc.confirm.toForm')}
            </Button>
          }
        >
          {t('etc.confirm.incomplete', { parts: order.missing.map((part) => t(`etc.part.${part}`)).join('、') })}
        </Alert>
      )}
      <SubmissionStatus action={submit} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button variant="contained" size="large" disabled={incomplete || submit.pending} onClick={() => void submit.run()}>
          {t(submit.pending ? 'etc.confirm.submitting' : order.status === 'rejected' ? 'etc.confirm.resubmit' : 'etc.confirm.submit')}
        </Button>
        <Button onClick={() => navigate(ETC_HANDLING_PATH, orderQuery(order))}>{t('etc.confirm.change')}</Button>
      </Box>
    </>
  );
}

/**
 * The application once more before it goes to the issuer (`/pages/etcConfirm/etcConfirm?orderId=`):
 * the truck (plate and colour, class, axles, weight in 吨, length, owner), how the card is handed
 * over (address or outlet), the withholding bank and contract; 提交申请 (a rejected one:
 * 重新提交) sends it (updateOrder submit) → etcFinish. A part still missing is named, with the
 * way back to the form.
 */
export default function EtcConfirmScreen() {
  return <ApplicationStep>{(order) => <Confirm order={order} />}</ApplicationStep>;
}
