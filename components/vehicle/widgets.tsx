'use client';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVehicleDict, type VehicleExpiryWarning, type VehicleSummary } from '@/lib/api';
import { isIsoDate } from '@/lib/contract';
import { getLocale, t } from '@/lib/i18n';
import type { FieldRule } from '@/lib/validate';
import type { FieldBinding } from '@/components/ui/useForm';
import { CertificationStatusChip } from '@/components/identity/certification';
import { useRoute } from '@/components/router/RouteContext';

/** Pieces the vehicle screens share: the id in the query, dict labels and selects, cards, warnings. */

export type VehicleDictGroup = Parameters<typeof useVehicleDict>[0];

/** `?vehicleId=` as a number, or null when absent or not a positive integer. */
export function useVehicleIdParam(): number | null {
  const { query } = useRoute();
  const id = Number(query.vehicleId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Today on this device as YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 2031/1/5 or 2031-1-5 -> 2031-01-05 (typed either way; the API takes the latter). */
export function isoDate(value: string): string {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : value.trim();
}

/** Date rules of the vehicle forms (empty passes: put rules.required first where needed). */
export const dateRules = {
  date: { check: (v: string) => v.trim() === '' || isIsoDate(isoDate(v)), messageKey: 'vehicle.validate.date' } satisfies FieldRule,
  notPast: { check: (v: string) => !isIsoDate(isoDate(v)) || isoDate(v) >= today(), messageKey: 'vehicle.validate.notPast' } satisfies FieldRule,
  notFuture: { check: (v: string) => !isIsoDate(isoDate(v)) || isoDate(v) <= today(), messageKey: 'vehicle.validate.notFuture' } satisfies FieldRule,
};

/** The label of a vehicle dict code in the current language (the code until the dict loads). */
export function useDictLabel(group: VehicleDictGroup): (code: string | null | undefined) => string {
  const { entries } = useVehicleDict(group);
  const english = getLocale() === 'en';
  return (code) => {
    if (!code) return '';
    const entry = entries?.find((each) => each.code === code);
    return entry ? (english ? entry.labelEn : entry.label) : code;
  };
}

/** A select of a vehicle dict group; `problem` is a message its own rules cannot see (colour vs plate). */
export function DictSelect({ field, group, label, problem, optional }: { field: FieldBinding; group: VehicleDictGroup; label: string; problem?: string | null; optional?: boolean }) {
  const { entries } = useVehicleDict(group);
  const english = getLocale() === 'en';
  const message = field.error ?? problem ?? null;
  return (
    <TextField
      select
      id={`field-${field.name}`}
      label={label}
      value={entries ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={message !== null}
      helperText={message ?? ' '}
      slotProps={{ select: { inputProps: { 'data-testid': `select-${field.name}` } } }}
    >
      {optional && <MenuItem value="">{t('vehicle.field.none')}</MenuItem>}
      {(entries ?? []).map((entry) => (
        <MenuItem key={entry.code} value={entry.code}>
          {english ? entry.labelEn : entry.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "年检 expires in 12 days" / "has expired" lines. */
export function ExpiryWarnings({ warnings }: { warnings: VehicleExpiryWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
      {warnings.map((warning) => (
        <Alert key={warning.document} severity={warning.expired ? 'error' : 'warning'} sx={{ py: 0 }}>
          {t(warning.expired ? 'vehicle.expiry.expired' : 'vehicle.expiry.expiring', {
            document: t(`vehicle.document.${warning.document}`),
            date: warning.validUntil,
            days: warning.daysLeft,
          })}
        </Alert>
      ))}
    </Box>
  );
}

/** A label and its value on one line. */
export function InfoLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}：
      </Box>
      {value}
    </Typography>
  );
}

/** One vehicle in a list: plate, type and length, status chip, warnings; `footer` for actions. */
export function VehicleCard({ vehicle, onOpen, footer }: { vehicle: VehicleSummary; onOpen?: () => void; footer?: ReactNode }) {
  const typeLabel = useDictLabel('vehicleType');
  const lengthLabel = useDictLabel('vehicleLength');
  const body = (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {vehicle.plateNumber}
        </Typography>
        <CertificationStatusChip status={vehicle.certification.status} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[typeLabel(vehicle.vehicleType), lengthLabel(vehicle.vehicleLength), t('vehicle.loadKg', { kg: vehicle.approvedLoadKg })].filter(Boolean).join(' · ')}
      </Typography>
      {vehicle.owner.enterpriseName && <Typography variant="body2">{vehicle.owner.enterpriseName}</Typography>}
      <ExpiryWarnings warnings={vehicle.warnings} />
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid={`vehicle-${vehicle.vehicleId}`} sx={{ mb: 1.5 }}>
      {onOpen ? <CardActionArea onClick={onOpen}>{body}</CardActionArea> : body}
      {footer && <Box sx={{ px: 2, pb: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{footer}</Box>}
    </Card>
  );
}

/** The notice that licence photos are not read automatically (no OCR vendor). */
export function NoOcrNotice() {
  return <Alert severity="info">{t('vehicle.noOcr')}</Alert>;
}
