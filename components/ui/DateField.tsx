'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { lazyPart } from '@/components/app/lazyPart';
import { t } from '@/lib/i18n';
import { chinaToday, formatDayLong } from '@/lib/time';
import type { DateCalendarDialogProps } from './DateCalendarDialog';
import type { FieldBinding } from './useForm';

/**
 * The calendar (MUI X Date Pickers with dayjs, zh-CN or English) loads when a person first opens
 * a date, so the pickers never weigh on a screen's first paint (the market's filters hold one).
 */
const DateCalendarDialog = lazyPart(() => import(/* webpackChunkName: "date-picker" */ './DateCalendarDialog'), {
  failed: CalendarUnavailable,
});

/** The calendar's code could not be fetched (no signal): said, not a tap that does nothing. The next tap asks again. */
function CalendarUnavailable({ open, onClose }: DateCalendarDialogProps) {
  return (
    <Dialog open={open} onClose={() => onClose()}>
      <DialogContent role="alert">{t('ui.date.unavailable')}</DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('ui.date.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

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
  // Counts the openings: each one mounts the calendar afresh, so one that failed to load is asked for again.
  const [opened, setOpened] = useState(0);
  const show = () => {
    setOpened((n) => n + 1);
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
      {opened > 0 && (
        <DateCalendarDialog
          key={opened}
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
