'use client';
import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useRoute } from '@/components/router/RouteContext';
import { RegisteredPanel } from './RegisteredPanel';
import { ShareRegistrationForm } from './ShareRegistrationForm';

/**
 * User registration by SMS with a captcha (`/pages/newcomer/newcomer`). `?type=consignor`
 * registers a cargo owner; `?recommender=` credits whoever shared the link.
 */
export default function GeneralNewcomerScreen() {
  const { query } = useRoute();
  const consignor = query.type === 'consignor';
  const [registered, setRegistered] = useState(false);

  return (
    <PageScaffold title={t(consignor ? 'newcomer.titleConsignor' : 'newcomer.title')}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {registered ? (
            <RegisteredPanel />
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(consignor ? 'newcomer.introConsignor' : 'newcomer.intro')}
              </Typography>
              {query.recommender && (
                <Typography variant="body2">{t('newcomer.recommendedBy', { recommender: query.recommender })}</Typography>
              )}
              <ShareRegistrationForm
                kind={consignor ? 'consignor' : 'newcomer'}
                recommender={query.recommender}
                onRegistered={() => setRegistered(true)}
              />
            </>
          )}
        </CardContent>
      </Card>
    </PageScaffold>
  );
}
