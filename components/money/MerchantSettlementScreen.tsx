'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { registerMerchant, useMerchantSettlement, type MerchantSettlementInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { MerchantAccountFacts, MerchantFacts } from './MerchantFacts';
import { MERCHANT_ACCOUNT_PATH } from './paths';

/** The settlement side of a merchant (MerchantSettlementRequest), checked as the server checks it. */
function SettlementForm({ onRegistered }: { onRegistered: (settlement: MerchantSettlementInfo) => void }) {
  const form = useForm({
    merchantName: { rules: [rules.required, rules.length(2, 60)] },
    creditCode: { rules: [rules.required, rules.creditCode] },
    legalPersonName: { rules: [rules.required, rules.personName] },
    legalPersonIdNumber: { rules: [rules.required, rules.nationalId] },
    contactMobile: { rules: [rules.required, rules.mobile] },
    storeAddress: { rules: [rules.required, rules.length(4, 120)] },
  });
  const register = useAction(async () => {
    const { values } = form;
    const settlement = await registerMerchant({
      merchantName: values.merchantName.trim(),
      creditCode: values.creditCode.trim().toUpperCase(),
      legalPersonName: values.legalPersonName.trim(),
      legalPersonIdNumber: values.legalPersonIdNumber.trim().toUpperCase(),
      contactMobile: values.contactMobile.trim(),
      storeAddress: values.storeAddress.trim(),
    });
    showToast(t('money.mercSett.done'));
    onRegistered(settlement);
  });
  return (
    <ActionForm validate={() => form.validate()} action={register} submitLabel={t('money.mercSett.submit')} pendingLabel={t('money.mercSett.submitting')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('money.mercSett.intro')}
      </Typography>
      <FormField field={form.field('merchantName')} label={t('money.field.merchantName')} maxLength={60} />
      <FormField field={form.field('creditCode')} label={t('money.field.creditCode')} maxLength={18} autoComplete="off" />
      <FormField field={form.field('legalPersonName')} label={t('money.field.legalPersonName')} maxLength={30} autoComplete="name" />
      <FormField field={form.field('legalPersonIdNumber')} label={t('money.field.legalPersonIdNumber')} maxLength={18} autoComplete="off" />
      <FormField field={form.field('contactMobile')} label={t('money.field.contactMobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      <FormField field={form.field('storeAddress')} label={t('money.field.storeAddress')} autoComplete="street-address" maxLength={120} />
    </ActionForm>
  );
}

/** What was registered and the merchant's account. */
function Registered({ settlement }: { settlement: MerchantSettlementInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="success">{t('money.mercSett.registered')}</Alert>
      <MerchantFacts settlement={settlement} />
      <MerchantAccountFacts settlement={settlement} />
      <Button variant="contained" onClick={() => navigate(MERCHANT_ACCOUNT_PATH)}>
        {t('money.mercSett.toAccount')}
      </Button>
    </Box>
  );
}

/**
 * Merchant onboarding, the settlement side (`/pages/mercSett/mercSett`): name, credit code, legal
 * person and ID, contact mobile, store address → creat00Count, which also opens the merchant's
 * sub-account; afterwards (and on later visits) what was registered and the account.
 */
export default function MerchantSettlementScreen() {
  const { settlement, error, mutate } = useMerchantSettlement();
  return (
    <PageScaffold>
      <Loaded data={settlement} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded === null ? (
            <SettlementForm onRegistered={(registered) => void mutate({ settlement: registered }, { revalidate: false })} />
          ) : (
            <Registered settlement={loaded} />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
