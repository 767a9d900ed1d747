'use client';
import Typography from '@mui/material/Typography';
import { updateOwnerContact, type OwnerEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { ActionForm } from '@/components/ui/ActionForm';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_STATUS_PATH } from './paths';
import { findEnterprise, useEnterpriseIdParam, OwnerStandingScreen } from './standing';

function ContactForm({ enterprise }: { enterprise: OwnerEnterprise }) {
  const form = useForm({
    address: { initial: enterprise.address, rules: [rules.required, rules.length(2, 120)] },
    contactName: { initial: enterprise.contactName, rules: [rules.required, rules.personName] },
    contactMobile: { initial: enterprise.contactMobile, rules: [rules.required, rules.mobile] },
  });
  const submit = useAction(async () => {
    await updateOwnerContact({
      enterpriseId: enterprise.enterpriseId,
      address: form.values.address.trim(),
      contactName: form.values.contactName.trim(),
      contactMobile: form.values.contactMobile.trim(),
    });
    showToast(t('owner.contact.saved'));
    navigate(ENTERPRISE_STATUS_PATH, { enterpriseId: String(enterprise.enterpriseId) }, { replace: true });
  });
  return (
    <ActionForm
      validate={() => form.validate()}
      action={submit}
      submitLabel={t('owner.contact.save')}
      pendingLabel={t('owner.submitting')}
    >
      <Typography variant="h6" component="h2">
        {enterprise.enterpriseName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('owner.contact.intro')}
      </Typography>
      <FormField field={form.field('address')} label={t('owner.field.enterpriseAddress')} autoComplete="street-address" maxLength={120} />
      <FormField field={form.field('contactName')} label={t('ops.field.contactName')} autoComplete="name" maxLength={30} />
      <FormField
        field={form.field('contactMobile')}
        label={t('ops.field.contactMobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
      />
    </ActionForm>
  );
}

/** Contact details of an approved enterprise (`/pages/enterPriseInfoSupply/enterPriseInfoSupply?enterpriseId=`). */
export default function EnterpriseContactScreen() {
  const enterpriseId = useEnterpriseIdParam();
  return (
    <OwnerStandingScreen>
      {(shown) => {
        const enterprise = findEnterprise(shown, enterpriseId);
        if (!enterprise) return <EmptyState message={t('owner.enterprise.notFound')} />;
        // Only approved details are kept up to date here; others change by resubmitting.
        if (enterprise.certification.status !== 'approved') return <EmptyState message={t('owner.contact.notApproved')} />;
        return <ContactForm enterprise={enterprise} />;
      }}
    </OwnerStandingScreen>
  );
}
