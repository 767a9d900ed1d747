'use client';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { BAZAAR_PATH } from '@/components/router/paths';
import { useSignOutConfirm } from './useSignOutConfirm';

/** Sign out (`/pages/out/out`): confirm, end the session on the server, back to the market. */
export default function GeneralSignOutScreen() {
  const tourist = useAtomValue(touristAtom);
  const { user } = useCurrentUser();
  const leave = useSignOutConfirm();

  return (
    <PageScaffold>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
        <Logout sx={{ fontSize: 48, color: 'text.secondary' }} />
        {tourist ? (
          <>
            <Typography variant="body1">{t('out.notSignedIn')}</Typography>
            <Button variant="contained" onClick={() => navigate(BAZAAR_PATH, undefined, { replace: true })}>
              {t('out.toBazaar')}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body1">{user ? t('out.signedInAs', { mobile: user.mobile }) : t('out.question')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('out.explain')}
            </Typography>
            <Button variant="contained" color="error" size="large" onClick={leave.ask} disabled={leave.pending}>
              {t('out.action')}
            </Button>
          </>
        )}
      </Box>
      {leave.dialog}
    </PageScaffold>
  );
}
