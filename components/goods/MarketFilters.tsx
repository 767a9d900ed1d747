'use client';
import { useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tune from '@mui/icons-material/Tune';
import { useVehicleClassification, type DivisionItem, type GoodsFilter } from '@/lib/api';
import { t } from '@/lib/i18n';
import { DateField } from '@/components/ui/DateField';
import { AreaCascade } from './AreaCascade';
import { dictLabel } from './format';

/** The filter panel's state: the chosen areas (for the selects) and the filter they make. */
export interface MarketFilterState {
  origin: DivisionItem[];
  destination: DivisionItem[];
  vehicleLength: string;
  vehicleType: string;
  loadingDate: string;
}

export const NO_FILTER: MarketFilterState = { origin: [], destination: [], vehicleLength: '', vehicleType: '', loadingDate: '' };

/** The market call's filter (areas by their deepest chosen code: a province or city matches by prefix). */
export function filterOf(state: MarketFilterState): GoodsFilter {
  return {
    originAdCode: state.origin[state.origin.length - 1]?.code,
    destinationAdCode: state.destination[state.destination.length - 1]?.code,
    vehicleLength: state.vehicleLength || undefined,
    vehicleType: state.vehicleType || undefined,
    loadingDate: state.loadingDate || undefined,
  };
}

/** How many filters are set (0: the market unfiltered). */
export function activeCount(state: MarketFilterState): number {
  return Object.values(filterOf(state)).filter((value) => value !== undefined).length;
}

/** One set filter as a chip: what it says and the state without it. */
interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<MarketFilterState>;
}

function useActiveFilters(value: MarketFilterState): ActiveFilter[] {
  const { classification } = useVehicleClassification();
  const area = (path: DivisionItem[]) => path.map((each) => each.name).join(' ');
  const shown: ActiveFilter[] = [];
  if (value.origin.length) shown.push({ key: 'origin', label: `${t('goods.form.origin')} ${area(value.origin)}`, without: { origin: [] } });
  if (value.destination.length) shown.push({ key: 'destination', label: `${t('goods.form.destination')} ${area(value.destination)}`, without: { destination: [] } });
  if (value.vehicleLength) {
    shown.push({ key: 'length', label: `${t('goods.form.vehicleLength')} ${dictLabel(classification?.vehicleLengths, value.vehicleLength)}`, without: { vehicleLength: '' } });
  }
  if (value.vehicleType) {
    shown.push({ key: 'type', label: `${t('goods.form.vehicleType')} ${dictLabel(classification?.vehicleTypes, value.vehicleType)}`, without: { vehicleType: '' } });
  }
  if (value.loadingDate) shown.push({ key: 'date', label: t('goods.filter.date', { date: value.loadingDate }), without: { loadingDate: '' } });
  return shown;
}

/** The fields of the sheet: origin and destination area, vehicle length and type, loading date. */
function FilterFields({ value, onChange }: { value: MarketFilterState; onChange: (next: MarketFilterState) => void }) {
  const { classification } = useVehicleClassification();
  const set = (patch: Partial<MarketFilterState>) => onChange({ ...value, ...patch });
  const select = (id: string, label: string, current: string, entries: Parameters<typeof dictLabel>[0], onPick: (v: string) => void) => (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={current}
      onChange={(event) => onPick(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: 1, minWidth: 120 }}
    >
      <option value="">{t('goods.any')}</option>
      {entries?.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {dictLabel(entries, entry.code)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <AreaCascade filter idPrefix="filter-origin" depth={2} label={t('goods.form.origin')} value={value.origin} onChange={(origin) => set({ origin })} />
      <AreaCascade filter idPrefix="filter-destination" depth={2} label={t('goods.form.destination')} value={value.destination} onChange={(destination) => set({ destination })} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {select('filter-length', t('goods.form.vehicleLength'), value.vehicleLength, classification?.vehicleLengths, (vehicleLength) => set({ vehicleLength }))}
        {select('filter-type', t('goods.form.vehicleType'), value.vehicleType, classification?.vehicleTypes, (vehicleType) => set({ vehicleType }))}
      </Box>
      <DateField
        id="filter-date"
        size="small"
        clearable
        label={t('goods.form.loadingDate')}
        value={value.loadingDate}
        onChange={(loadingDate) => set({ loadingDate })}
      />
    </Box>
  );
}

/** Which way the sheet is open: from 筛选, or from 按城市看货 (the origin city first, with a line saying so). */
export type FilterSheet = 'all' | 'city' | null;

/**
 * A driver's filters (issue 15): 筛选 opens them as a bottom sheet over the list (the list does not
 * move), 查看结果 applies them, and each set filter shows as a chip beside the button that removes it.
 * The sheet's state is the market's, so the nearby tab's 按城市看货 can open it too.
 */
export function MarketFilters({
  value,
  onChange,
  sheet,
  onSheet,
}: {
  value: MarketFilterState;
  onChange: (next: MarketFilterState) => void;
  sheet: FilterSheet;
  onSheet: (sheet: FilterSheet) => void;
}) {
  const open = sheet !== null;
  const setOpen = (next: boolean) => onSheet(next ? 'all' : null);
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  // 按城市看货 puts the person on the origin's first select (once the sheet has taken the focus).
  useEffect(() => {
    if (sheet !== 'city') return;
    const timer = setTimeout(() => document.getElementById('filter-origin-0')?.focus(), 50);
    return () => clearTimeout(timer);
  }, [sheet]);
  const active = useActiveFilters(value);
  const apply = (next: MarketFilterState) => {
    onChange(next);
    setOpen(false);
  };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, minWidth: 0 }}>
        <Badge badgeContent={active.length} color="primary">
          <Button variant="outlined" size="small" startIcon={<Tune />} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
            {t('goods.filter.title')}
          </Button>
        </Badge>
        {active.length > 0 && (
          <Box
            role="list"
            aria-label={t('goods.filter.active')}
            sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', flex: 1, minWidth: 0, scrollbarWidth: 'none', ml: 0.5 }}
          >
            {active.map((filter) => (
              <Box role="listitem" key={filter.key} sx={{ flex: '0 0 auto' }}>
                <Chip
                  size="small"
                  label={filter.label}
                  aria-label={t('goods.filter.remove', { what: filter.label })}
                  onClick={() => onChange({ ...value, ...filter.without })}
                  onDelete={() => onChange({ ...value, ...filter.without })}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'market-filter-title', role: 'dialog', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' } } as object }}
      >
        <Box sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))', display: 'grid', gap: 2 }}>
          <Typography id="market-filter-title" variant="h6" component="h2">
            {t('goods.filter.title')}
          </Typography>
          {sheet === 'city' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
              {t('goods.filter.byCityHint')}
            </Typography>
          )}
          <FilterFields value={draft} onChange={setDraft} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" sx={{ flex: 1 }} onClick={() => apply(NO_FILTER)}>
              {t('goods.filter.reset')}
            </Button>
            <Button variant="contained" sx={{ flex: 2 }} onClick={() => apply(draft)}>
              {t('goods.filter.apply')}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
