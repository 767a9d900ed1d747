'use client';
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEtcToll, type EtcTollDetailInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { LeafletMap, type MapMarker } from '@/components/location/LeafletMap';
import { formatYuan } from '@/components/money/amount';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { ORDER_DETAIL_PATH } from '@/components/waybill/paths';
import { TollStatusChip, kilometres, tollRoute } from './billWidgets';
import { groupedNumber } from './cardWidgets';

/** The route driven between the stations, with both stations marked (the map the waybill's route uses). */
function TollMap({ toll }: { toll: EtcTollDetailInfo }) {
  const markers = useMemo<MapMarker[]>(
    () => [
      { lat: toll.entryStation.lat, lng: toll.entryStation.lng, label: `${t('etc.bill.entry')} ${toll.entryStation.name}`, color: '#2e7d32' },
      { lat: toll.exitStation.lat, lng: toll.exitStation.lng, label: `${t('etc.bill.exit')} ${toll.exitStation.name}`, color: '#d32f2f' },
    ],
    [toll],
  );
  return (
    <Section title={t('etc.bill.routeTitle')}>
      <LeafletMap line={toll.route} markers={markers} label={t('etc.bill.mapLabel', { entry: toll.entryStation.name, exit: toll.exitStation.name })} height={240} />
      {toll.route.length < 2 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('etc.bill.noRoute')}
        </Typography>
      )}
    </Section>
  );
}

function TollDetail({ toll }: { toll: EtcTollDetailInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ textAlign: 'center', py: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {tollRoute(toll)}
        </Typography>
        <Typography variant="h4" component="p" data-testid="toll-amount" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatYuan(toll.amountFen)}
        </Typography>
        <TollStatusChip status={toll.status} />
      </Box>
      <TollMap toll={toll} />
      <Section title={t('etc.billDetail.passage')}>
        <Fact label={t('etc.bill.entry')}>{`${toll.entryStation.name}（${toll.entryStation.highway}）`}</Fact>
        <Fact label={t('etc.bill.entryAt')}>{dateTime(toll.entryAt)}</Fact>
        <Fact label={t('etc.bill.exit')}>{`${toll.exitStation.name}（${toll.exitStation.highway}）`}</Fact>
        <Fact label={t('etc.bill.exitAt')}>{dateTime(toll.exitAt)}</Fact>
        <Fact label={t('etc.bill.km')}>{t('etc.bill.distance', { km: kilometres(toll.distanceM) })}</Fact>
        <Fact label={t('etc.bill.class')}>{t(`etc.class.${toll.vehicleClass}`)}</Fact>
        <Fact label={t('etc.bill.rate')}>{t('etc.bill.rateValue', { rate: formatYuan(toll.rateFenPerKm) })}</Fact>
        <Fact label={t('etc.bill.amount')}>{formatYuan(toll.amountFen)}</Fact>
        <Fact label={t('etc.bill.status')}>
          {toll.status === 'withheld' && toll.withheldAt ? `${t('etc.bill.status.withheld')} · ${dateTime(toll.withheldAt)}` : t(`etc.bill.status.${toll.status}`)}
        </Fact>
      </Section>
      <Section title={t('etc.bill.card')}>
        <Fact label={t('etc.card.plate')}>{toll.plateNumber}</Fact>
        <Fact label={t('etc.card.number')}>{groupedNumber(toll.cardNo)}</Fact>
        <Fact label={t('etc.bill.transaction')}>{toll.issuerTxnId}</Fact>
      </Section>
      <Section title={t('etc.bill.waybill')}>
        {toll.waybillId ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {toll.waybillNo}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => navigate(ORDER_DETAIL_PATH, { id: String(toll.waybillId) })}>
              {t('etc.bill.openWaybill')}
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('etc.bill.noWaybill')}
          </Typography>
        )}
      </Section>
    </Box>
  );
}

/**
 * One toll (`/pages/etcBillDetail/etcBillDetail?id=`): entry → exit and the amount with its
 * withholding state; the route driven between the stations on the map
 * (components/location/LeafletMap, as the waybill's route); stations with their highways and
 * times, distance, class, the rate per km; the card; the waybill it was driven for (→ orderDetail).
 */
export default function EtcBillDetailScreen() {
  const id = useIdParam('id');
  const { toll, error, mutate } = useEtcToll(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('etc.bill.notFound')} />
      ) : (
        <Loaded data={toll} error={error} onRetry={() => void mutate()}>
          {(loaded) => <TollDetail toll={loaded} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
