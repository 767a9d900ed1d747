'use client';
import Chip from '@mui/material/Chip';
import type { AppUser } from '@/lib/contract';
import { t } from '@/lib/i18n';

/** The user's current identity as a small chip ("个体司机", or "未选择身份"). */
export function IdentityChip({ user }: { user: Pick<AppUser, 'identityType'> }) {
  return (
    <Chip
      size="small"
      color={user.identityType ? 'primary' : 'default'}
      variant="outlined"
      label={t(user.identityType ? `identity.${user.identityType}` : 'identity.none')}
    />
  );
}
