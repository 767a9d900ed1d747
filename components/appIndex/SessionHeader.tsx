'use client';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { errorMessage } from '@/components/ui/errorMessage';
import { navigate } from '@/components/router/history';
import { locationText } from '@/components/router/location';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { useRoute } from '@/components/router/RouteContext';
import { UserSummary } from './UserSummary';

/** The sign-in state at the top of a tab: the user, or a quiet note that this is a guest visit. */
export function SessionHeader() {
  const tourist = useAtomValue(touristAtom);
  const { user, error, mutate } = useCurrentUser();
  const here = useRoute();

  return (
    <Card>
      <CardContent>
        {tourist ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="subtitle1" component="p">
                {t('bazaar.guest')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('bazaar.guestHint')}
              </Typography>
            </Box>
            <Button variant="outlined" onClick={() => navigate(SIGN_IN_PATH, { redirect: locationText(here) })}>
              {t('bazaar.signIn')}
            </Button>
          </Box>
        ) : user ? (
          <UserSummary user={user} size="small" />
        ) : error ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'error.main', flex: 1 }}>
              {errorMessage(error)}
            </Typography>
            <Button size="small" onClick={() => void mutate()}>
              {t('ui.retry')}
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton width="50%" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
