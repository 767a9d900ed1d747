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
import { useVehicleDict, type VehicleDetail, type VehicleExpiryWarning, type VehicleSummary } from '@/lib/api';
import { dictLabel } from '@/lib/dict';
import { getLocale, t } from '@/lib/i18n';
import type { FieldBinding } from '@/components/ui/useForm';
import { CertificationStatusChip } from '@/components/identity/certification';
import { useIdParam } from '@/components/router/RouteContext';
import { tonnesOfKg } from './formRules';

/** Pieces the vehicle screens share: the id in the query, dict labels and selects, cards, warnings. */

export type VehicleDictGroup = Parameters<typeof useVehicleDict>[0];

// The router's reader of an id in the query; kept here too for the screens that import it from this file.
export { useIdParam };

/** `?vehicleId=` as a number, or null when absent or not a positive integer. */
export function useVehicleIdParam(): number | null {
  return useIdParam('vehicleId');
}

/** A load in 吨 as every screen shows weights ("31.5 吨" / "31.5 t"), from the server's whole kg. */
export function kg(value: number): string {
  return t('vehicle.unit.tonnes', { t: tonnesOfKg(value) });
}

/** The label of a vehicle dict code in the current language (the code until the dict loads). */
export function useDictLabel(group: VehicleDictGroup): (code: string | null | undefined) => string {
  const { entries } = useVehicleDict(group);
  return (code) => (code ? dictLabel(entries, code) : '');
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

/**
 * The 行驶证 facts of a vehicle as label/value pairs, for both detail screens (vehicleLicenseInfo
 * and businessOwnerVehicleDetail): colour, type, length (when any), energy, load in kg, owner,
 * VIN, registration date.
 */
export function useLicenceFacts(vehicle: VehicleDetail): Array<{ label: string; value: string }> {
  const plateColor = useDictLabel('plateColor');
  const vehicleType = useDictLabel('vehicleType');
  const vehicleLength = useDictLabel('vehicleLength');
  const energyType = useDictLabel('energyType');
  return [
    { label: t('vehicle.field.plateColor'), value: plateColor(vehicle.plateColor) },
    { label: t('vehicle.field.vehicleType'), value: vehicleType(vehicle.vehicleType) },
    ...(vehicle.vehicleLength ? [{ label: t('vehicle.field.vehicleLength'), value: vehicleLength(vehicle.vehicleLength) }] : []),
    { label: t('vehicle.field.energyType'), value: energyType(vehicle.energyType) },
    { label: t('vehicle.field.approvedLoad'), value: kg(vehicle.approvedLoadKg) },
    { label: t('vehicle.field.ownerName'), value: vehicle.ownerName },
    { label: t('vehicle.field.vin'), value: vehicle.vin },
    { label: t('vehicle.field.registerDate'), value: vehicle.registerDate.slice(0, 10) },
  ];
}

/** The vehicle type, length and load on one line: "重型普通货车 · 13.5米 · 核载 31500 kg". */
export function useVehicleLine() {
  const typeLabel = useDictLabel('vehicleType');
  const lengthLabel = useDictLabel('vehicleLength');
  return (vehicle: Pick<VehicleSummary, 'vehicleType' | 'vehicleLength' | 'approvedLoadKg'>) =>
    [typeLabel(vehicle.vehicleType), lengthLabel(vehicle.vehicleLength), t('vehicle.loadKg', { t: tonnesOfKg(vehicle.approvedLoadKg) })].filter(Boolean).join(' · ');
}

/** One vehicle in a list: plate, type and length, status chip, warnings; `footer` for actions. */
export function VehicleCard({ vehicle, onOpen, footer }: { vehicle: VehicleSummary; onOpen?: () => void; footer?: ReactNode }) {
  const line = useVehicleLine();
  const body = (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {vehicle.plateNumber}
        </Typography>
        <CertificationStatusChip status={vehicle.certification.status} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {line(vehicle)}
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
