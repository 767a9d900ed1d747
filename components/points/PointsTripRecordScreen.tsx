'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useMileageByPeriod, useMileageSum, useTrips, type MileageByPeriodInfo, type MileageSumInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { chinaToday } from '@/lib/time';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { BAZAAR_PATH } from '@/components/router/paths';
import { MileageBars } from './MileageBars';
import { TripRow, km } from './TripRow';
import { TRIP_RECORD_PATH } from './paths';

type Unit = 'day' | 'month';

/** The period shown: a month's days ('YYYY-MM') or a year's months ('YYYY'), from the query or now (China time). */
function periodOf(query: Record<string, string>): { unit: Unit; period: string; latest: string } {
  const today = chinaToday();
  if (query.unit === 'month') {
    const latest = today.slice(0, 4);
    return { unit: 'month', period: /^20\d{2}$/.test(query.at ?? '') && query.at <= latest ? query.at : latest, latest };
  }
  const latest = today.slice(0, 7);
  return { unit: 'day', period: /^20\d{2}-(0[1-9]|1[0-2])$/.test(query.at ?? '') && query.at <= latest ? query.at : latest, latest };
}

/** The period `steps` months (or years) away. */
function shift(unit: Unit, period: string, steps: number): string {
  if (unit === 'month') return String(Number(period) + steps);
  const [year, month] = period.split('-').map(Number);
  const index = year * 12 + (month - 1) + steps;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026年11月" / "2026年". */
function periodName(unit: Unit, period: string): string {
  const [year, month] = period.split('-');
  return unit === 'month' ? t('points.trips.year', { year }) : t('points.trips.month', { year, month: Number(month) });
}

function SumCard({ sum }: { sum: MileageSumInfo }) {
  const cell = (label: string, metres: number, testId: string) => (
    <Box sx={{ flex: 1, textAlign: 'center' }}>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {km(metres)}
      </Typography>
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex' }}>
          {cell(t('points.trips.total'), sum.totalM, 'mileage-total')}
          {cell(t('points.trips.thisMonth'), sum.thisMonthM, 'mileage-month')}
          {cell(t('points.trips.thisYear'), sum.thisYearM, 'mileage-year')}
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('points.trips.sumFoot', { count: sum.tripCount })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The period's bars, or one line when nothing was driven in it. */
function Chart({ mileage, unit, name }: { mileage: MileageByPeriodInfo; unit: Unit; name: string }) {
  if (mileage.totalM === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
        {t('points.trips.chartEmpty', { period: name })}
      </Typography>
    );
  }
  const bars = mileage.buckets.map((bucket) => ({
    key: bucket.key,
    label: unit === 'day' ? bucket.key.slice(5) : t('points.trips.monthShort', { month: Number(bucket.key.slice(5, 7)) }),
    km: bucket.distanceM / 1000,
  }));
  const label = t('points.trips.chart', { period: name, km: km(mileage.totalM) });
  return (
    <>
      <Typography variant="body2" data-testid="mileage-period-total">
        {label}
      </Typography>
      <MileageBars bars={bars} label={label} />
    </>
  );
}

/** 按日 / 按月 and ‹ period ›, then the chart of that period. */
function PeriodChart() {
  const { query } = useRoute();
  const { unit, period, latest } = periodOf(query);
  const { mileage, error, mutate } = useMileageByPeriod(unit === 'day' ? { month: period } : { year: period });
  const go = (next: { unit: Unit; at: string }) => navigate(TRIP_RECORD_PATH, next, { replace: true });
  const name = periodName(unit, period);
  return (
    <Box component="section" aria-label={t('points.trips.title')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          onChange={(_, next: Unit | null) => next && go({ unit: next, at: next === 'day' ? chinaToday().slice(0, 7) : chinaToday().slice(0, 4) })}
          aria-label={t('points.trips.unit')}
        >
          <ToggleButton value="day">{t('points.trips.byDay')}</ToggleButton>
          <ToggleButton value="month">{t('points.trips.byMonth')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t('points.trips.prev')} onClick={() => go({ unit, at: shift(unit, period, -1) })} disabled={period <= '2000'}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle2" component="h2" sx={{ minWidth: 88, textAlign: 'center' }}>
          {name}
        </Typography>
        <IconButton aria-label={t('points.trips.next')} onClick={() => go({ unit, at: shift(unit, period, 1) })} disabled={period >= latest}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Loaded data={mileage} error={error} onRetry={() => void mutate()}>
        {(loaded) => <Chart mileage={loaded} unit={unit} name={name} />}
      </Loaded>
    </Box>
  );
}

/**
 * Trips and mileage (`/pages/tripRecord/tripRecord?unit=day|month&at=YYYY-MM|YYYY`): the distance
 * driven in all, this month and this year with the number of trips; the chart by day of a month or
 * by month of a year (China time); then each trip newest first, its track on the map on demand.
 * All from the positions tracked on the caller's waybills. Pull down to refresh.
 */
export default function PointsTripRecordScreen() {
  const { sum, error, mutate } = useMileageSum();
  const trips = useTrips();
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => Promise.all([mutate(), trips.mutate()])}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Loaded data={sum} error={error} onRetry={() => void mutate()}>
            {(loaded) => <SumCard sum={loaded} />}
          </Loaded>
          <PeriodChart />
          <Typography variant="subtitle1" component="h2">
            {t('points.trips.list')}
          </Typography>
          <PagedList
            loader={trips}
            itemKey={(trip) => trip.waybillId}
            renderItem={(trip) => <TripRow trip={trip} />}
            emptyMessage={t('points.trips.empty')}
            emptyHint={t('points.trips.emptyHint')}
            emptyAction={
              <Button variant="outlined" onClick={() => navigate(BAZAAR_PATH)}>
                {t('points.trips.goMarket')}
              </Button>
            }
          />
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}
