'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Person from '@mui/icons-material/Person';
import Verified from '@mui/icons-material/Verified';
import type { AppUser } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { IdentityChip } from './IdentityChip';
import { maskMobile } from './maskMobile';

/**
 * Who is signed in: avatar, name (the nickname, or the masked mobile for a user who has not
 * chosen one), current identity and the verified badge.
 */
export function UserSummary({ user, size = 'large' }: { user: AppUser; size?: 'large' | 'small' }) {
  const avatarSize = size === 'large' ? 56 : 40;
  const mobile = maskMobile(user.mobile);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: avatarSize, height: avatarSize, bgcolor: 'primary.main' }}>
        {/* A name's first letter or character reads as an initial; a default nickname of digits does not. */}
        {/^\p{L}/u.test(user.nickname) ? user.nickname.slice(0, 1) : <Person />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant={size === 'large' ? 'h6' : 'subtitle1'} component="p" noWrap>
            {user.nickname || mobile}
          </Typography>
          {user.isVerified &&
            (user.vLogo ? (
              <Box component="img" src={user.vLogo} alt={t('mine.verified')} sx={{ width: 18, height: 18 }} />
            ) : (
              <Verified titleAccess={t('mine.verified')} sx={{ fontSize: 18, color: 'primary.main' }} />
            ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
          {user.nickname && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {mobile}
            </Typography>
          )}
          <IdentityChip user={user} />
        </Box>
      </Box>
    </Box>
  );
}
