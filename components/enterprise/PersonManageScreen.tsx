'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEnterpriseStaff, type StaffMember } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { EnterpriseScreen, ManagersOnly, managesStaff, MemberRoleChip, openFor, permissionsText } from './shared';
import { PERSON_MANAGE_ADD_PATH, PERSON_MANAGE_EDIT_PATH } from './paths';

/** One staff member as a row that opens their edit screen. */
export function StaffRow({ staff }: { staff: StaffMember }) {
  return (
    <Card>
      <CardActionArea onClick={() => openFor(PERSON_MANAGE_EDIT_PATH, staff.enterpriseId, { staffId: String(staff.staffId) })}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
              {staff.name} {staff.mobile}
            </Typography>
            <MemberRoleChip role={staff.role} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('enterprise.field.permissions')}：{permissionsText(staff.permissions)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function StaffList({ enterpriseId }: { enterpriseId: number }) {
  const { staff, error, mutate } = useEnterpriseStaff(enterpriseId);
  const add = (
    <Button variant="contained" onClick={() => openFor(PERSON_MANAGE_ADD_PATH, enterpriseId)}>
      {t('enterprise.staffAdd.title')}
    </Button>
  );
  return (
    <Loaded data={staff} error={error} onRetry={() => void mutate()}>
      {({ staff: members, max }) =>
        members.length === 0 ? (
          <EmptyState message={t('enterprise.staff.none')} action={add} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('enterprise.staff.count', { count: members.length, max })}
            </Typography>
            {members.map((member) => (
              <StaffRow key={member.staffId} staff={member} />
            ))}
            {members.length < max && add}
          </Box>
        )
      }
    </Loaded>
  );
}

/**
 * Person management (`/pages/personManage/personManage?enterpriseId=`): the enterprise's staff
 * (dispatchers, person managers) for its manager and person managers, and the way to add one.
 */
export default function PersonManageScreen() {
  return (
    <EnterpriseScreen>
      {(detail) =>
        managesStaff(detail) ? (
          <StaffList enterpriseId={detail.enterprise.enterpriseId} />
        ) : (
          <ManagersOnly />
        )
      }
    </EnterpriseScreen>
  );
}
