'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useRoute } from '@/components/router/RouteContext';
import { AppHero } from './AppHero';
import { RegisteredPanel } from './RegisteredPanel';
import { ShareRegistrationForm } from './ShareRegistrationForm';

/** The invitation landing page (`/pages/share_1/share_1?recommender=`): register, then get the app. */
export default function GeneralInviteLandingScreen() {
  const { query } = useRoute();
  const recommender = query.recommender?.trim() || undefined;
  const [registered, setRegistered] = useState(false);

  return (
    <PageScaffold hideNavBar contentSx={{ p: 0 }}>
      <AppHero subtitle={recommender ? t('share1.invitedBy', { recommender }) : t('share1.invited')} />
      <Box sx={{ px: 2, mt: -2.5, pb: 4 }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {registered ? t('share1.downloadHeading') : t('share1.formHeading')}
            </Typography>
            {registered ? (
              <RegisteredPanel />
            ) : (
              <ShareRegistrationForm kind="invite" recommender={recommender} onRegistered={() => setRegistered(true)} />
            )}
          </CardContent>
        </Card>
      </Box>
    </PageScaffold>
  );
}
