'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { setStaffPermission, useEnterpriseStaff, type StaffMember } from '@/lib/api';
import { STAFF_PERMISSIONS, type StaffPermission } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { MerchantEntranceCard } from '@/components/merchant/MerchantEntranceCard';
import { EnterpriseScreen, ManagersOnly, MemberRoleChip } from './shared';

/** One staff member's permissions as switches; each flip is one ownerOpeningPermission call. */
function PermissionRow({ staff }: { staff: StaffMember }) {
  const flip = useAction(async (permission: StaffPermission, open: boolean) => {
    await setStaffPermission({ enterpriseId: staff.enterpriseId, staffId: staff.staffId, permission, open });
    showToast(t(open ? 'enterprise.console.opened' : 'enterprise.console.closed', { name: staff.name, permission: t(`enterprise.permission.${permission}`) }));
  });
  return (
    <Card component="section" aria-label={staff.name}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {staff.name} {staff.mobile}
          </Typography>
          <MemberRoleChip role={staff.role} />
        </Box>
        {STAFF_PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission}
            control={
              <Switch
                checked={staff.permissions.includes(permission)}
                disabled={flip.pending}
                onChange={(event) => void flip.run(permission, event.target.checked)}
                slotProps={{ input: { 'aria-label': `${staff.name} ${t(`enterprise.permission.${permission}`)}` } }}
              />
            }
            label={t(`enterprise.permission.${permission}`)}
          />
        ))}
        {flip.error && <Alert severity="error">{flip.error}</Alert>}
      </CardContent>
    </Card>
  );
}

function PermissionConsole({ enterpriseId }: { enterpriseId: number }) {
  const { staff, error, mutate } = useEnterpriseStaff(enterpriseId);
  return (
    <Loaded data={staff} error={error} onRetry={() => void mutate()}>
      {({ staff: members }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('enterprise.console.intro')}
          </Typography>
          {STAFF_PERMISSIONS.map((permission) => (
            <Typography key={permission} variant="body2" sx={{ color: 'text.secondary' }}>
              · {t(`enterprise.permission.${permission}`)}：{t(`enterprise.permission.${permission}.text`)}
            </Typography>
          ))}
          {members.length === 0 ? <EmptyState message={t('enterprise.staff.none')} /> : members.map((member) => <PermissionRow key={member.staffId} staff={member} />)}
          <MerchantEntranceCard />
        </Box>
      )}
    </Loaded>
  );
}

/**
 * The manager's console (`/pages/businessManage/businessManage?enterpriseId=`): who of the staff
 * may release goods or dispatch in the enterprise's name, opened and closed one switch at a time
 * (ownerOpeningPermission). For the enterprise manager only.
 */
export default function BusinessManageScreen() {
  return (
    <EnterpriseScreen>
      {({ enterprise, myRole }) =>
        myRole === 'manager' ? <PermissionConsole enterpriseId={enterprise.enterpriseId} /> : <ManagersOnly messageKey="enterprise.console.managerOnly" />
      }
    </EnterpriseScreen>
  );
}
