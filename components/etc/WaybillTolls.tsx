'use client';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useWaybillTolls } from '@/lib/api/etcBills';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { formatYuan } from '@/components/money/amount';
import { Section } from '@/components/waybill/widgets';
import { TollRow } from './billWidgets';
import { ETC_BILL_DETAIL_PATH } from './paths';

function Line({ label, fen, strong, testId }: { label: string; fen: number; strong?: boolean; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 400 }}>
        {formatYuan(fen)}
      </Typography>
    </Box>
  );
}

/**
 * The tolls of one trip on the driver's waybill screen: each toll driven for it (→ etcBillDetail),
 * their sum, the freight and the net (freight minus tolls). Shown once the truck is on its way or
 * a toll exists; nothing when the caller may not see them (a cargo owner) or they cannot be read.
 */
export function WaybillTolls({ waybillId, started }: { waybillId: number; started: boolean }) {
  const { tolls } = useWaybillTolls(waybillId);
  if (!tolls || (!started && tolls.tolls.length === 0)) return null;
  return (
    <Section title={t('etc.tolls.title')}>
      {tolls.tolls.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('etc.tolls.none')}
        </Typography>
      ) : (
        tolls.tolls.map((toll) => <TollRow key={toll.id} toll={toll} showWaybill={false} onOpen={() => navigate(ETC_BILL_DETAIL_PATH, { id: String(toll.id) })} />)
      )}
      <Line label={t('etc.tolls.total')} fen={tolls.tollsFen} testId="trip-tolls" />
      {tolls.freightFen !== null && tolls.netFen !== null && (
        <>
          <Line label={t('etc.tolls.freight')} fen={tolls.freightFen} testId="trip-freight" />
          <Divider />
          <Line label={t('etc.tolls.net')} fen={tolls.netFen} strong testId="trip-net" />
        </>
      )}
    </Section>
  );
}
