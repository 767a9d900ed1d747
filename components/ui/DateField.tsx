'use client';
import { lazy, Suspense, useState } from 'react';
import TextField from '@mui/material/TextField';
import { t } from '@/lib/i18n';
import { chinaToday, formatDayLong } from '@/lib/time';
import type { FieldBinding } from './useForm';

/**
 * The calendar (MUI X Date Pickers with dayjs, zh-CN or English) loads when a person first opens
 * a date, so the pickers never weigh on a screen's first paint (the market's filters hold one).
 */
const DateCalendarDialog = lazy(() => import(/* webpackChunkName: "date-picker" */ './DateCalendarDialog'));

export interface DateFieldProps {
  /** The input's id, `field-<name>` in a form (the first field to fix is found and focused by it). */
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' (no date), exactly what the forms send. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Earliest and latest days offered, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** A filter may go back to "no date" (清除); a form's required date need not offer it. */
  clearable?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A date the Chinese way (issue 15): the field reads "2030年1月2日 周三" (or "Wed, 2 Jan 2030"),
 * says "请选择日期" while empty, and opens a month calendar with Chinese month and weekday names,
 * instead of the browser's "mm/dd/yyyy". The field stays an ordinary input, so labels, messages
 * and a refused submit's focus work as for every other field; the value stays 'YYYY-MM-DD'.
 */
export function DateField({ id, label, value, onChange, onBlur, error, min, max, clearable, size }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <TextField
        id={id}
        label={label}
        value={value ? formatDayLong(value) : ''}
        placeholder={t('ui.date.choose')}
        size={size}
        error={Boolean(error)}
        helperText={error ?? (size === 'small' ? undefined : ' ')}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            show();
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'data-value': value, style: { cursor: 'pointer' } },
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <DateCalendarDialog
            open={open}
            title={label}
            value={value}
            min={min}
            max={max}
            clearable={clearable}
            onClose={(picked) => {
              setOpen(false);
              if (picked !== undefined && picked !== value) onChange(picked);
              onBlur?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A form's date (a useForm field, sent as 'YYYY-MM-DD'): `past` offers days up to today (a
 * registration or issue date), `future` from today (an expiry date), neither any day.
 */
export function FormDateField({
  field,
  label,
  past,
  future,
  problem,
}: {
  field: FieldBinding;
  label: string;
  past?: boolean;
  future?: boolean;
  /** A check across fields (a period too long), shown once the field's own rules pass. */
  problem?: string | null;
}) {
  const today = chinaToday();
  return (
    <DateField
      id={`field-${field.name}`}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error ?? problem}
      max={past ? today : undefined}
      min={future ? today : undefined}
    />
  );
}
