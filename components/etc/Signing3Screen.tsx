'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { confirmEtcContract, updateEtcOrder, useEtcContract, type EtcContractInfo, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ActionForm } from '@/components/ui/ActionForm';
import { Loaded } from '@/components/ui/Loaded';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { Section } from '@/components/waybill/widgets';
import { ApplicationStep } from './ApplicationStep';
import { orderQuery } from './applicationDraft';
import { SIGNING1_PATH, SIGNING2_PATH } from './paths';
import { SigningSteps, backToForm } from './widgets';

/** The agreement's sections, in order (catalogue etc.agreement.<section>.title/body; version ETC_AGREEMENT_VERSION). */
export const AGREEMENT_SECTIONS = ['parties', 'withholding', 'amounts', 'failures', 'ending'] as const;

function AgreementText({ contract }: { contract: EtcContractInfo }) {
  return (
    <Section title={t('etc.agreement.heading')}>
      <Typography variant="body2">{t('etc.agreement.intro', { holder: contract.holderName, bank: contract.bankName, last4: contract.cardLast4 })}</Typography>
      <Box sx={{ maxHeight: 260, overflowY: 'auto', display: 'grid', gap: 1, mt: 1 }} tabIndex={0} aria-label={t('etc.agreement.heading')}>
        {AGREEMENT_SECTIONS.map((section) => (
          <Box key={section}>
            <Typography variant="subtitle2" component="h3">
              {t(`etc.agreement.${section}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`etc.agreement.${section}.body`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function AgreementForm({ order, contract }: { order: EtcOrderInfo; contract: EtcContractInfo }) {
  const [accepted, setAccepted] = useState(false);
  const [checked, setChecked] = useState(false);
  const sign = useSubmission(async (intent) => {
    const signed = contract.status === 'signed' ? contract : await confirmEtcContract(contract.id, intent);
    // The application holds the contract it is submitted with.
    await updateEtcOrder(order.id, { contractId: signed.id }, intent);
    showToast(t('etc.sign.signed'));
    backToForm(order);
  });
  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return accepted;
      }}
      action={sign}
      submitLabel={t('etc.sign.confirm')}
      pendingLabel={t('etc.sign.confirming')}
    >
      <AgreementText contract={contract} />
      <Box id="field-accepted" data-invalid={checked && !accepted ? 'true' : undefined}>
        <FormControlLabel control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />} label={t('etc.agreement.accept')} />
        {checked && !accepted && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {t('etc.agreement.acceptRequired')}
          </Typography>
        )}
      </Box>
    </ActionForm>
  );
}

function AgreementStep({ order }: { order: EtcOrderInfo }) {
  const contractId = useIdParam('contractId');
  const { contract, error, mutate } = useEtcContract(contractId);
  const restart = (
    <Button color="inherit" size="small" onClick={() => navigate(SIGNING1_PATH, orderQuery(order), { replace: true })}>
      {t('etc.sign.restart')}
    </Button>
  );
  return (
    <>
      <SigningSteps active={2} />
      {contractId === null ? (
        <Alert severity="warning" action={restart}>
          {t('etc.sign.noContract')}
        </Alert>
      ) : (
        <Loaded data={contract} error={error} onRetry={() => void mutate()}>
          {(loaded) => {
            if (loaded.status === 'verified' || (loaded.status === 'signed' && loaded.orderId === null)) return <AgreementForm order={order} contract={loaded} />;
            if (loaded.status === 'started') {
              return (
                <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => navigate(SIGNING2_PATH, { ...orderQuery(order), contractId: String(loaded.id) }, { replace: true })}>{t('etc.sign.toCode')}</Button>}>
                  {t('etc.sign.codeFirst')}
                </Alert>
              );
            }
            if (loaded.status === 'signed') {
              return (
                <Alert severity="success" action={<Button color="inherit" size="small" onClick={() => backToForm(order)}>{t('etc.sign.backToForm')}</Button>}>
                  {t('etc.apply.contractSigned', { bank: loaded.bankName, last4: loaded.cardLast4 })}
                </Alert>
              );
            }
            return (
              <Alert severity="warning" action={restart}>
                {t(loaded.status === 'failed' ? 'etc.sign.failed' : 'etc.sign.notUsable')}
              </Alert>
            );
          }}
        </Loaded>
      )}
    </>
  );
}

/**
 * Withholding contract, step 3 (`/pages/signing3/signing3?orderId=&contractId=`): the withholding
 * agreement (who, which card, what is withheld and when, failures, ending it) and
 * 我已阅读并同意, required; signing attaches the contract to the application and returns to it.
 */
export default function Signing3Screen() {
  return <ApplicationStep>{(order) => <AgreementStep order={order} />}</ApplicationStep>;
}
