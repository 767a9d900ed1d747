'use client';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { EntranceGrid } from '@/components/general/EntranceGrid';
import { registeredEntrances } from '@/components/general/featureEntrances';
import { BAZAAR_PATH } from '@/components/router/paths';
import { MarketTabs, type Refresh } from '@/components/goods/MarketTabs';
import { OWNER_GOODS_PATH, STATION_SOURCE_LIST_PATH } from '@/components/goods/paths';
import { SessionHeader } from './SessionHeader';
import { formatTime } from '@/lib/time';

/**
 * Tab 0, the goods-source market (`/pages/appIndex/bazaar`): the front-page lists as tabs with a
 * driver's filters, pull-down refresh and load-more. Tourists browse freely; acting (release,
 * grab) asks them to sign in first. Offline, the last stored lists show with their time.
 */
export default function AppIndexBazaarScreen() {
  const { mutate } = useCurrentUser();
  const gate = useSignInGate();
  const listRefresh: Refresh = useRef(null);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const entrances = registeredEntrances().filter((entrance) => entrance.path !== BAZAAR_PATH);

  const refresh = async () => {
    await Promise.all([mutate(), listRefresh.current?.()]);
    setRefreshedAt(new Date());
  };

  return (
    <PageScaffold>
      <PullRefresh onRefresh={refresh}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SessionHeader />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {/* Releasing goods is in the quick entries (feature grid); these are the cargo owner's and the stations' lists. */}
            <Button variant="outlined" sx={{ flex: 1 }} onClick={() => gate.open(OWNER_GOODS_PATH)}>
              {t('goods.owner.title')}
            </Button>
            <Button variant="outlined" sx={{ flex: 1 }} onClick={() => gate.open(STATION_SOURCE_LIST_PATH)}>
              {t('goods.stationList.title')}
            </Button>
          </Box>
          {entrances.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
                  {t('bazaar.quickEntries')}
                </Typography>
                <EntranceGrid entrances={entrances} onOpen={(entrance) => gate.open(entrance.path)} />
              </CardContent>
            </Card>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {refreshedAt ? t('bazaar.refreshedAt', { time: formatTime(refreshedAt, { seconds: true }) }) : t('bazaar.pullHint')}
          </Typography>
          <MarketTabs refresh={listRefresh} />
        </Box>
      </PullRefresh>
      {gate.dialog}
    </PageScaffold>
  );
}
