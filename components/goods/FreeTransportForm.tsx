'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { editFreeTransport, releaseFreeTransport, type DivisionItem, type FreeTransportItem, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { chinaToday } from '@/lib/time';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { DateField } from '@/components/ui/DateField';
import { FormField } from '@/components/ui/FormField';
import { useForm, type FieldBinding } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { MY_VEHICLES_PATH } from '@/components/vehicle/paths';
import { AreaCascade, chosenAreaOf, useRouteAreas } from './AreaCascade';
import { Section, todayOrLater } from './GoodsFields';
import { useGoodsLabels } from './labels';

export interface FreeTransportFormProps {
  /** The offer being changed; without it a new one is offered. */
  offer?: FreeTransportItem;
  /** The driver's own mobile, the contact of a new offer. */
  mobile: string;
  /** The approved vehicles the driver may offer with. */
  vehicles: VehicleSummary[];
  /** The cascade's starting paths (a changed offer's places). */
  start: { origin: DivisionItem[]; destination: DivisionItem[] };
  onDone: () => void;
}

/** A chosen area with the place typed, or the area itself when none was typed (the contract wants an address). */
function placeOf(path: DivisionItem[], typed: string) {
  const area = chosenAreaOf(path, typed)!;
  return { ...area, address: area.address || area.name };
}

/** What the address field starts with: the saved place, empty when it was only the area. */
const typedPlace = (place: FreeTransportItem['origin'] | undefined) => (place && place.address !== place.name ? place.address : '');

/** The vehicle an opened form starts on: the offer's (by plate), or the only one. */
function startingVehicle(vehicles: VehicleSummary[], offer?: FreeTransportItem) {
  const chosen = offer ? vehicles.find((v) => v.plateNumber === offer.plateNumber) : vehicles.length === 1 ? vehicles[0] : undefined;
  return chosen ? String(chosen.vehicleId) : '';
}

function VehicleChoice({ field, vehicles }: { field: FieldBinding; vehicles: VehicleSummary[] }) {
  const labels = useGoodsLabels();
  if (vehicles.length === 0) {
    // Changing an offer whose vehicle is no longer drivable, with no other: the way to a vehicle.
    return (
      <Alert severity="info" action={<Button size="small" onClick={() => navigate(MY_VEHICLES_PATH)}>{t('goods.free.offer.toVehicles')}</Button>}>
        {t('goods.free.offer.noVehicle')}
      </Alert>
    );
  }
  return (
    <FormControl id={`field-${field.name}`} error={field.error !== null} data-invalid={field.error !== null ? 'true' : undefined}>
      <FormLabel id="free-transport-vehicle">{t('goods.free.form.vehicle')}</FormLabel>
      <RadioGroup aria-labelledby="free-transport-vehicle" value={field.value} onChange={(event) => field.onChange(event.target.value)}>
        {vehicles.map((vehicle) => (
          <FormControlLabel
            key={vehicle.vehicleId}
            value={String(vehicle.vehicleId)}
            control={<Radio />}
            label={t('goods.free.vehicle', { plate: vehicle.plateNumber, length: labels.vehicleLength(vehicle.vehicleLength), type: labels.vehicleType(vehicle.vehicleType) })}
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The free-trip form (docs/goods.md "Free transport"): route, departure day (today or later, China
 * time), one of the driver's approved vehicles, contact mobile, remarks. One tap is one intention
 * (useSubmission): a resend after a lost answer carries the same Idempotency-Key.
 */
export function FreeTransportForm({ offer, mobile, vehicles, start, onDone }: FreeTransportFormProps) {
  const areas = useRouteAreas(start);
  const form = useForm({
    originAddress: { initial: typedPlace(offer?.origin), rules: [rules.length(0, 120)] },
    destinationAddress: { initial: typedPlace(offer?.destination), rules: [rules.length(0, 120)] },
    departDate: { initial: offer?.departDate ?? chinaToday(), rules: [rules.required, rules.date, todayOrLater('goods.free.form.departNotPast')] },
    vehicleId: { initial: startingVehicle(vehicles, offer), rules: [{ check: (value: string) => value !== '', messageKey: 'goods.free.form.vehicleRequired' }] },
    contactMobile: { initial: offer?.contactMobile ?? mobile, rules: [rules.required, rules.mobile] },
    remarks: { initial: offer?.remarks ?? '', rules: [rules.length(0, 200)] },
  });
  const date = form.field('departDate');

  const submit = useSubmission(async (intent) => {
    const v = form.values;
    const fields = {
      origin: placeOf(areas.origin, v.originAddress),
      destination: placeOf(areas.destination, v.destinationAddress),
      departDate: v.departDate,
      vehicleId: Number(v.vehicleId),
      contactMobile: v.contactMobile.trim(),
      ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
    };
    if (offer) await editFreeTransport({ ...fields, id: offer.id }, intent);
    else await releaseFreeTransport(fields, intent);
    showToast(offer ? t('goods.free.form.saved') : t('goods.free.form.released'));
    onDone();
  });

  return (
    <ActionForm
      validate={() => {
        const areasPass = areas.validate();
        return form.validate() && areasPass;
      }}
      action={submit}
      submitLabel={offer ? t('goods.free.form.save') : t('goods.free.form.submit')}
      pendingLabel={t('goods.release.submitting')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('goods.free.form.intro')}
      </Typography>
      <Section title={t('goods.free.form.origin')}>
        <AreaCascade idPrefix="origin" label={t('goods.free.form.origin')} value={areas.origin} onChange={areas.setOrigin} error={areas.areaError(areas.origin)} />
        <FormField field={form.field('originAddress')} label={t('goods.free.form.originAddress')} hint={t('goods.free.form.addressHint')} maxLength={120} />
      </Section>
      <Section title={t('goods.free.form.destination')}>
        <AreaCascade idPrefix="destination" label={t('goods.free.form.destination')} value={areas.destination} onChange={areas.setDestination} error={areas.areaError(areas.destination)} />
        <FormField field={form.field('destinationAddress')} label={t('goods.free.form.destinationAddress')} hint={t('goods.free.form.addressHint')} maxLength={120} />
      </Section>
      <DateField id="field-departDate" label={t('goods.free.form.departDate')} value={date.value} onChange={date.onChange} onBlur={date.onBlur} error={date.error} min={chinaToday()} />
      <VehicleChoice field={form.field('vehicleId')} vehicles={vehicles} />
      <FormField field={form.field('contactMobile')} label={t('goods.form.contactMobile')} type="tel" inputMode="tel" maxLength={11} />
      <FormField field={form.field('remarks')} label={t('goods.form.remarks')} maxLength={200} />
    </ActionForm>
  );
}
