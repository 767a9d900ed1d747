'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  checkEtcIssue,
  createEtcOrder,
  readVehicleLicense,
  updateEtcOrder,
  uploadCertificationImage,
  type EtcIssueCheckInfo,
  type EtcOrderInfo,
  type EtcVehicleRequest,
  type VehicleSummary,
} from '@/lib/api';
import { ETC_PLATE_COLORS, MAX_AXLES, MIN_AXLES, etcPlateColorProblem, plateColorProblem, truckClassOf, type EtcPlateColor } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { rules, type FieldRule } from '@/lib/validate';
import { TONNES_TEXT, kgOfTonnes, tonnesOfKg } from '@/lib/weight';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PlateField } from '@/components/ui/PlateField';
import { UploadField } from '@/components/ui/UploadField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { REAL_NAME_PATH } from '@/components/identity/certification';
import { ETC_HANDLING_PATH } from './paths';
import { backToForm, plateText } from './widgets';

/** What the form keeps while the person is away (the typed values and the photos' file ids). */
export interface TypedVehicle {
  values: Record<'source' | 'vehicleId' | 'plateNumber' | 'plateColor' | 'ownerName' | 'vin' | 'axles' | 'tonnes' | 'metres', string>;
  front: string | null;
  back: string | null;
}

export const isTypedVehicle = (value: unknown): value is TypedVehicle =>
  typeof value === 'object' && value !== null && typeof (value as TypedVehicle).values === 'object' && 'front' in value && 'back' in value;

const tonnes: FieldRule = { check: (value) => value === '' || (TONNES_TEXT.test(value) && kgOfTonnes(value) >= 1000 && kgOfTonnes(value) <= 49_000), messageKey: 'etc.vehicle.tonnesRange' };
const metres: FieldRule = { check: (value) => value === '' || (/^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) >= 2 && Number(value) <= 22), messageKey: 'etc.vehicle.metresRange' };
const vin: FieldRule = { check: (value) => value === '' || /^[A-HJ-NPR-Z0-9]{17}$/.test(value.trim().toUpperCase()), messageKey: 'etc.vehicle.vinFormat' };

/** The start of the form: what was kept, else the application's vehicle, else empty (the first certified truck chosen). */
function startOf(order: EtcOrderInfo | null, kept: TypedVehicle | null, certified: readonly VehicleSummary[]): TypedVehicle {
  if (kept) return kept;
  const vehicle = order?.vehicle;
  if (vehicle) {
    return {
      values: {
        source: vehicle.source,
        vehicleId: vehicle.vehicleId ? String(vehicle.vehicleId) : '',
        plateNumber: vehicle.plateNumber,
        plateColor: vehicle.plateColor,
        ownerName: vehicle.ownerName,
        vin: vehicle.vin ?? '',
        axles: String(vehicle.axles),
        tonnes: tonnesOfKg(vehicle.totalWeightKg),
        metres: (vehicle.lengthMm / 1000).toString(),
      },
      front: vehicle.licenseFrontFileId,
      back: vehicle.licenseBackFileId,
    };
  }
  const first = certified[0];
  return {
    values: { source: first ? 'certified' : 'typed', vehicleId: first ? String(first.vehicleId) : '', plateNumber: '', plateColor: '2', ownerName: '', vin: '', axles: '', tonnes: '', metres: '' },
    front: null,
    back: null,
  };
}

/** What the licence photo gave the form, said under it. */
type Reading = { side: 'front' | 'back'; filled: string[] } | { side: 'front' | 'back'; filled: null } | null;

/** Why a plate may not get a card, each with its way on. */
function Blockers({ check, onTyped }: { check: EtcIssueCheckInfo; onTyped: () => void }) {
  return (
    <Alert severity="warning" role="alert">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('etc.vehicle.blocked', { plate: check.plateNumber })}
      </Typography>
      {check.blockers.map((blocker) => (
        <Box key={blocker} sx={{ mt: 0.5 }}>
          <Typography variant="body2">{t(`etc.blocker.${blocker.slice('etc.'.length)}`)}</Typography>
          {blocker === 'etc.plateHasApplication' && check.myLiveOrderId !== null && (
            <Button size="small" onClick={() => navigate(ETC_HANDLING_PATH, { orderId: String(check.myLiveOrderId) }, { replace: true })}>
              {t('etc.vehicle.continueThat')}
            </Button>
          )}
          {blocker === 'etc.realNameRequired' && (
            <Button size="small" onClick={() => navigate(REAL_NAME_PATH)}>
              {t('etc.vehicle.toRealName')}
            </Button>
          )}
          {blocker === 'etc.vehicleNotCertified' && (
            <Button size="small" onClick={onTyped}>
              {t('etc.vehicle.typeInstead')}
            </Button>
          )}
        </Box>
      ))}
    </Alert>
  );
}

/**
 * The truck of the application: one of the caller's certified vehicles, or typed with the vehicle
 * licence photos (主页 and 副页, read by OCR to fill the form, checked by the issuer). Axles, total
 * weight (吨) and length (米) give the toll class (货1-货6), shown as it is typed. Plate and
 * colour are checked as the contract checks them (trucks: yellow, yellow-green; blue: light trucks
 * of 货1 only). A new application is started only once etcCheckIssue says the plate may get one.
 */
export function EtcVehicleForm({
  order,
  kept,
  certified,
  keep,
  forget,
}: {
  order: EtcOrderInfo | null;
  kept: TypedVehicle | null;
  certified: readonly VehicleSummary[];
  keep: (typed: TypedVehicle) => void;
  forget: () => void;
}) {
  const [start] = useState(() => startOf(order, kept, certified));
  const form = useForm({
    source: { initial: start.values.source },
    vehicleId: { initial: start.values.vehicleId },
    plateNumber: { initial: start.values.plateNumber, rules: [rules.plate] },
    plateColor: { initial: start.values.plateColor },
    ownerName: { initial: start.values.ownerName, rules: [rules.length(2, 60)] },
    vin: { initial: start.values.vin, rules: [vin] },
    axles: { initial: start.values.axles, rules: [rules.required] },
    tonnes: { initial: start.values.tonnes, rules: [rules.required, tonnes] },
    metres: { initial: start.values.metres, rules: [rules.required, metres] },
  });
  const [front, setFront] = useState(start.front);
  const [back, setBack] = useState(start.back);
  const [reading, setReading] = useState<Reading>(null);
  const [checked, setChecked] = useState(false);
  const [blocked, setBlocked] = useState<EtcIssueCheckInfo | null>(null);
  const { values } = form;
  const typedSource = values.source === 'typed';
  const chosen = certified.find((vehicle) => String(vehicle.vehicleId) === values.vehicleId);

  const typed: TypedVehicle = { values, front, back };
  const typedText = JSON.stringify(typed);
  const [opened] = useState(typedText);
  useEffect(() => {
    if (typedText !== opened) keep(JSON.parse(typedText) as TypedVehicle);
  }, [typedText, opened, keep]);

  // The class as it follows from what is typed so far (shown live; the server computes the same).
  const sizes = TONNES_TEXT.test(values.tonnes) && values.axles && Number(values.metres) > 0 ? { axles: Number(values.axles), totalWeightKg: kgOfTonnes(values.tonnes), lengthMm: Math.round(Number(values.metres) * 1000) } : null;
  const truckClass = sizes ? truckClassOf(sizes) : null;
  const plateColor = typedSource ? values.plateColor : (chosen?.plateColor ?? '');
  const plateNumber = typedSource ? values.plateNumber : (chosen?.plateNumber ?? '');
  const colourProblem = !plateColor
    ? null
    : !(ETC_PLATE_COLORS as readonly string[]).includes(plateColor)
      ? 'etc.vehicle.colourNotTruck'
      : truckClass !== null && etcPlateColorProblem(plateColor, truckClass)
        ? 'etc.vehicle.blueIsLight'
        : plateNumber && rules.plate.check(plateNumber) && plateColorProblem(plateNumber, plateColor)
          ? 'etc.vehicle.colourNotPlate'
          : null;

  const readPhoto = async (fileId: string, side: 'front' | 'back') => {
    try {
      const read = await readVehicleLicense(fileId, side);
      if (!read.recognized) return setReading({ side, filled: null });
      const { fields } = read;
      const filled: string[] = [];
      const put = (name: Parameters<typeof form.setValue>[0], value: string | undefined, label: string) => {
        if (value === undefined || value === '') return;
        form.setValue(name, value);
        filled.push(label);
      };
      if (side === 'front') {
        put('plateNumber', fields.plateNumber, t('etc.vehicle.plate'));
        if (fields.plateColor && (ETC_PLATE_COLORS as readonly string[]).includes(fields.plateColor)) put('plateColor', fields.plateColor, t('etc.vehicle.colour'));
        put('ownerName', fields.ownerName, t('etc.vehicle.owner'));
        put('vin', fields.vin, t('etc.vehicle.vin'));
      } else {
        put('tonnes', fields.totalWeightKg ? tonnesOfKg(fields.totalWeightKg) : undefined, t('etc.vehicle.totalWeight'));
        put('metres', fields.lengthMm ? String(fields.lengthMm / 1000) : undefined, t('etc.vehicle.length'));
      }
      setReading({ side, filled });
    } catch {
      setReading({ side, filled: null });
    }
  };

  const save = useSubmission(async (intent) => {
    const common = { axles: Number(values.axles), totalWeightKg: kgOfTonnes(values.tonnes), lengthMm: Math.round(Number(values.metres) * 1000) };
    const vehicle: EtcVehicleRequest = typedSource
      ? {
          source: 'typed',
          plateNumber: values.plateNumber,
          plateColor: values.plateColor as EtcPlateColor,
          ownerName: values.ownerName.trim(),
          ...(values.vin.trim() ? { vin: values.vin.trim().toUpperCase() } : {}),
          ...common,
          licenseFrontFileId: front!,
          licenseBackFileId: back!,
        }
      : { source: 'certified', vehicleId: chosen!.vehicleId, ...common, ...(back ? { licenseBackFileId: back } : {}) };
    let saved = order;
    if (saved) {
      await updateEtcOrder(saved.id, { vehicle }, intent);
    } else {
      const check = await checkEtcIssue(typedSource ? { plateNumber: values.plateNumber, plateColor: values.plateColor as EtcPlateColor } : { vehicleId: chosen!.vehicleId });
      if (!check.eligible) {
        setBlocked(check);
        return;
      }
      saved = await createEtcOrder(vehicle, intent);
    }
    forget();
    backToForm(saved);
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        setBlocked(null);
        const typedFields = typedSource ? (['plateNumber', 'ownerName', 'vin'] as const) : [];
        const passes = form.validate(['axles', 'tonnes', 'metres', ...typedFields]);
        const typedComplete = !typedSource || (values.plateNumber !== '' && values.ownerName.trim() !== '' && front !== null && back !== null);
        return passes && typedComplete && (typedSource || chosen !== undefined) && colourProblem === null;
      }}
      action={save}
      submitLabel={t(order ? 'etc.save' : 'etc.vehicle.submit')}
      pendingLabel={t('etc.saving')}
    >
      {certified.length > 0 && (
        <ToggleButtonGroup exclusive fullWidth size="small" color="primary" value={values.source} onChange={(_, value: string | null) => value && form.setValue('source', value)} sx={{ mb: 1 }}>
          <ToggleButton value="certified">{t('etc.vehicle.fromCertified')}</ToggleButton>
          <ToggleButton value="typed">{t('etc.vehicle.typed')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {typedSource ? (
        <>
          <PlateField field={{ ...form.field('plateNumber'), error: form.field('plateNumber').error ?? (checked && !values.plateNumber ? t('validate.required') : null) }} label={t('etc.vehicle.plate')} />
          <Box id="field-plateColor" data-invalid={checked && colourProblem ? 'true' : undefined}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('etc.vehicle.colour')}
            </Typography>
            <RadioGroup row value={values.plateColor} onChange={(event) => form.setValue('plateColor', event.target.value)} aria-label={t('etc.vehicle.colour')}>
              {ETC_PLATE_COLORS.map((code) => (
                <FormControlLabel key={code} value={code} control={<Radio />} label={t(`etc.colorCode.${code}`)} />
              ))}
            </RadioGroup>
          </Box>
          <FormField field={{ ...form.field('ownerName'), error: form.field('ownerName').error ?? (checked && !values.ownerName.trim() ? t('validate.required') : null) }} label={t('etc.vehicle.owner')} maxLength={60} hint={t('etc.vehicle.ownerHint')} />
          <FormField field={form.field('vin')} label={t('etc.vehicle.vinOptional')} maxLength={17} />
        </>
      ) : (
        <RadioGroup value={values.vehicleId} onChange={(event) => form.setValue('vehicleId', event.target.value)} aria-label={t('etc.vehicle.fromCertified')}>
          {certified.map((vehicle) => (
            <FormControlLabel
              key={vehicle.vehicleId}
              value={String(vehicle.vehicleId)}
              control={<Radio />}
              label={(ETC_PLATE_COLORS as readonly string[]).includes(vehicle.plateColor) ? plateText(vehicle) : `${vehicle.plateNumber}（${t('etc.vehicle.colourNotTruckShort')}）`}
            />
          ))}
        </RadioGroup>
      )}
      {colourProblem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t(colourProblem)}
        </Typography>
      )}

      <TextField
        select
        id="field-axles"
        label={t('etc.vehicle.axles')}
        value={values.axles}
        onChange={(event) => form.setValue('axles', event.target.value)}
        onBlur={form.field('axles').onBlur}
        error={form.field('axles').error !== null}
        helperText={form.field('axles').error ?? ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('etc.choose')}</option>
        {Array.from({ length: MAX_AXLES - MIN_AXLES + 1 }, (_, index) => MIN_AXLES + index).map((axles) => (
          <option key={axles} value={String(axles)}>
            {t(axles === MAX_AXLES ? 'etc.vehicle.axlesOrMore' : 'etc.vehicle.axlesValue', { axles })}
          </option>
        ))}
      </TextField>
      <FormField field={form.field('tonnes')} label={t('etc.vehicle.totalWeightTonnes')} inputMode="decimal" maxLength={7} hint={t('etc.vehicle.totalWeightHint')} />
      <FormField field={form.field('metres')} label={t('etc.vehicle.lengthMetres')} inputMode="decimal" maxLength={5} hint={t('etc.vehicle.lengthHint')} />
      <Alert severity={truckClass ? 'success' : 'info'} icon={false}>
        {truckClass ? t('etc.vehicle.classIs', { vehicleClass: t(`etc.class.${truckClass}`) }) : t('etc.vehicle.classHint')}
      </Alert>

      {typedSource && (
        <UploadField
          label={t(front ? 'etc.vehicle.frontReplace' : 'etc.vehicle.front')}
          accept="image/jpeg,image/png,image/webp"
          upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
          onUploaded={(stored) => {
            setFront(stored.fileId);
            void readPhoto(stored.fileId, 'front');
          }}
          name="licenseFront"
          invalid={checked && !front}
        />
      )}
      <UploadField
        label={t(back ? 'etc.vehicle.backReplace' : typedSource ? 'etc.vehicle.back' : 'etc.vehicle.backOptional')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => {
          setBack(stored.fileId);
          void readPhoto(stored.fileId, 'back');
        }}
        name="licenseBack"
        invalid={checked && typedSource && !back}
      />
      <Typography variant="body2" sx={{ color: checked && typedSource && (!front || !back) ? 'error.main' : 'text.secondary' }}>
        {t(checked && typedSource && (!front || !back) ? 'etc.vehicle.photosRequired' : typedSource ? 'etc.vehicle.photosHint' : 'etc.vehicle.backHint')}
      </Typography>
      {reading && (
        <Alert severity={reading.filled?.length ? 'success' : 'info'}>
          {reading.filled === null
            ? t('etc.vehicle.ocrUnread')
            : reading.filled.length > 0
              ? t('etc.vehicle.ocrFilled', { fields: reading.filled.join('、') })
              : t('etc.vehicle.ocrNothing')}
        </Alert>
      )}
      {blocked && <Blockers check={blocked} onTyped={() => { setBlocked(null); form.setValue('source', 'typed'); }} />}
    </ActionForm>
  );
}
