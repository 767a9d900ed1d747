'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { setIdentity, useCurrentUser } from '@/lib/api';
import { SELECTABLE_IDENTITIES, type IdentityType } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { IDENTITY_SWITCH_TIPS_PATH } from './certification';

/**
 * Identity choice (`/pages/selectThe/selectThe`): the identities a user may choose, each with what
 * it can do. Choosing one makes it current and shows what it needs next.
 */
export default function SelectIdentityScreen() {
  const { user } = useCurrentUser();
  const choose = useAction(async (identityType: IdentityType) => {
    await setIdentity(identityType);
    navigate(IDENTITY_SWITCH_TIPS_PATH, {}, { replace: true });
  });

  return (
    <PageScaffold>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('selectIdentity.hint')}
      </Typography>
      {choose.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {choose.error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {SELECTABLE_IDENTITIES.map((identity) => (
          <Card key={identity} variant="outlined">
            <CardActionArea
              disabled={choose.pending}
              aria-label={t(`identity.${identity}`)}
              onClick={() => void choose.run(identity)}
            >
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                    {t(`identity.${identity}`)}
                  </Typography>
                  {user?.identityType === identity && <Chip size="small" color="primary" label={t('identity.current')} />}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t(`identity.can.${identity}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </PageScaffold>
  );
}
