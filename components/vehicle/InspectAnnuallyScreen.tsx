'use client';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { updateAnnualInspection, uploadCertificationImage, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormDateField } from '@/components/ui/DateField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { DocumentScreen } from './DocumentScreen';
import { InfoLine } from './widgets';
import { dateRules, isoDate } from './formRules';

function InspectionForm({ vehicle }: { vehicle: VehicleDetail }) {
  const form = useForm({ inspectionValidUntil: { rules: [rules.required, dateRules.date, dateRules.notPast] } });
  const [photo, setPhoto] = useState<string | undefined>(undefined);
  const submit = useAction(async () => {
    await updateAnnualInspection(vehicle.vehicleId, {
      inspectionValidUntil: isoDate(form.values.inspectionValidUntil),
      ...(photo ? { inspectionImage: photo } : {}),
    });
    showToast(t('vehicle.saved'));
    goBack();
  });
  return (
    <ActionForm validate={() => form.validate()} action={submit} submitLabel={t('vehicle.save')} pendingLabel={t('vehicle.saving')}>
      <InfoLine label={t('vehicle.inspection.current')} value={vehicle.inspectionValidUntil} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('vehicle.inspection.intro')}
      </Typography>
      <FormDateField field={form.field('inspectionValidUntil')} label={t('vehicle.inspection.newDate')} future />
      <UploadField
        label={t('vehicle.photo.inspectionImage')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => setPhoto(stored.fileId)}
      />
    </ActionForm>
  );
}

/** The annual inspection of a vehicle (`/pages/inspectAnnually/inspectAnnually?vehicleId=`): record a new end date. */
export default function InspectAnnuallyScreen() {
  return <DocumentScreen>{(vehicle) => <InspectionForm vehicle={vehicle} />}</DocumentScreen>;
}
