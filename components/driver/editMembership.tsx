'use client';
import Typography from '@mui/material/Typography';
import { updateEnterpriseDriver, type EnterpriseDriverDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { EnterpriseDriverScreen } from './widgets';

type Editable = 'remark' | 'contactMobile';

const SPEC = {
  remark: { rules: [rules.length(0, 60)], maxLength: 60, type: 'text' as const },
  contactMobile: { rules: [rules.mobile], maxLength: 11, type: 'tel' as const },
};

function EditForm({ enterpriseId, driver, field }: { enterpriseId: number; driver: EnterpriseDriverDetail; field: Editable }) {
  const form = useForm({ value: { initial: driver[field] ?? '', rules: SPEC[field].rules } });
  const save = useAction(async () => {
    // Empty clears the enterprise's value (a cleared contact mobile falls back to the account's).
    const value = form.values.value.trim() || null;
    await updateEnterpriseDriver(enterpriseId, driver.userId, { [field]: value });
    showToast(t('driver.edit.saved'));
    goBack();
  });
  return (
    <ActionForm validate={() => form.validate()} action={save} submitLabel={t('driver.edit.save')} pendingLabel={t('driver.edit.saving')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`driver.edit.intro.${field}`, { name: driver.name ?? driver.mobile, mobile: driver.mobile })}
      </Typography>
      <FormField
        field={form.field('value')}
        label={t(`driver.details.${field}`)}
        type={SPEC[field].type}
        inputMode={field === 'contactMobile' ? 'tel' : undefined}
        maxLength={SPEC[field].maxLength}
      />
    </ActionForm>
  );
}

/** The enterprise's remark or contact mobile for one active driver (`?enterpriseId=&driverId=`). */
export function EditMembershipScreen({ field }: { field: Editable }) {
  return (
    <EnterpriseDriverScreen>
      {(enterpriseId, driver) =>
        driver.active ? <EditForm enterpriseId={enterpriseId} driver={driver} field={field} /> : <EmptyState message={t('driver.details.former')} />
      }
    </EnterpriseDriverScreen>
  );
}
