'use client';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { ACTIVITY_TYPE_CODES } from '@/lib/contract';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { ActivityBanners } from './ActivityBanners';
import { ActivityFeed } from './ActivityFeed';
import { ACTIVITY_LIST_PATH } from './paths';

/**
 * Activities (`/pages/activityHome/activityHome`): the banners, a way into each kind (events,
 * clock-ins, promotions → activityList), and what is running now; an empty "now" offers them all.
 */
export default function ActivityHomeScreen() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/activity/'));
  return (
    <PageScaffold>
      <PullRefresh onRefresh={refresh}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ActivityBanners height={140} />
          <Box role="group" aria-label={t('activity.home.kinds')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {ACTIVITY_TYPE_CODES.map((typeCode) => (
              <Button key={typeCode} variant="outlined" onClick={() => navigate(ACTIVITY_LIST_PATH, { typeCode })}>
                {t(`activity.type.${typeCode}`)}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {t('activity.home.ongoing')}
            </Typography>
            <Button onClick={() => navigate(ACTIVITY_LIST_PATH)}>{t('activity.home.all')}</Button>
          </Box>
          <ActivityFeed filter={{ releaseStatus: 'ongoing' }} onWiden={() => navigate(ACTIVITY_LIST_PATH)} widenLabel={t('activity.home.all')} />
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}
