'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HotlineProvinceInfo } from '@/lib/api';
import { t } from '@/lib/i18n';

/** The provinces that have lines, with 全国 (none chosen) first; `value` '' is 全国. */
export function ProvincePicker({ provinces, value, onChange }: { provinces: readonly HotlineProvinceInfo[]; value: string; onChange: (provinceCode: string) => void }) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('content.hotline.province')}
      value={provinces.some((each) => each.provinceCode === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{t('content.hotline.allProvinces')}</MenuItem>
      {provinces.map((province) => (
        <MenuItem key={province.provinceCode} value={province.provinceCode}>
          {province.provinceName}
        </MenuItem>
      ))}
    </TextField>
  );
}
