'use client';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@/lib/contract';
import { t } from '@/lib/i18n';

/**
 * A staff member's role and permissions as the form edits them. Only the enterprise manager
 * appoints person managers and opens permissions: for a person manager both are shown locked.
 */
export function StaffRoleAndPermissions({
  role,
  onRole,
  permissions,
  onPermissions,
  asManager,
}: {
  role: StaffRole;
  onRole: (role: StaffRole) => void;
  permissions: StaffPermission[];
  onPermissions: (permissions: StaffPermission[]) => void;
  asManager: boolean;
}) {
  const toggle = (permission: StaffPermission, on: boolean) =>
    onPermissions(STAFF_PERMISSIONS.filter((each) => (each === permission ? on : permissions.includes(each))));
  return (
    <>
      <FormLabel id="staff-role-label">{t('enterprise.field.role')}</FormLabel>
      <ToggleButtonGroup exclusive fullWidth color="primary" value={role} aria-labelledby="staff-role-label" onChange={(_, chosen: StaffRole | null) => chosen && onRole(chosen)}>
        {STAFF_ROLES.map((each) => (
          <ToggleButton key={each} value={each} disabled={!asManager && each === 'personManager'}>
            {t(`enterprise.memberRole.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`enterprise.staffRole.text.${role}`)}
      </Typography>
      <FormLabel component="legend">{t('enterprise.field.permissions')}</FormLabel>
      <FormGroup>
        {STAFF_PERMISSIONS.map((each) => (
          <FormControlLabel
            key={each}
            disabled={!asManager}
            control={<Checkbox checked={permissions.includes(each)} onChange={(event) => toggle(each, event.target.checked)} />}
            label={t(`enterprise.permission.${each}`)}
          />
        ))}
      </FormGroup>
      {!asManager && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('enterprise.staff.managerOpens')}
        </Typography>
      )}
    </>
  );
}
