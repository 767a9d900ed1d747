'use client';
import { useRef } from 'react';
import Box from '@mui/material/Box';
import { useCurrentUser } from '@/lib/api';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { entrancesFor } from '@/components/router/entrances';
import { MarketTabs, type Refresh } from '@/components/goods/MarketTabs';
import { ActivityBanners } from '@/components/activity/ActivityBanners';
import { SessionHeader } from './SessionHeader';
import { ShortcutRow } from './ShortcutRow';
import { useViewer } from './useViewer';

/**
 * Tab 0, the goods-source market (`/pages/appIndex/bazaar`), market first (issue 15): the sign-in
 * state in one line, the viewer's own shortcuts in one sideways row (components/<domain>/homeEntrances.ts),
 * then the lists as tabs that stick under the title, with filters in a bottom sheet. Tourists
 * browse freely; acting asks them to sign in first. Offline, the last stored lists show with their time.
 */
export default function AppIndexBazaarScreen() {
  const { mutate } = useCurrentUser();
  const gate = useSignInGate();
  const viewer = useViewer();
  const listRefresh: Refresh = useRef(null);
  const refresh = () => Promise.all([mutate(), listRefresh.current?.()]);

  return (
    <PageScaffold contentSx={{ pt: 1 }}>
      <PullRefresh onRefresh={refresh}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SessionHeader />
          {viewer && <ShortcutRow entrances={entrancesFor(viewer, 'bazaar')} onOpen={(entrance) => gate.open(entrance.path)} />}
          <ActivityBanners height={72} more />
          <MarketTabs refresh={listRefresh} />
        </Box>
      </PullRefresh>
      {gate.dialog}
    </PageScaffold>
  );
}
