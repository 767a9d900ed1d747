'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMyGoodsSources } from '@/lib/api';
import { GOODS_SOURCE_STATUSES, type GoodsSourceStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { GoodsCard } from './GoodsCard';
import { OWNER_SOURCE_DETAIL_PATH, RELEASE_OFFLINE_PATH, STATION_SCAN_DETAIL_PATH } from './paths';
import { StatusTabs } from './StatusTabs';

/** Offline releases are open from the start: the collector's tabs leave out draft. */
const CHECK_STATUSES = GOODS_SOURCE_STATUSES.filter((status) => status !== 'draft');

/**
 * A toll collector checks the goods they released for offline shippers
 * (`/pages/stationSourceCheck/stationSourceCheck`): by status, each opening the owner's view
 * (slots, waybills, QR, cancel); entrances to release another and to scan a source code.
 */
export default function StationSourceCheckScreen() {
  const [status, setStatus] = useState<GoodsSourceStatus | ''>('');
  const loader = useMyGoodsSources(status || undefined);
  return (
    <PageScaffold>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('goods.check.intro')}
      </Typography>
      <Button variant="contained" fullWidth sx={{ mb: 1 }} onClick={() => navigate(RELEASE_OFFLINE_PATH)}>
        {t('goods.offline.title')}
      </Button>
      <Button variant="outlined" fullWidth sx={{ mb: 1 }} onClick={() => navigate(STATION_SCAN_DETAIL_PATH)}>
        {t('goods.scan.title')}
      </Button>
      <StatusTabs statuses={CHECK_STATUSES} value={status} onChange={setStatus} keyPrefix="goods.status" label={t('goods.check.title')} />
      <PullRefresh onRefresh={() => loader.mutate()}>
        <PagedList
          loader={loader}
          itemKey={(source) => source.id}
          renderItem={(source) => <GoodsCard source={source} showStatus onOpen={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(source.id) })} />}
          emptyMessage={t('goods.check.empty')}
        />
      </PullRefresh>
    </PageScaffold>
  );
}
