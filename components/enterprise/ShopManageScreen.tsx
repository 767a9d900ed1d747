'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { updateEnterprisePremises, type EnterpriseDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { Detail } from '@/components/owner/standing';
import { MerchantEntranceCard } from '@/components/merchant/MerchantEntranceCard';
import { EnterpriseHeader, EnterpriseScreen } from './shared';

/** The manager changes the enterprise's business address and contact (ownerUpdateInfo, no new review). */
function PremisesForm({ detail }: { detail: EnterpriseDetail }) {
  const { enterprise } = detail;
  const form = useForm({
    address: { initial: enterprise.address, rules: [rules.required, rules.length(2, 120)] },
    contactName: { initial: enterprise.contactName, rules: [rules.required, rules.personName] },
    contactMobile: { initial: enterprise.contactMobile, rules: [rules.required, rules.mobile] },
  });
  const save = useAction(async () => {
    await updateEnterprisePremises(enterprise.enterpriseId, {
      address: form.values.address.trim(),
      contactName: form.values.contactName.trim(),
      contactMobile: form.values.contactMobile.trim(),
    });
    showToast(t('owner.contact.saved'));
  });
  return (
    <ActionForm validate={() => form.validate()} action={save} submitLabel={t('owner.contact.save')} pendingLabel={t('enterprise.saving')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('owner.contact.intro')}
      </Typography>
      <FormField field={form.field('address')} label={t('owner.field.enterpriseAddress')} autoComplete="street-address" maxLength={120} />
      <FormField field={form.field('contactName')} label={t('ops.field.contactName')} autoComplete="name" maxLength={30} />
      <FormField field={form.field('contactMobile')} label={t('ops.field.contactMobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
    </ActionForm>
  );
}

/**
 * Business premises (`/pages/shopManage/shopManage?enterpriseId=`): where the enterprise does
 * business and whom to contact. Its manager edits them; staff read them. A store at a toll
 * station or service area is a merchant of its own (components/merchant): the card leads to its
 * console, or to the application.
 */
export default function ShopManageScreen() {
  return (
    <EnterpriseScreen>
      {(detail) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EnterpriseHeader enterprise={detail.enterprise} myRole={detail.myRole} />
          {detail.myRole === 'manager' ? (
            <PremisesForm detail={detail} />
          ) : (
            <>
              <Detail label={t('owner.field.enterpriseAddress')} value={detail.enterprise.address} />
              <Detail label={t('ops.field.contactName')} value={`${detail.enterprise.contactName} ${detail.enterprise.contactMobile}`} />
              <Alert severity="info">{t('enterprise.premises.managerEdits')}</Alert>
            </>
          )}
          <MerchantEntranceCard />
        </Box>
      )}
    </EnterpriseScreen>
  );
}
