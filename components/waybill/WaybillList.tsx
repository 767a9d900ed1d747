'use client';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDriverWaybills, useOwnerWaybills } from '@/lib/api';
import { WAYBILL_STATUSES, type WaybillStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ORDER_DETAIL2_PATH, ORDER_DETAIL_PATH } from './paths';
import { WaybillCard, statusLabel } from './widgets';
import { OfflineNote } from '@/components/ui/OfflineNote';

export type WaybillSide = 'driver' | 'owner';

/** The status filter in the screen's `?status=`, so back returns to the same tab. */
export function useStatusParam(): WaybillStatus | undefined {
  const { query } = useRoute();
  return (WAYBILL_STATUSES as readonly string[]).includes(query.status) ? (query.status as WaybillStatus) : undefined;
}

/** Tabs for every status (and "all"); choosing one replaces `?status=` keeping the other parameters. */
export function StatusTabs({ value, statuses = WAYBILL_STATUSES }: { value: WaybillStatus | undefined; statuses?: readonly WaybillStatus[] }) {
  const { path, query } = useRoute();
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(_, next: string) => {
        const { status: _old, ...rest } = query;
        navigate(path, next === 'all' ? rest : { ...rest, status: next }, { replace: true });
      }}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('waybill.list.statusFilter')}
      sx={{ mb: 1 }}
    >
      <Tab value="all" label={t('waybill.list.all')} />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={statusLabel(status)} />
      ))}
    </Tabs>
  );
}

function DriverList({ status }: { status?: WaybillStatus }) {
  const loader = useDriverWaybills({ status });
  return (
    <PagedList
      loader={loader}
      itemKey={(w) => w.waybillId}
      emptyMessage={t('waybill.list.emptyDriver')}
      renderItem={(w) => <WaybillCard waybill={w} onOpen={() => navigate(ORDER_DETAIL_PATH, { id: String(w.waybillId) })} />}
    />
  );
}

function OwnerList({ status, goodsSourceId }: { status?: WaybillStatus; goodsSourceId?: number }) {
  const loader = useOwnerWaybills({ status, goodsSourceId });
  return (
    <PagedList
      loader={loader}
      itemKey={(w) => w.waybillId}
      emptyMessage={t('waybill.list.emptyOwner')}
      renderItem={(w) => <WaybillCard waybill={w} onOpen={() => navigate(ORDER_DETAIL2_PATH, { id: String(w.waybillId) })} />}
    />
  );
}

/** A paged list of the caller's waybills on one side, filtered by the status tab. */
export function WaybillList({ side, status, goodsSourceId }: { side: WaybillSide; status?: WaybillStatus; goodsSourceId?: number }) {
  return (
    <Box>
      <OfflineNote path={side === 'driver' ? '/logistics/api/waybillListOfDriver' : '/logistics/api/waybillList'} />
      {side === 'driver' ? (
        <DriverList key={status ?? 'all'} status={status} />
      ) : (
        <OwnerList key={`${status ?? 'all'}-${goodsSourceId ?? ''}`} status={status} goodsSourceId={goodsSourceId} />
      )}
    </Box>
  );
}
