'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { saveVehicle, uploadCertificationImage, useVehicle, type VehicleDetail } from '@/lib/api';
import { MAX_LOAD_KG, isVehiclePlate, normalizePlate, plateColorProblem } from '@/lib/contract/vehicle';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { Loaded } from '@/components/ui/Loaded';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { PlateField } from '@/components/ui/PlateField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { dateRules, isoDate, kgOfTonnes, loadTonnesRule, permitNoRule, plateRule, tonnesOfKg, vinRule } from './formRules';
import { DictSelect, NoOcrNotice } from './widgets';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
type Photo = 'licenseFrontImage' | 'licenseBackImage' | 'roadTransportImage';

/**
 * The one vehicle registration form (行驶证 fields + photos, optional road transport permit), for
 * a personal vehicle (addVehicle) and, with `enterpriseId`, an enterprise's (addbusinessVehicle).
 * The approved load is typed in 吨 (up to three decimals) and sent in whole kg, as the licence prints it. `defaultOwnerName` fills
 * 行驶证所有人 (the enterprise's name). `previous` is a refused vehicle being corrected: its
 * fields and photos stay unless replaced, and saving resubmits it (same vehicle, same certification).
 */
export function VehicleForm({
  previous,
  onSaved,
  enterpriseId,
  defaultOwnerName = '',
}: {
  previous: VehicleDetail | null;
  onSaved: (saved: VehicleDetail) => void;
  enterpriseId?: number;
  defaultOwnerName?: string;
}) {
  const form = useForm({
    plateNumber: { initial: previous?.plateNumber ?? '', rules: [rules.required, plateRule] },
    plateColor: { initial: previous?.plateColor ?? '', rules: [rules.required] },
    vehicleType: { initial: previous?.vehicleType ?? '', rules: [rules.required] },
    vehicleLength: { initial: previous?.vehicleLength ?? '' },
    energyType: { initial: previous?.energyType ?? '', rules: [rules.required] },
    approvedLoadKg: { initial: previous ? tonnesOfKg(previous.approvedLoadKg) : '', rules: [rules.required, loadTonnesRule(MAX_LOAD_KG)] },
    ownerName: { initial: previous?.ownerName ?? defaultOwnerName, rules: [rules.required, rules.length(2, 60)] },
    vin: { initial: previous?.vin ?? '', rules: [rules.required, vinRule] },
    registerDate: { initial: previous?.registerDate.slice(0, 10) ?? '', rules: [rules.required, dateRules.date, dateRules.notFuture] },
    inspectionValidUntil: { initial: previous?.inspectionValidUntil.slice(0, 10) ?? '', rules: [rules.required, dateRules.date, dateRules.notPast] },
    roadTransportNo: { initial: previous?.roadTransportNo ?? '', rules: [permitNoRule] },
    roadTransportValidUntil: { initial: previous?.roadTransportValidUntil?.slice(0, 10) ?? '', rules: [dateRules.date, dateRules.notPast] },
  });
  const [photos, setPhotos] = useState<Partial<Record<Photo, string>>>({
    licenseFrontImage: previous?.licenseFrontImage?.fileId,
    licenseBackImage: previous?.licenseBackImage?.fileId,
    roadTransportImage: previous?.roadTransportImage?.fileId,
  });
  const [checked, setChecked] = useState(false);
  const { values } = form;

  const colorProblem =
    values.plateColor && isVehiclePlate(values.plateNumber) && plateColorProblem(values.plateNumber, values.plateColor)
      ? t('vehicle.validate.plateColor')
      : null;
  const permitGiven = [values.roadTransportNo.trim(), values.roadTransportValidUntil.trim(), photos.roadTransportImage].filter(Boolean).length;
  const permitIncomplete = permitGiven > 0 && permitGiven < 3;
  const photosMissing = !photos.licenseFrontImage || !photos.licenseBackImage;

  const submit = useAction(async () => {
    const permit = permitGiven === 3
      ? { roadTransportNo: values.roadTransportNo.trim(), roadTransportValidUntil: isoDate(values.roadTransportValidUntil), roadTransportImage: photos.roadTransportImage! }
      : {};
    const saved = await saveVehicle({
      ...(previous ? { vehicleId: previous.vehicleId } : {}),
      ...(enterpriseId === undefined ? {} : { enterpriseId }),
      plateNumber: normalizePlate(values.plateNumber),
      plateColor: values.plateColor,
      vehicleType: values.vehicleType,
      ...(values.vehicleLength ? { vehicleLength: values.vehicleLength } : {}),
      energyType: values.energyType,
      approvedLoadKg: kgOfTonnes(values.approvedLoadKg),
      ownerName: values.ownerName.trim(),
      vin: values.vin.trim().toUpperCase(),
      registerDate: isoDate(values.registerDate),
      inspectionValidUntil: isoDate(values.inspectionValidUntil),
      licenseFrontImage: photos.licenseFrontImage!,
      licenseBackImage: photos.licenseBackImage!,
      ...permit,
    });
    onSaved(saved);
  });

  const photo = (which: Photo) => (
    <>
      <UploadField
        label={t(`vehicle.photo.${which}`)}
        accept={IMAGE_TYPES}
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => setPhotos((current) => ({ ...current, [which]: stored.fileId }))}
        name={which}
        invalid={checked && !photos[which] && (which === 'roadTransportImage' ? permitIncomplete : photosMissing)}
      />
      {previous && photos[which] && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('vehicle.photo.kept')}
        </Typography>
      )}
    </>
  );
  const dateField = (name: 'registerDate' | 'inspectionValidUntil' | 'roadTransportValidUntil') => (
    <FormDateField field={form.field(name)} label={t(`vehicle.field.${name}`)} past={name === 'registerDate'} future={name !== 'registerDate'} />
  );

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && !colorProblem && !photosMissing && !permitIncomplete;
      }}
      action={submit}
      submitLabel={t(previous ? 'vehicle.add.resubmit' : 'vehicle.add.submit')}
      pendingLabel={t('vehicle.add.submitting')}
    >
      <NoOcrNotice />
      <PlateField field={form.field('plateNumber')} label={t('vehicle.field.plateNumber')} />
      <DictSelect field={form.field('plateColor')} group="plateColor" label={t('vehicle.field.plateColor')} problem={colorProblem} />
      <DictSelect field={form.field('vehicleType')} group="vehicleType" label={t('vehicle.field.vehicleType')} />
      <DictSelect field={form.field('vehicleLength')} group="vehicleLength" label={t('vehicle.field.vehicleLength')} optional />
      <DictSelect field={form.field('energyType')} group="energyType" label={t('vehicle.field.energyType')} />
      <FormField field={form.field('approvedLoadKg')} label={t('vehicle.field.approvedLoadKg')} inputMode="decimal" maxLength={7} />
      <FormField field={form.field('ownerName')} label={t('vehicle.field.ownerName')} maxLength={60} />
      <FormField field={form.field('vin')} label={t('vehicle.field.vin')} maxLength={17} />
      {dateField('registerDate')}
      {dateField('inspectionValidUntil')}
      {photo('licenseFrontImage')}
      {photo('licenseBackImage')}
      {checked && photosMissing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('vehicle.photo.required')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {t('vehicle.permit.optional')}
      </Typography>
      <FormField field={form.field('roadTransportNo')} label={t('vehicle.field.roadTransportNo')} maxLength={22} />
      {dateField('roadTransportValidUntil')}
      {photo('roadTransportImage')}
      {checked && permitIncomplete && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('vehicle.permit.incomplete')}
        </Typography>
      )}
    </ActionForm>
  );
}

/**
 * Correcting a refused vehicle (`?vehicleId=` on addVehicle or addbusinessVehicle): loads it, says
 * why it was refused and fills the form from it; an enterprise's vehicle is resent as the
 * enterprise's. Only a refused vehicle its owner (or manager) sees can be resubmitted.
 */
export function VehicleResubmission({ vehicleId, onSaved }: { vehicleId: number; onSaved: (saved: VehicleDetail) => void }) {
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
      {(previous) =>
        previous.certification.status !== 'rejected' || previous.relation === 'driver' ? (
          <Alert severity="info">{t('vehicle.add.notRejected')}</Alert>
        ) : (
          <>
            <Alert severity="error" sx={{ mb: 1 }}>
              {t('vehicle.cert.reason', { reason: previous.certification.rejectReason ?? '' })}
            </Alert>
            <VehicleForm previous={previous} enterpriseId={previous.owner.enterpriseId ?? undefined} onSaved={onSaved} />
          </>
        )
      }
    </Loaded>
  );
}
