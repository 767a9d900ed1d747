'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCargoTypes, useVehicleClassification, type DivisionItem } from '@/lib/api';
import { MAX_FREIGHT_FEN, MAX_TRUCKS_PER_SOURCE, MAX_VOLUME_M3, MAX_WEIGHT_KG } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { rules, type FieldRule } from '@/lib/validate';
import { DateField } from '@/components/ui/DateField';
import { FormField } from '@/components/ui/FormField';
import { useForm, type FieldSpec } from '@/components/ui/useForm';
import { AreaCascade, chosenAreaOf, useRouteAreas } from './AreaCascade';
import { chinaToday, dictLabel, fenOf } from './format';

/** A date field's rule: today or later in China (the server's "not before today"), refused with `messageKey`. */
export const todayOrLater = (messageKey: string): FieldRule => ({ check: (value) => value === '' || value >= chinaToday(), messageKey });
const notBeforeToday = todayOrLater('goods.form.dateNotPast');
const freightInRange: FieldRule = {
  check: (value) => value === '' || (fenOf(value) >= 1 && fenOf(value) <= MAX_FREIGHT_FEN),
  messageKey: 'goods.form.freightRange',
  messageVars: { max: MAX_FREIGHT_FEN / 100 },
};
const tonnesInRange: FieldRule = {
  check: (value) => value === '' || (Number(value) * 1000 >= 1 && Number(value) * 1000 <= MAX_WEIGHT_KG),
  messageKey: 'goods.form.weightRange',
  messageVars: { max: MAX_WEIGHT_KG / 1000 },
};

/** A form spec whose initial values are those kept (only strings, only the spec's own fields). */
export function startingAt<K extends string>(spec: Record<K, FieldSpec>, kept: Partial<Record<string, string>> | undefined): Record<K, FieldSpec> {
  if (!kept) return spec;
  const names = Object.keys(spec) as K[];
  return Object.fromEntries(
    names.map((name) => [name, typeof kept[name] === 'string' ? { ...spec[name], initial: kept[name] } : spec[name]]),
  ) as Record<K, FieldSpec>;
}

/** What a kept draft restores (ReleaseGoodsScreen): typed values by field name, and the chosen areas. */
export interface GoodsFieldsStart {
  values: Partial<Record<string, string>>;
  origin: DivisionItem[];
  destination: DivisionItem[];
}

/**
 * The goods part of both release forms (spec "goods source"): route, cargo, trucks, vehicle,
 * freight, date; `start` restores a kept draft (a value of the past is refused by the date's rule).
 */
export function useGoodsFields(start?: GoodsFieldsStart | null) {
  const form = useForm(startingAt({
    originAddress: { rules: [rules.required, rules.length(1, 120)] },
    destinationAddress: { rules: [rules.required, rules.length(1, 120)] },
    cargoType: { rules: [rules.required] },
    weightTonnes: { rules: [rules.required, rules.number, tonnesInRange] },
    volume: { rules: [rules.number, rules.range(0.01, MAX_VOLUME_M3)] },
    trucksNeeded: { initial: '1', rules: [rules.required, rules.digits, rules.range(1, MAX_TRUCKS_PER_SOURCE)] },
    vehicleLength: {},
    vehicleType: {},
    freightYuan: { rules: [rules.required, rules.amount, freightInRange] },
    loadingDate: { initial: chinaToday(), rules: [rules.required, rules.date, notBeforeToday] },
    remarks: { rules: [rules.length(0, 200)] },
  }, start?.values));
  const areas = useRouteAreas(start);
  const { origin, destination } = areas;

  const validate = () => {
    const areasPass = areas.validate();
    return form.validate() && areasPass;
  };

  /** The request's goods fields; call after validate() passed. */
  const body = () => {
    const v = form.values;
    return {
      origin: chosenAreaOf(origin, v.originAddress)!,
      destination: chosenAreaOf(destination, v.destinationAddress)!,
      cargoType: v.cargoType,
      weightKg: Math.round(Number(v.weightTonnes) * 1000),
      ...(v.volume.trim() ? { volumeM3: Number(v.volume) } : {}),
      trucksNeeded: Number(v.trucksNeeded),
      ...(v.vehicleLength ? { vehicleLength: v.vehicleLength } : {}),
      ...(v.vehicleType ? { vehicleType: v.vehicleType } : {}),
      freightFen: fenOf(v.freightYuan),
      loadingDate: v.loadingDate,
      ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
    };
  };

  return { form, ...areas, validate, body };
}

type GoodsFieldsState = ReturnType<typeof useGoodsFields>;

function DictSelect({ id, label, value, onChange, entries, anyLabel, error }: {
  id: string; label: string; value: string; onChange: (value: string) => void;
  entries: Parameters<typeof dictLabel>[0]; anyLabel: string; error?: string | null;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error ?? ' '}
    >
      <option value="">{anyLabel}</option>
      {entries?.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {dictLabel(entries, entry.code)}
        </option>
      ))}
    </TextField>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The inputs of useGoodsFields. */
export function GoodsFields({ state }: { state: GoodsFieldsState }) {
  const { form } = state;
  const { cargoTypes } = useCargoTypes();
  const { classification } = useVehicleClassification();
  const cargo = form.field('cargoType');
  return (
    <>
      <Section title={t('goods.form.origin')}>
        <AreaCascade idPrefix="origin" label={t('goods.form.origin')} value={state.origin} onChange={state.setOrigin} error={state.areaError(state.origin)} />
        <FormField field={form.field('originAddress')} label={t('goods.form.originAddress')} maxLength={120} />
      </Section>
      <Section title={t('goods.form.destination')}>
        <AreaCascade idPrefix="destination" label={t('goods.form.destination')} value={state.destination} onChange={state.setDestination} error={state.areaError(state.destination)} />
        <FormField field={form.field('destinationAddress')} label={t('goods.form.destinationAddress')} maxLength={120} />
      </Section>
      <Section title={t('goods.form.goods')}>
        <DictSelect id="field-cargoType" label={t('goods.form.cargoType')} value={cargo.value} onChange={cargo.onChange} entries={cargoTypes} anyLabel={t('goods.form.choose')} error={cargo.error} />
        <FormField field={form.field('weightTonnes')} label={t('goods.form.weight')} inputMode="decimal" maxLength={10} />
        <FormField field={form.field('volume')} label={t('goods.form.volume')} inputMode="decimal" maxLength={8} />
        <FormField field={form.field('trucksNeeded')} label={t('goods.form.trucks')} inputMode="numeric" maxLength={2} />
        <DictSelect id="field-vehicleLength" label={t('goods.form.vehicleLength')} value={form.values.vehicleLength} onChange={(v) => form.setValue('vehicleLength', v)} entries={classification?.vehicleLengths} anyLabel={t('goods.any')} />
        <DictSelect id="field-vehicleType" label={t('goods.form.vehicleType')} value={form.values.vehicleType} onChange={(v) => form.setValue('vehicleType', v)} entries={classification?.vehicleTypes} anyLabel={t('goods.any')} />
        <FormField field={form.field('freightYuan')} label={t('goods.form.freight')} inputMode="decimal" maxLength={11} />
        <LoadingDateField state={state} />
        <FormField field={form.field('remarks')} label={t('goods.form.remarks')} maxLength={200} />
      </Section>
    </>
  );
}

function LoadingDateField({ state }: { state: GoodsFieldsState }) {
  const field = state.form.field('loadingDate');
  return (
    <DateField
      id="field-loadingDate"
      label={t('goods.form.loadingDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error}
      min={chinaToday()}
    />
  );
}
