'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useOwnerWaybills } from '@/lib/api';
import { WAYBILL_STATUSES, type WaybillStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { OWNER_SOURCE_DETAIL_PATH } from './paths';
import { positiveId } from './query';
import { StatusTabs } from './StatusTabs';
import { WaybillRow } from './WaybillRows';

/**
 * The waybills of the cargo owner's goods (`/pages/owner2/owner2`, `?goodsSourceId=` for one
 * source), by status: who carries what, where each truck is in the loop.
 */
export default function OwnerWaybillsScreen() {
  const goodsSourceId = positiveId(useRoute().query.goodsSourceId);
  const [status, setStatus] = useState<WaybillStatus | ''>('');
  const loader = useOwnerWaybills({ ...(status ? { status } : {}), ...(goodsSourceId ? { goodsSourceId } : {}) });
  return (
    <PageScaffold>
      {goodsSourceId !== undefined && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={<Button size="small" onClick={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(goodsSourceId) })}>{t('goods.owner2.source')}</Button>}
        >
          {t('goods.owner2.oneSource', { id: goodsSourceId })}
        </Alert>
      )}
      <StatusTabs statuses={WAYBILL_STATUSES} value={status} onChange={setStatus} keyPrefix="goods.waybillStatus" label={t('goods.owner2.title')} />
      <PullRefresh onRefresh={() => loader.mutate()}>
        <PagedList loader={loader} itemKey={(w) => w.waybillId} renderItem={(w) => <WaybillRow waybill={w} />} emptyMessage={t('goods.owner2.empty')} />
      </PullRefresh>
    </PageScaffold>
  );
}
