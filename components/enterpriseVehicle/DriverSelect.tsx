'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { useEnterpriseDrivers } from '@/lib/api';
import { t } from '@/lib/i18n';
import type { FieldBinding } from '@/components/ui/useForm';

export type ActiveDriver = NonNullable<ReturnType<typeof useEnterpriseDrivers>['drivers']>[number];

/** Picks one of the enterprise's active drivers; the field's value is the driver's user id. */
export function DriverSelect({ field, drivers }: { field: FieldBinding; drivers: ActiveDriver[] }) {
  return (
    <TextField
      select
      id={`field-${field.name}`}
      label={t('ev.field.driver')}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? ' '}
    >
      {drivers.map((driver) => (
        <MenuItem key={driver.userId} value={String(driver.userId)}>
          {t('ev.drivers.line', { name: driver.name ?? t('ev.drivers.noName'), mobile: driver.mobile })}
        </MenuItem>
      ))}
    </TextField>
  );
}
