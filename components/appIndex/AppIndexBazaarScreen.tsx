'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
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
import { SessionHeader } from './SessionHeader';

/**
 * Tab 0, the goods-source market (`/pages/appIndex/bazaar`). Tourists may browse; a screen that
 * needs a signed-in user asks them to sign in only when they open it. Pull down to refresh.
 */
export default function AppIndexBazaarScreen() {
  const { mutate } = useCurrentUser();
  const gate = useSignInGate();
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const entrances = registeredEntrances().filter((entrance) => entrance.path !== BAZAAR_PATH);

  const refresh = async () => {
    await mutate();
    setRefreshedAt(new Date());
  };

  return (
    <PageScaffold>
      <PullRefresh onRefresh={refresh}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SessionHeader />
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
                {t('bazaar.quickEntries')}
              </Typography>
              <EntranceGrid entrances={entrances} onOpen={(entrance) => gate.open(entrance.path)} />
            </CardContent>
          </Card>
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {refreshedAt
              ? t('bazaar.refreshedAt', { time: refreshedAt.toLocaleTimeString() })
              : t('bazaar.pullHint')}
          </Typography>
        </Box>
      </PullRefresh>
      {gate.dialog}
    </PageScaffold>
  );
}
