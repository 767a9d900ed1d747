'use client';
import { useAtomValue } from 'jotai';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Person from '@mui/icons-material/Person';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { errorMessage } from '@/components/ui/errorMessage';
import { IdentityChip } from './IdentityChip';
import { maskMobile } from './maskMobile';

/**
 * The sign-in state at the top of the market as ONE line (issue 15): who is signed in and as which
 * identity, or that this is a guest visit (the sign-in shortcut follows in the row below).
 */
export function SessionHeader() {
  const tourist = useAtomValue(touristAtom);
  const { user, error, mutate } = useCurrentUser();

  if (tourist) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="session-header">
        <Chip size="small" icon={<Person />} label={t('bazaar.guest')} />
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
          {t('bazaar.guestHint')}
        </Typography>
      </Box>
    );
  }
  if (user) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="session-header">
        <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, bgcolor: 'primary.main' }}>
          <Person fontSize="small" />
        </Avatar>
        <Typography variant="subtitle2" component="p" noWrap sx={{ minWidth: 0 }}>
          {user.nickname || maskMobile(user.mobile)}
        </Typography>
        <IdentityChip user={user} />
      </Box>
    );
  }
  if (error) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="session-header">
        <Typography variant="body2" noWrap sx={{ color: 'error.main', flex: 1, minWidth: 0 }}>
          {errorMessage(error)}
        </Typography>
        <Button size="small" onClick={() => void mutate()}>
          {t('ui.retry')}
        </Button>
      </Box>
    );
  }
  return <Skeleton width="50%" height={28} data-testid="session-header" />;
}
