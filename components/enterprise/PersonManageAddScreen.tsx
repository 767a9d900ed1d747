'use client';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { addEnterpriseStaff, type EnterpriseDetail } from '@/lib/api';
import type { StaffPermission, StaffRole } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { EnterpriseScreen, ManagersOnly, managesStaff } from './shared';
import { StaffRoleAndPermissions } from './staffFields';
import { PERSON_MANAGE_PATH } from './paths';

function AddStaffForm({ detail }: { detail: EnterpriseDetail }) {
  const enterpriseId = detail.enterprise.enterpriseId;
  const asManager = detail.myRole === 'manager';
  const form = useForm({
    mobile: { rules: [rules.required, rules.mobile] },
    name: { rules: [rules.required, rules.personName] },
  });
  const [role, setRole] = useState<StaffRole>('dispatcher');
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const add = useAction(async () => {
    await addEnterpriseStaff(enterpriseId, { mobile: form.values.mobile.trim(), name: form.values.name.trim(), role, permissions });
    showToast(t('enterprise.staffAdd.added'));
    navigate(PERSON_MANAGE_PATH, { enterpriseId: String(enterpriseId) }, { replace: true });
  });
  return (
    <ActionForm validate={() => form.validate()} action={add} submitLabel={t('enterprise.staffAdd.submit')} pendingLabel={t('enterprise.saving')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('enterprise.staffAdd.intro')}
      </Typography>
      <FormField field={form.field('mobile')} label={t('enterprise.field.mobile')} type="tel" inputMode="tel" maxLength={11} />
      <FormField field={form.field('name')} label={t('enterprise.field.name')} maxLength={30} />
      <StaffRoleAndPermissions role={role} onRole={setRole} permissions={permissions} onPermissions={setPermissions} asManager={asManager} />
    </ActionForm>
  );
}

/** Add a staff member (`/pages/personManageAdd/personManageAdd?enterpriseId=`): an existing user by mobile, with name, role and permissions. */
export default function PersonManageAddScreen() {
  return <EnterpriseScreen>{(detail) => (managesStaff(detail) ? <AddStaffForm detail={detail} /> : <ManagersOnly />)}</EnterpriseScreen>;
}
