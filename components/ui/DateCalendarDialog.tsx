'use client';
import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import { getLocale, t } from '@/lib/i18n';
import { chinaToday } from '@/lib/time';

const DAY = 'YYYY-MM-DD';

export interface DateCalendarDialogProps {
  open: boolean;
  title: string;
  value: string;
  min?: string;
  max?: string;
  clearable?: boolean;
  /** The chosen day ('' once cleared), or undefined when the person cancelled. */
  onClose: (picked?: string) => void;
}

/**
 * MUI X's calendar in a dialog, the way MobileDatePicker shows it, in the app's language: dayjs
 * 'zh-cn' (一月, 周一…) with the pickers' zhCN texts, or English. The provider is local to this
 * dialog (loaded by DateField on the first open), so no screen carries the pickers before that.
 * Days are read and written as 'YYYY-MM-DD' in dayjs's local calendar: a day, not a moment, so
 * the phone's zone never moves it; "today" is China's.
 */
export default function DateCalendarDialog({ open, title, value, min, max, clearable, onClose }: DateCalendarDialogProps) {
  const zh = getLocale() !== 'en';
  const today = chinaToday();
  const [draft, setDraft] = useState<Dayjs | null>(value ? dayjs(value) : null);
  useEffect(() => {
    if (open) setDraft(value ? dayjs(value) : null);
  }, [open, value]);
  const localeText = (zh ? zhCN : enUS).components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={zh ? 'zh-cn' : 'en'} localeText={localeText}>
      <Dialog open={open} onClose={() => onClose()} aria-labelledby="date-dialog-title">
        <DialogTitle id="date-dialog-title" sx={{ pb: 0 }}>
          {title}
        </DialogTitle>
        <DateCalendar
          value={draft}
          onChange={(day) => setDraft(day)}
          views={['year', 'month', 'day']}
          openTo="day"
          referenceDate={dayjs(today)}
          minDate={min ? dayjs(min) : undefined}
          maxDate={max ? dayjs(max) : undefined}
          // "2030年1月", as Chinese calendars head a month (dayjs alone says "一月 2030").
          slotProps={{ calendarHeader: { format: zh ? 'YYYY年M月' : 'MMMM YYYY' } }}
        />
        <DialogActions>
          {clearable && <Button onClick={() => onClose('')}>{localeText.clearButtonLabel}</Button>}
          <Button onClick={() => onClose()}>{localeText.cancelButtonLabel}</Button>
          <Button variant="contained" disabled={!draft} onClick={() => onClose(draft ? draft.format(DAY) : undefined)}>
            {localeText.okButtonLabel ?? t('ui.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </LocalizationProvider>
  );
}
