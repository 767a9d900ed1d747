'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { saveVehicle, uploadCertificationImage, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ActionForm } from '@/components/ui/ActionForm';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { VEHICLE_CERTIFICATION_PATH } from './paths';
import { NoOcrNotice } from './widgets';
import { VehicleScreen } from './VehicleScreen';

type Side = 'licenseFrontImage' | 'licenseBackImage';

/** New licence photos for a refused vehicle, resubmitted with the fields it already has. */
function PhotosForm({ vehicle }: { vehicle: VehicleDetail }) {
  const [photos, setPhotos] = useState<Partial<Record<Side, string>>>({});
  const [checked, setChecked] = useState(false);
  const missing = !photos.licenseFrontImage || !photos.licenseBackImage;

  const submit = useAction(async () => {
    await saveVehicle({
      vehicleId: vehicle.vehicleId,
      ...(vehicle.owner.enterpriseId !== null ? { enterpriseId: vehicle.owner.enterpriseId } : {}),
      plateNumber: vehicle.plateNumber,
      plateColor: vehicle.plateColor,
      vehicleType: vehicle.vehicleType,
      ...(vehicle.vehicleLength ? { vehicleLength: vehicle.vehicleLength } : {}),
      energyType: vehicle.energyType,
      approvedLoadKg: vehicle.approvedLoadKg,
      ownerName: vehicle.ownerName,
      vin: vehicle.vin,
      registerDate: vehicle.registerDate,
      inspectionValidUntil: vehicle.inspectionValidUntil,
      licenseFrontImage: photos.licenseFrontImage!,
      licenseBackImage: photos.licenseBackImage!,
      ...(vehicle.roadTransportNo && vehicle.roadTransportValidUntil && vehicle.roadTransportImage
        ? { roadTransportNo: vehicle.roadTransportNo, roadTransportValidUntil: vehicle.roadTransportValidUntil, roadTransportImage: vehicle.roadTransportImage.fileId }
        : {}),
    });
    showToast(t('vehicle.add.submitted'));
    navigate(VEHICLE_CERTIFICATION_PATH, { vehicleId: String(vehicle.vehicleId) }, { replace: true });
  });

  const side = (which: Side) => (
    <UploadField
      label={t(`vehicle.photo.${which}`)}
      accept="image/jpeg,image/png,image/webp"
      upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
      onUploaded={(stored) => setPhotos((current) => ({ ...current, [which]: stored.fileId }))}
    />
  );

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return !missing;
      }}
      action={submit}
      submitLabel={t('vehicle.add.resubmit')}
      pendingLabel={t('vehicle.add.submitting')}
    >
      <Typography variant="h6" component="h2">
        {vehicle.plateNumber}
      </Typography>
      {vehicle.certification.rejectReason && <Alert severity="error">{t('vehicle.cert.reason', { reason: vehicle.certification.rejectReason })}</Alert>}
      <NoOcrNotice />
      {side('licenseFrontImage')}
      {side('licenseBackImage')}
      {checked && missing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('vehicle.photo.required')}
        </Typography>
      )}
    </ActionForm>
  );
}

/**
 * The licence photo step (`/pages/uploadVehicleCard/uploadVehicleCard?vehicleId=`): a refused
 * vehicle gets new licence photos and goes back for review with its other fields unchanged.
 */
export default function UploadVehicleCardScreen() {
  return (
    <VehicleScreen>
      {(shown) =>
        shown.certification.status === 'rejected' && shown.relation !== 'driver' ? (
          <PhotosForm vehicle={shown} />
        ) : (
          <Alert severity="info">{t('vehicle.add.notRejected')}</Alert>
        )
      }
    </VehicleScreen>
  );
}
