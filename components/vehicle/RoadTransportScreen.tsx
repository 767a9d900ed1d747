'use client';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { updateRoadTransport, uploadCertificationImage, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { DocumentScreen } from './DocumentScreen';
import { dateRules, isoDate, permitNoRule } from './formRules';

function PermitForm({ vehicle }: { vehicle: VehicleDetail }) {
  const form = useForm({
    roadTransportNo: { initial: vehicle.roadTransportNo ?? '', rules: [rules.required, permitNoRule] },
    roadTransportValidUntil: { initial: vehicle.roadTransportValidUntil ?? '', rules: [rules.required, dateRules.date, dateRules.notPast] },
  });
  const [photo, setPhoto] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState(false);
  const submit = useAction(async () => {
    await updateRoadTransport(vehicle.vehicleId, {
      roadTransportNo: form.values.roadTransportNo.trim(),
      roadTransportValidUntil: isoDate(form.values.roadTransportValidUntil),
      roadTransportImage: photo!,
    });
    showToast(t('vehicle.saved'));
    goBack();
  });
  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && photo !== undefined;
      }}
      action={submit}
      submitLabel={t('vehicle.save')}
      pendingLabel={t('vehicle.saving')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('vehicle.permit.intro')}
      </Typography>
      <FormField field={form.field('roadTransportNo')} label={t('vehicle.field.roadTransportNo')} maxLength={22} />
      <FormDateField field={form.field('roadTransportValidUntil')} label={t('vehicle.field.roadTransportValidUntil')} future />
      <UploadField
        label={t('vehicle.photo.roadTransportImage')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => setPhoto(stored.fileId)}
        name="roadTransportImage"
        invalid={checked && !photo}
      />
      {checked && !photo && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('vehicle.photo.permitRequired')}
        </Typography>
      )}
    </ActionForm>
  );
}

/** The road transport permit (道路运输证) of a vehicle (`/pages/roadTransport/roadTransport?vehicleId=`): set or renew it. */
export default function RoadTransportScreen() {
  return <DocumentScreen>{(vehicle) => <PermitForm vehicle={vehicle} />}</DocumentScreen>;
}
