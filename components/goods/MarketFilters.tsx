'use client';
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
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

function activeCount(state: MarketFilterState): number {
  return Object.values(filterOf(state)).filter((value) => value !== undefined).length;
}

/** A driver's filters: origin and destination area, vehicle length and type, loading date. */
export function MarketFilters({ value, onChange }: { value: MarketFilterState; onChange: (next: MarketFilterState) => void }) {
  const [open, setOpen] = useState(false);
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
  const count = activeCount(value);
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Badge badgeContent={count} color="primary">
          <Button variant="outlined" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('goods.filter.title')}
          </Button>
        </Badge>
        {count > 0 && (
          <Button size="small" onClick={() => onChange(NO_FILTER)}>
            {t('goods.filter.reset')}
          </Button>
        )}
      </Box>
      <Collapse in={open}>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 1.5 }}>
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
      </Collapse>
    </Box>
  );
}
