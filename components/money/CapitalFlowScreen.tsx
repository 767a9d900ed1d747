'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFundRecords, useFundSummary, type FundRecordInfo, type FundSummaryDays } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { dateTime } from '@/components/waybill/widgets';
import { signedYuan } from './amount';
import { FundChart } from './FundChart';
import { useAccountIdParam } from './widgets';

/** One movement: what it was, +/− amount (green in, red out), pending / returned, when. */
function FundRow({ record }: { record: FundRecordInfo }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }} data-testid={`fund-${record.transferId}`}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1">{t(`money.fund.code.${record.code}`)}</Typography>
        {record.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {record.note}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {dateTime(record.at)}
        </Typography>
      </Box>
      {record.state !== 'posted' && (
        <Chip size="small" label={t(`money.fund.state.${record.state}`)} color={record.state === 'pending' ? 'warning' : 'default'} />
      )}
      <Typography
        variant="subtitle1"
        sx={{ fontVariantNumeric: 'tabular-nums', color: record.direction === 'in' ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}
      >
        {signedYuan(record.amountFen, record.direction)}
      </Typography>
    </Box>
  );
}

/**
 * Fund records (`/pages/capitalFlow/capitalFlow?accountId=`, the personal wallet by default): the
 * income / spending chart of the last 7, 30 or 90 days above, then every movement newest first,
 * with load-more and pull-down refresh.
 */
export default function CapitalFlowScreen() {
  const accountId = useAccountIdParam() ?? undefined;
  const [days, setDays] = useState<FundSummaryDays>(30);
  const records = useFundRecords(accountId);
  const summary = useFundSummary(accountId, days);
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => Promise.all([records.mutate(), summary.mutate()])}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Card variant="outlined">
            <CardContent>
              <FundChart accountId={accountId} days={days} onDaysChange={setDays} />
            </CardContent>
          </Card>
          <PagedList
            loader={records}
            itemKey={(record) => record.transferId}
            renderItem={(record) => <FundRow record={record} />}
            emptyMessage={t('money.fund.empty')}
          />
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}
