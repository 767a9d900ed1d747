'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMyGoodsSources } from '@/lib/api';
import { GOODS_SOURCE_STATUSES, type GoodsSourceStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { GoodsCard } from './GoodsCard';
import { OWNER_SOURCE_DETAIL_PATH, OWNER_WAYBILLS_PATH, RELEASE_GOODS_PATH } from './paths';
import { StatusTabs } from './StatusTabs';

/** The cargo owner's released goods by status (`/pages/owner/owner`), with release and waybills entrances. */
export default function OwnerGoodsScreen() {
  const [status, setStatus] = useState<GoodsSourceStatus | ''>('');
  const loader = useMyGoodsSources(status || undefined);
  return (
    <PageScaffold>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button variant="contained" sx={{ flex: 1 }} onClick={() => navigate(RELEASE_GOODS_PATH)}>
          {t('goods.release.title')}
        </Button>
        <Button variant="outlined" sx={{ flex: 1 }} onClick={() => navigate(OWNER_WAYBILLS_PATH)}>
          {t('goods.owner2.title')}
        </Button>
      </Box>
      <StatusTabs statuses={GOODS_SOURCE_STATUSES} value={status} onChange={setStatus} keyPrefix="goods.status" label={t('goods.owner.title')} />
      <PullRefresh onRefresh={() => loader.mutate()}>
        <PagedList
          loader={loader}
          itemKey={(source) => source.id}
          renderItem={(source) => <GoodsCard source={source} showStatus onOpen={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(source.id) })} />}
          emptyMessage={t('goods.owner.empty')}
        />
      </PullRefresh>
    </PageScaffold>
  );
}
