'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ButtonBase from '@mui/material/ButtonBase';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { EtcBillMonthInfo, EtcTollInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { chinaToday, formatDate, formatTime } from '@/lib/time';
import { formatYuan } from '@/components/money/amount';

// ---- months (YYYY-MM, China time) ----------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month in China: '2026-11'. */
export function currentMonth(now: number = Date.now()): string {
  return chinaToday(now).slice(0, 7);
}

/** A month from the address when it is one (and not in the future), else this month. */
export function monthOrCurrent(value: string | undefined, now: number = Date.now()): string {
  const current = currentMonth(now);
  return value && MONTH.test(value) && value <= current ? value : current;
}

/** The month `by` months after `month` (negative: before): shiftMonth('2026-01', -1) = '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 2026年11月 / 11/2026. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return t('etc.bill.month', { year, month: number });
}

/** ‹ 2026年11月 ›: no month after this one. */
export function MonthSwitcher({ month, onChange, now }: { month: string; onChange: (month: string) => void; now?: number }) {
  const latest = month >= currentMonth(now);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <IconButton aria-label={t('etc.bill.prevMonth')} onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: 120, textAlign: 'center' }}>
        {monthLabel(month)}
      </Typography>
      <IconButton aria-label={t('etc.bill.nextMonth')} disabled={latest} onClick={() => onChange(shiftMonth(month, 1))}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}

/** Kilometres with one decimal, from metres. */
export function kilometres(metres: number): string {
  return (metres / 1000).toFixed(1);
}

/**
 * The recent months that had tolls, each with its total, to jump to one (the shown one marked);
 * nothing when no month had any.
 */
export function MonthChips({ months, month, onChange }: { months: readonly EtcBillMonthInfo[] | undefined; month: string; onChange: (month: string) => void }) {
  const withTolls = (months ?? []).filter((each) => each.count > 0);
  if (withTolls.length === 0) return null;
  return (
    <Box role="group" aria-label={t('etc.bill.recentMonths')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
      {withTolls.map((each) => (
        <Chip
          key={each.month}
          clickable
          color={each.month === month ? 'primary' : 'default'}
          variant={each.month === month ? 'filled' : 'outlined'}
          label={t('etc.bill.monthChip', { month: Number(each.month.slice(5)), amount: formatYuan(each.totalFen) })}
          onClick={() => onChange(each.month)}
        />
      ))}
    </Box>
  );
}

// ---- tolls ------------------------------------------------------------------------------------

type ChipColor = 'default' | 'success' | 'warning' | 'error';
const TOLL_COLORS: Record<EtcTollInfo['status'], ChipColor> = { recorded: 'warning', withheld: 'success', failed: 'error' };

export function TollStatusChip({ status }: { status: EtcTollInfo['status'] }) {
  return <Chip size="small" variant="outlined" label={t(`etc.bill.status.${status}`)} color={TOLL_COLORS[status]} />;
}

/** 福州南 → 泉州 (station names as the stations table has them). */
export function tollRoute(toll: Pick<EtcTollInfo, 'entryStation' | 'exitStation'>): string {
  return t('etc.bill.route', { entry: toll.entryStation.name, exit: toll.exitStation.name });
}

/**
 * One toll in a list: entry → exit, the day and times, distance and class, the amount (and its
 * state when not yet withheld); `showWaybill` adds the waybill's number. Tappable when `onOpen`.
 */
export function TollRow({ toll, onOpen, showWaybill = true }: { toll: EtcTollInfo; onOpen?: () => void; showWaybill?: boolean }) {
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', py: 1.25 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }} noWrap>
          {tollRoute(toll)}
        </Typography>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {`${formatDate(toll.exitAt)} ${formatTime(toll.entryAt)}–${formatTime(toll.exitAt)} · ${t('etc.bill.distance', { km: kilometres(toll.distanceM) })} · ${t('etc.bill.classShort', { n: toll.vehicleClass })}`}
        </Typography>
        {showWaybill && toll.waybillNo && (
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
            {t('etc.bill.waybillLine', { no: toll.waybillNo })}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', display: 'grid', justifyItems: 'end', gap: 0.25 }}>
        <Typography variant="subtitle1" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {`−${formatYuan(toll.amountFen)}`}
        </Typography>
        {toll.status !== 'withheld' && <TollStatusChip status={toll.status} />}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }} data-testid={`toll-${toll.id}`}>
      {onOpen ? (
        <ButtonBase onClick={onOpen} sx={{ width: '100%', textAlign: 'left', display: 'block' }}>
          {body}
        </ButtonBase>
      ) : (
        body
      )}
    </Box>
  );
}
