'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useWriteOffRecords, type MerchantOfStaff, type UseRecordsFilter, type WriteOffRecordInfo } from '@/lib/api';
import { CONSUME_USE_STATUSES, CONSUME_USE_TIME_TYPES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { dateTime } from '@/components/waybill/widgets';
import { formatYuan } from '@/components/money/amount';
import { couponValueText, groupedCode } from './format';
import { COUPON_VERIFICATION_DETAILS_PATH } from './paths';
import { WithCounterMerchant } from './widgets';

type TimeType = (typeof CONSUME_USE_TIME_TYPES)[number];
type UseStatus = (typeof CONSUME_USE_STATUSES)[number];
const pick = <T extends string>(options: readonly T[], value: string | undefined, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

function RecordRow({ record }: { record: WriteOffRecordInfo }) {
  return (
    <ButtonBase
      onClick={() => navigate(COUPON_VERIFICATION_DETAILS_PATH, { id: String(record.id) })}
      sx={{ width: '100%', textAlign: 'left', display: 'flex', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" noWrap>{`${record.batch.name} · ${couponValueText(record.batch)}`}</Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {`${dateTime(record.usedAt)} · ${record.staffName} · ${groupedCode(record.code)}`}
        </Typography>
      </Box>
      {record.offline && <Chip size="small" label={t('coupon.record.offlineChip')} />}
      {record.settledFen > 0 && (
        <Typography variant="body2" sx={{ color: 'success.main', whiteSpace: 'nowrap' }}>{`+${formatYuan(record.settledFen)}`}</Typography>
      )}
      <ChevronRight sx={{ color: 'text.disabled' }} />
    </ButtonBase>
  );
}

function Records({ merchant }: { merchant: MerchantOfStaff }) {
  const { path, query } = useRoute();
  const filter: UseRecordsFilter = {
    consumeUseTimeType: pick(CONSUME_USE_TIME_TYPES, query.consumeUseTimeType, 'all'),
    consumeUseStatus: pick(CONSUME_USE_STATUSES, query.consumeUseStatus, 'all'),
    batchId: useIdParam('batchId') ?? undefined,
  };
  // Filters live in the query, so back from a record returns to the same list.
  const set = (change: Partial<Record<keyof UseRecordsFilter, string>>) => navigate(path, { ...query, ...change }, { replace: true });
  const records = useWriteOffRecords(merchant.merchantId, filter);
  return (
    <>
      <Tabs value={filter.consumeUseStatus} onChange={(_, next: UseStatus) => set({ consumeUseStatus: next })} variant="fullWidth" aria-label={t('coupon.records.byStatus')}>
        {CONSUME_USE_STATUSES.map((status) => (
          <Tab key={status} value={status} label={t(`coupon.records.status.${status}`)} />
        ))}
      </Tabs>
      <Box role="group" aria-label={t('coupon.records.byTime')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}>
        {CONSUME_USE_TIME_TYPES.map((time: TimeType) => (
          <Chip
            key={time}
            label={t(`coupon.records.time.${time}`)}
            color={filter.consumeUseTimeType === time ? 'primary' : 'default'}
            variant={filter.consumeUseTimeType === time ? 'filled' : 'outlined'}
            aria-pressed={filter.consumeUseTimeType === time}
            onClick={() => set({ consumeUseTimeType: time })}
          />
        ))}
      </Box>
      <PullRefresh onRefresh={() => records.mutate()}>
        <PagedList
          loader={records}
          itemKey={(record) => record.id}
          renderItem={(record) => <RecordRow record={record} />}
          emptyMessage={t('coupon.records.empty')}
          emptyHint={filter.consumeUseTimeType === 'all' && filter.consumeUseStatus === 'all' ? t('coupon.records.emptyHint') : t('coupon.records.emptyFiltered')}
        />
      </PullRefresh>
    </>
  );
}

/**
 * The merchant's write-offs (`?consumeUseTimeType=&consumeUseStatus=`, `&batchId=` from one batch), newest first: by time
 * (today, yesterday, this week, this month, China time) and by how they were made (online,
 * offline at a counter without signal); each opens couponVerificationDetails.
 */
export default function WriteOffRecordsScreen() {
  return (
    <PageScaffold>
      <WithCounterMerchant>{(merchant) => <Records merchant={merchant} />}</WithCounterMerchant>
    </PageScaffold>
  );
}
