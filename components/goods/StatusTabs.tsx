'use client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { t } from '@/lib/i18n';

/**
 * Tabs over a list's status filter; '' is "all". `keyPrefix` names the catalogue keys of the
 * statuses. Ten waybill states do not fit a phone: the row scrolls and shows its arrows (on phones
 * too), so the states beyond the edge are seen to exist.
 */
export function StatusTabs<S extends string>({ statuses, value, onChange, keyPrefix, label }: {
  statuses: readonly S[];
  value: S | '';
  onChange: (value: S | '') => void;
  keyPrefix: string;
  label: string;
}) {
  return (
    <Tabs value={value} onChange={(_, next: S | '') => onChange(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={label} sx={{ mb: 1 }}>
      <Tab value="" label={t('goods.all')} />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={t(`${keyPrefix}.${status}`)} />
      ))}
    </Tabs>
  );
}
