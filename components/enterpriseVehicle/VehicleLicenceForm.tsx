'use client';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { saveVehicle, uploadCertificationImage, type VehicleDetail, type VehicleSaveRequest } from '@/lib/api';
import { MAX_LOAD_KG, isVin, normalizePlate, plateColorProblem } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { DictSelect, NoOcrNotice } from '@/components/vehicle/widgets';
import { dateRules, loadTonnes, tonnesToKg, typedDate } from './formRules';

type Image = 'licenseFrontImage' | 'licenseBackImage' | 'roadTransportImage';
const REQUIRED_IMAGES: Image[] = ['licenseFrontImage', 'licenseBackImage'];
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const plate: FieldRule = { ...rules.plate, check: (value) => rules.plate.check(normalizePlate(value)) };
const vin: FieldRule = { check: (value) => value === '' || isVin(value), messageKey: 'ev.validate.vin' };
const roadTransportNo: FieldRule = {
  check: (value) => value === '' || /^[\u4e00-\u9fa5]{0,2}[A-Za-z0-9]{6,20}$/.test(value.trim()),
  messageKey: 'ev.validate.roadTransportNo',
};

/**
 * The licence (行驶证) form of a vehicle an enterprise registers: the same fields and rules as a
 * personal registration (the contract's checkers), sent with the enterprise's id. `previous` is
 * a refused registration being corrected: its fields and photos are kept unless replaced.
 */
export function VehicleLicenceForm({
  enterpriseId,
  defaultOwnerName,
  previous,
  onSaved,
}: {
  enterpriseId: number;
  defaultOwnerName: string;
  previous: VehicleDetail | null;
  onSaved: (saved: VehicleDetail) => void;
}) {
  const form = useForm({
    plateNumber: { initial: previous?.plateNumber ?? '', rules: [rules.required, plate] },
    plateColor: { initial: previous?.plateColor ?? '', rules: [rules.required] },
    vehicleType: { initial: previous?.vehicleType ?? '', rules: [rules.required] },
    vehicleLength: { initial: previous?.vehicleLength ?? '' },
    energyType: { initial: previous?.energyType ?? '', rules: [rules.required] },
    approvedLoad: { initial: previous ? String(previous.approvedLoadKg / 1000) : '', rules: [rules.required, ...loadTonnes(MAX_LOAD_KG)] },
    ownerName: { initial: previous?.ownerName ?? defaultOwnerName, rules: [rules.required, rules.length(2, 60)] },
    vin: { initial: previous?.vin ?? '', rules: [rules.required, vin] },
    registerDate: { initial: previous?.registerDate.slice(0, 10) ?? '', rules: [rules.required, dateRules.date, dateRules.notFuture] },
    inspectionValidUntil: { initial: previous?.inspectionValidUntil.slice(0, 10) ?? '', rules: [rules.required, dateRules.date, dateRules.notPast] },
    roadTransportNo: { initial: previous?.roadTransportNo ?? '', rules: [roadTransportNo] },
    roadTransportValidUntil: { initial: previous?.roadTransportValidUntil?.slice(0, 10) ?? '', rules: [dateRules.date, dateRules.notPast] },
  });
  const [images, setImages] = useState<Partial<Record<Image, string>>>({
    licenseFrontImage: previous?.licenseFrontImage?.fileId,
    licenseBackImage: previous?.licenseBackImage?.fileId,
    roadTransportImage: previous?.roadTransportImage?.fileId,
  });
  const [checked, setChecked] = useState(false);
  const { values } = form;
  const colorProblem =
    form.isValid('plateNumber') && values.plateNumber && values.plateColor && plateColorProblem(values.plateNumber, values.plateColor)
      ? t('ev.validate.plateColor')
      : null;
  const permitParts = [values.roadTransportNo.trim(), values.roadTransportValidUntil.trim(), images.roadTransportImage ?? ''];
  const permitIncomplete = permitParts.some(Boolean) && !permitParts.every(Boolean);
  const imagesMissing = REQUIRED_IMAGES.some((image) => !images[image]);

  const save = useAction(async () => {
    const permit = permitParts.every(Boolean)
      ? {
          roadTransportNo: values.roadTransportNo.trim(),
          roadTransportValidUntil: typedDate(values.roadTransportValidUntil),
          roadTransportImage: images.roadTransportImage!,
        }
      : {};
    const request: VehicleSaveRequest = {
      ...(previous ? { vehicleId: previous.vehicleId } : {}),
      enterpriseId,
      plateNumber: normalizePlate(values.plateNumber),
      plateColor: values.plateColor,
      vehicleType: values.vehicleType,
      ...(values.vehicleLength ? { vehicleLength: values.vehicleLength } : {}),
      energyType: values.energyType,
      approvedLoadKg: tonnesToKg(values.approvedLoad),
      ownerName: values.ownerName.trim(),
      vin: values.vin.trim().toUpperCase(),
      registerDate: typedDate(values.registerDate),
      licenseFrontImage: images.licenseFrontImage!,
      licenseBackImage: images.licenseBackImage!,
      inspectionValidUntil: typedDate(values.inspectionValidUntil),
      ...permit,
    };
    onSaved(await saveVehicle(request));
  });

  const upload = (image: Image) => (
    <>
      <UploadField
        label={t(`ev.upload.${image}`)}
        accept={IMAGE_TYPES}
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => setImages((current) => ({ ...current, [image]: stored.fileId }))}
      />
      {previous && images[image] && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('ev.upload.kept')}
        </Typography>
      )}
    </>
  );

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && !colorProblem && !imagesMissing && !permitIncomplete;
      }}
      action={save}
      submitLabel={t(previous ? 'ev.add.resubmit' : 'ev.add.submit')}
      pendingLabel={t('ev.saving')}
    >
      <NoOcrNotice />
      <FormField field={form.field('plateNumber')} label={t('ev.field.plateNumber')} maxLength={9} />
      <DictSelect field={form.field('plateColor')} group="plateColor" label={t('ev.field.plateColor')} problem={checked ? colorProblem : null} />
      <DictSelect field={form.field('vehicleType')} group="vehicleType" label={t('ev.field.vehicleType')} />
      <DictSelect field={form.field('vehicleLength')} group="vehicleLength" label={t('ev.field.vehicleLengthOptional')} optional />
      <DictSelect field={form.field('energyType')} group="energyType" label={t('ev.field.energyType')} />
      <FormField field={form.field('approvedLoad')} label={t('ev.field.approvedLoadTonnes')} inputMode="decimal" maxLength={8} />
      <FormField field={form.field('ownerName')} label={t('ev.field.ownerName')} maxLength={60} />
      <FormField field={form.field('vin')} label={t('ev.field.vin')} maxLength={17} />
      <FormField field={form.field('registerDate')} label={t('ev.field.registerDate')} placeholder="YYYY-MM-DD" maxLength={10} />
      <FormField field={form.field('inspectionValidUntil')} label={t('ev.field.inspectionValidUntil')} placeholder="YYYY-MM-DD" maxLength={10} />
      {upload('licenseFrontImage')}
      {upload('licenseBackImage')}
      {checked && imagesMissing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('ev.add.imagesRequired')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {t('ev.add.roadTransport')}
      </Typography>
      <FormField field={form.field('roadTransportNo')} label={t('ev.field.roadTransportNo')} maxLength={22} />
      <FormField field={form.field('roadTransportValidUntil')} label={t('ev.field.roadTransportValidUntil')} placeholder="YYYY-MM-DD" maxLength={10} />
      {upload('roadTransportImage')}
      {checked && permitIncomplete && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('ev.add.permitIncomplete')}
        </Typography>
      )}
    </ActionForm>
  );
}
