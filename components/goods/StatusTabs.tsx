'use client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { t } from '@/lib/i18n';

/** Tabs over a list's status filter; '' is "all". `keyPrefix` names the catalogue keys of the statuses. */
export function StatusTabs<S extends string>({ statuses, value, onChange, keyPrefix, label }: {
  statuses: readonly S[];
  value: S | '';
  onChange: (value: S | '') => void;
  keyPrefix: string;
  label: string;
}) {
  return (
    <Tabs value={value} onChange={(_, next: S | '') => onChange(next)} variant="scrollable" scrollButtons={false} aria-label={label} sx={{ mb: 1 }}>
      <Tab value="" label={t('goods.all')} />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={t(`${keyPrefix}.${status}`)} />
      ))}
    </Tabs>
  );
}
