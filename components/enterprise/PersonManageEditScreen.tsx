'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { removeEnterpriseStaff, updateEnterpriseStaff, useStaffDetail, type EnterpriseDetail, type StaffMember } from '@/lib/api';
import type { StaffPermission, StaffRole } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { Detail } from '@/components/owner/standing';
import { EnterpriseScreen, ManagersOnly, managesStaff } from './shared';
import { StaffRoleAndPermissions } from './staffFields';
import { StaffHistory } from './staffHistory';
import { PERSON_MANAGE_PATH } from './paths';

function EditStaffForm({ staff, asManager }: { staff: StaffMember; asManager: boolean }) {
  const form = useForm({ name: { initial: staff.name, rules: [rules.required, rules.personName] } });
  const [role, setRole] = useState<StaffRole>(staff.role);
  const [permissions, setPermissions] = useState<StaffPermission[]>(staff.permissions);
  const [confirming, setConfirming] = useState(false);
  const backToList = () => navigate(PERSON_MANAGE_PATH, { enterpriseId: String(staff.enterpriseId) }, { replace: true });
  const save = useAction(async () => {
    await updateEnterpriseStaff(staff.enterpriseId, staff.staffId, { name: form.values.name.trim(), role, ...(asManager ? { permissions } : {}) });
    showToast(t('enterprise.staffEdit.saved'));
  });
  const remove = useAction(async () => {
    await removeEnterpriseStaff(staff.enterpriseId, staff.staffId);
    showToast(t('enterprise.staffEdit.removed'));
    backToList();
  });
  // A person manager changes dispatchers only; a person manager's own row is the manager's to change.
  const locked = !asManager && staff.role === 'personManager';
  if (locked) return <Alert severity="info">{t('enterprise.staffEdit.managerOnly')}</Alert>;
  return (
    <>
      <ActionForm validate={() => form.validate()} action={save} submitLabel={t('owner.contact.save')} pendingLabel={t('enterprise.saving')}>
        <Detail label={t('enterprise.field.mobile')} value={staff.mobile} />
        <FormField field={form.field('name')} label={t('enterprise.field.name')} maxLength={30} />
        <StaffRoleAndPermissions role={role} onRole={setRole} permissions={permissions} onPermissions={setPermissions} asManager={asManager} />
      </ActionForm>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        {t('enterprise.staffEdit.remove')}
      </Button>
      {remove.error && <Alert severity="error">{remove.error}</Alert>}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('enterprise.staffEdit.remove')}
        message={t('enterprise.staffEdit.removeConfirm', { name: staff.name })}
        confirmLabel={t('enterprise.staffEdit.remove')}
        pending={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove.run();
        }}
      />
    </>
  );
}

function StaffEditor({ detail, staffId }: { detail: EnterpriseDetail; staffId: number | undefined }) {
  const { staffDetail, error, mutate } = useStaffDetail(detail.enterprise.enterpriseId, staffId);
  if (!staffId) return <ManagersOnly messageKey="enterprise.staffEdit.notFound" />;
  return (
    <Loaded data={staffDetail} error={error} onRetry={() => void mutate()}>
      {({ staff, history }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {staff.removedAt ? (
            <Alert severity="warning">{t('enterprise.staffEdit.wasRemoved', { name: staff.name, date: formatDate(staff.removedAt) })}</Alert>
          ) : (
            <EditStaffForm key={staff.staffId} staff={staff} asManager={detail.myRole === 'manager'} />
          )}
          <StaffHistory history={history} />
        </Box>
      )}
    </Loaded>
  );
}

/**
 * Edit a staff member (`/pages/personManageEdit/personManageEdit?enterpriseId=&staffId=`): name,
 * role and permissions, removal, and the history of changes.
 */
export default function PersonManageEditScreen() {
  const { query } = useRoute();
  const staffId = /^\d+$/.test(query.staffId ?? '') ? Number(query.staffId) : undefined;
  return <EnterpriseScreen>{(detail) => (managesStaff(detail) ? <StaffEditor detail={detail} staffId={staffId} /> : <ManagersOnly />)}</EnterpriseScreen>;
}
