'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  addMerchantStaff,
  changeMerchantStaff,
  removeMerchantStaff,
  useMerchantStaff,
  type MerchantStaffInfo,
  type MyMerchantInfo,
} from '@/lib/api';
import { MERCHANT_STAFF_ROLES, type MerchantStaffRole } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { MERCHANT_INFO_PATH } from './paths';
import { AdminsOnly, MerchantScreen, merchantQuery, useQueryId } from './widgets';

const backToConsole = (merchant: MyMerchantInfo) => navigate(MERCHANT_INFO_PATH, merchantQuery(merchant), { replace: true });

/** Removing a staff member, asked first. */
function RemoveStaff({ merchant, member }: { merchant: MyMerchantInfo; member: MerchantStaffInfo }) {
  const [asking, setAsking] = useState(false);
  const remove = useSubmission(async (intent) => {
    await removeMerchantStaff(member.id, intent);
    setAsking(false);
    showToast(t('merchant.staff.removed', { name: member.name }));
    backToConsole(merchant);
  });
  return (
    <>
      <Button color="error" fullWidth sx={{ mt: 1 }} onClick={() => setAsking(true)}>
        {t('merchant.staff.remove')}
      </Button>
      <SubmissionStatus action={remove} />
      <ConfirmDialog
        open={asking}
        danger
        title={t('merchant.staff.removeTitle')}
        message={t('merchant.staff.removeText', { name: member.name })}
        confirmLabel={t('merchant.staff.remove')}
        pending={remove.pending}
        onConfirm={() => void remove.run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Name, mobile (only when adding: a staff member is the account of that mobile) and role. */
function StaffForm({ merchant, member }: { merchant: MyMerchantInfo; member?: MerchantStaffInfo }) {
  const form = useForm({
    name: { initial: member?.name ?? '', rules: [rules.required, rules.personName] },
    phone: { initial: member?.phone ?? '', rules: [rules.required, rules.mobile] },
  });
  const [role, setRole] = useState<MerchantStaffRole>(member?.role ?? 'waiter');
  // The applicant stays an administrator (the server refuses otherwise: merchant.ownerStays).
  const isOwner = member !== undefined && member.userId === merchant.ownerUserId;
  const save = useSubmission(async (intent) => {
    const name = form.values.name.trim();
    if (member) {
      await changeMerchantStaff({ id: member.id, name, role }, intent);
      showToast(t('merchant.staff.saved'));
    } else {
      await addMerchantStaff({ merchantId: merchant.merchantId, name, phone: form.values.phone.trim(), role }, intent);
      showToast(t('merchant.staff.added', { name }));
    }
    backToConsole(merchant);
  });
  return (
    <>
      <ActionForm
        validate={() => form.validate()}
        action={save}
        submitLabel={t(member ? 'merchant.staff.save' : 'merchant.staff.addSubmit')}
        pendingLabel={t('merchant.staff.saving')}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {merchant.merchantName}
          {member ? '' : ` · ${t('merchant.staff.intro')}`}
        </Typography>
        <FormField field={form.field('name')} label={t('merchant.field.staffName')} autoComplete="name" maxLength={30} />
        <FormField
          field={form.field('phone')}
          label={t('merchant.field.staffPhone')}
          type="tel"
          inputMode="tel"
          maxLength={11}
          disabled={Boolean(member)}
        />
        <FormLabel id="merchant-staff-role">{t('merchant.field.staffRole')}</FormLabel>
        <ToggleButtonGroup exclusive fullWidth color="primary" value={role} aria-labelledby="merchant-staff-role" onChange={(_, chosen: MerchantStaffRole | null) => chosen && setRole(chosen)}>
          {MERCHANT_STAFF_ROLES.map((each) => (
            <ToggleButton key={each} value={each} disabled={isOwner && each !== 'admin'}>
              {t(`merchant.role.${each}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(isOwner ? 'merchant.staff.ownerStays' : `merchant.role.text.${role}`)}
        </Typography>
      </ActionForm>
      {member && !isOwner && <RemoveStaff merchant={merchant} member={member} />}
    </>
  );
}

/** Changing one staff member (`?id=`): read from the merchant's staff list. */
function EditStaff({ merchant, id }: { merchant: MyMerchantInfo; id: number }) {
  const { staff, error, mutate } = useMerchantStaff(merchant.merchantId);
  return (
    <Loaded data={staff} error={error} onRetry={() => void mutate()}>
      {(members) => {
        const member = members.find((each) => each.id === id);
        return member ? (
          <StaffForm merchant={merchant} member={member} />
        ) : (
          <EmptyState
            message={t('merchant.staff.notFound')}
            action={<Button variant="contained" onClick={() => backToConsole(merchant)}>{t('merchant.backToConsole')}</Button>}
          />
        );
      }}
    </Loaded>
  );
}

/**
 * Add or change a staff member (`/pages/merchantInfo/modifyUser?merchantId=&id=`): name, mobile
 * (a registered account; fixed once added) and role — administrator, waiter, liaison officer —;
 * removing one asks first. For the merchant's administrators.
 */
export default function ModifyUserScreen() {
  const id = useQueryId('id');
  return (
    <MerchantScreen>
      {(merchant) =>
        merchant.role !== 'admin' ? (
          <AdminsOnly merchant={merchant} messageKey="merchant.staff.adminOnly" />
        ) : id === null ? (
          <StaffForm merchant={merchant} />
        ) : (
          <EditStaff merchant={merchant} id={id} />
        )
      }
    </MerchantScreen>
  );
}
