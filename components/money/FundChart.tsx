'use client';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { FUND_SUMMARY_DAYS } from '@/lib/contract';
import { useFundSummary, type FundSummaryDays, type FundSummaryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { formatYuan } from './amount';

const WIDTH = 320;
const HEIGHT = 120;
/** Room under the bars for the first and last date. */
const AXIS = 16;

/** "2026-11-20" → "11-20". */
function shortDate(date: string): string {
  return date.length >= 10 ? date.slice(5, 10) : date;
}

/** What the chart says, for those who cannot see it: the period and its totals. */
export function chartLabel(summary: FundSummaryInfo, days: number): string {
  return t('money.chart.label', { days, income: formatYuan(summary.totalIncomeFen), spending: formatYuan(summary.totalSpendingFen) });
}

/**
 * Income and spending per day as pairs of bars (income left, spending right), scaled to the
 * busiest day. Each bar carries its day and amount as a title; the whole chart is one image whose
 * name states the period's totals.
 */
export function FundBars({ summary, days }: { summary: FundSummaryInfo; days: number }) {
  const theme = useTheme();
  const label = chartLabel(summary, days);
  const count = Math.max(summary.days.length, 1);
  const slot = WIDTH / count;
  const bar = Math.max(slot * 0.38, 0.5);
  const top = Math.max(1, ...summary.days.flatMap((day) => [day.incomeFen, day.spendingFen]));
  const plot = HEIGHT - AXIS;
  const heightOf = (fen: number) => (fen / top) * (plot - 4);
  const first = summary.days[0];
  const last = summary.days[summary.days.length - 1];
  return (
    <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} sx={{ width: '100%', height: 'auto', display: 'block' }}>
      <title>{label}</title>
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke={theme.palette.divider} strokeWidth={1} />
      {summary.days.map((day, index) => {
        const x = index * slot + (slot - bar * 2) / 2;
        const date = shortDate(day.date);
        return (
          <g key={day.date}>
            {day.incomeFen > 0 && (
              <rect x={x} y={plot - heightOf(day.incomeFen)} width={bar} height={heightOf(day.incomeFen)} fill={theme.palette.success.main}>
                <title>{t('money.chart.incomeBar', { date, amount: formatYuan(day.incomeFen) })}</title>
              </rect>
            )}
            {day.spendingFen > 0 && (
              <rect x={x + bar} y={plot - heightOf(day.spendingFen)} width={bar} height={heightOf(day.spendingFen)} fill={theme.palette.error.main}>
                <title>{t('money.chart.spendingBar', { date, amount: formatYuan(day.spendingFen) })}</title>
              </rect>
            )}
          </g>
        );
      })}
      {first && (
        <text x={0} y={HEIGHT - 3} fontSize={10} fill={theme.palette.text.secondary}>
          {shortDate(first.date)}
        </text>
      )}
      {last && last !== first && (
        <text x={WIDTH} y={HEIGHT - 3} fontSize={10} textAnchor="end" fill={theme.palette.text.secondary}>
          {shortDate(last.date)}
        </text>
      )}
    </Box>
  );
}

function Legend({ color, label, fen }: { color: string; label: string; fen: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="body2">
        {label} <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formatYuan(fen)}</Box>
      </Typography>
    </Box>
  );
}

/** The chart with its 7 / 30 / 90 day switch and totals, from fundSummary. */
export function FundChart({ accountId, days, onDaysChange }: { accountId: number | undefined; days: FundSummaryDays; onDaysChange: (days: FundSummaryDays) => void }) {
  const { summary, error, mutate } = useFundSummary(accountId, days);
  return (
    <Box component="section" aria-label={t('money.chart.title')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h2">
          {t('money.chart.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, next: FundSummaryDays | null) => next && onDaysChange(next)}
          aria-label={t('money.chart.period')}
        >
          {FUND_SUMMARY_DAYS.map((n) => (
            <ToggleButton key={n} value={n} sx={{ px: 1.25, py: 0.25 }}>
              {t('money.chart.days', { days: n })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Loaded data={summary} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          // Nothing moved in the period: one line, not a third of the screen of empty axes.
          loaded.days.every((day) => day.incomeFen === 0 && day.spendingFen === 0) ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('money.chart.empty', { days })}
            </Typography>
          ) : (
            <>
              <Box sx={{ display: 'flex', gap: 2 }}>
                <Legend color="success.main" label={t('money.chart.income')} fen={loaded.totalIncomeFen} />
                <Legend color="error.main" label={t('money.chart.spending')} fen={loaded.totalSpendingFen} />
              </Box>
              <FundBars summary={loaded} days={days} />
            </>
          )
        }
      </Loaded>
    </Box>
  );
}
