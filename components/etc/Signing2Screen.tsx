'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startEtcContract, useEtcContract, verifyEtcContract, type EtcContractInfo, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { ApplicationStep } from './ApplicationStep';
import { orderQuery } from './applicationDraft';
import { SIGNING1_PATH, SIGNING2_PATH, SIGNING3_PATH } from './paths';
import { SigningSteps } from './widgets';

/** Back to step 1 (a contract that cannot go on: failed, released, or none named). */
function Restart({ order, messageKey }: { order: EtcOrderInfo; messageKey: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(SIGNING1_PATH, orderQuery(order), { replace: true })}>
          {t('etc.sign.restart')}
        </Button>
      }
    >
      {t(messageKey)}
    </Alert>
  );
}

function CodeForm({ order, contract }: { order: EtcOrderInfo; contract: EtcContractInfo }) {
  const form = useForm({ smsCode: { rules: [rules.required, rules.code] } });
  const verify = useSubmission(async (intent) => {
    await verifyEtcContract(contract.id, form.values.smsCode, intent);
    navigate(SIGNING3_PATH, { ...orderQuery(order), contractId: String(contract.id) }, { replace: true });
  });
  // A new code is a new start with the same card; the screen follows the contract it made.
  const resend = async () => {
    const started = await startEtcContract(contract.channelCode, contract.bankCardId, order.id);
    navigate(SIGNING2_PATH, { ...orderQuery(order), contractId: String(started.contract.id) }, { replace: true });
    return { resendAfter: started.resendAfter };
  };
  return (
    <ActionForm validate={() => form.validate()} action={verify} submitLabel={t('etc.sign.verify')} pendingLabel={t('etc.sign.verifying')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.sign.codeSent', { bank: contract.bankName, last4: contract.cardLast4, mobile: contract.mobileMasked ?? '' })}
      </Typography>
      <FormField field={form.field('smsCode')} label={t('etc.sign.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} end={<SmsCodeButton onSend={resend} />} />
    </ActionForm>
  );
}

function CodeStep({ order }: { order: EtcOrderInfo }) {
  const contractId = useIdParam('contractId');
  const { contract, error, mutate } = useEtcContract(contractId);
  return (
    <>
      <SigningSteps active={1} />
      {contractId === null ? (
        <Restart order={order} messageKey="etc.sign.noContract" />
      ) : (
        <Loaded data={contract} error={error} onRetry={() => void mutate()}>
          {(loaded) => {
            if (loaded.status === 'started') return <CodeForm order={order} contract={loaded} />;
            if (loaded.status === 'verified') {
              return (
                <Alert severity="success" action={<Button color="inherit" size="small" onClick={() => navigate(SIGNING3_PATH, { ...orderQuery(order), contractId: String(loaded.id) }, { replace: true })}>{t('etc.sign.toAgreement')}</Button>}>
                  {t('etc.sign.codeDone')}
                </Alert>
              );
            }
            return <Restart order={order} messageKey={loaded.status === 'failed' ? 'etc.sign.failed' : 'etc.sign.notUsable'} />;
          }}
        </Loaded>
      )}
    </>
  );
}

/**
 * Withholding contract, step 2 (`/pages/signing2/signing2?orderId=&contractId=`): the code the
 * bank texted to the card's reserved mobile (masked on screen); 重新获取 starts again with the
 * same card. Too many wrong codes fail the contract: back to step 1.
 */
export default function Signing2Screen() {
  return <ApplicationStep>{(order) => <CodeStep order={order} />}</ApplicationStep>;
}
