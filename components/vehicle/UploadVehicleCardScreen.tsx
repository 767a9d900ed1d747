'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { saveVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { PhotoPairForm } from '@/components/ui/PhotoPairForm';
import { navigate } from '@/components/router/history';
import { VEHICLE_CERTIFICATION_PATH } from './paths';
import { NoOcrNotice } from './widgets';
import { VehicleScreen } from './VehicleScreen';

const SIDES = ['licenseFrontImage', 'licenseBackImage'] as const;

/** New licence photos for a refused vehicle, resubmitted with the fields it already has. */
function PhotosForm({ vehicle }: { vehicle: VehicleDetail }) {
  return (
    <PhotoPairForm
      sides={SIDES}
      label={(which) => t(`vehicle.photo.${which}`)}
      requiredMessage={t('vehicle.photo.required')}
      submitLabel={t('vehicle.add.resubmit')}
      pendingLabel={t('vehicle.add.submitting')}
      onSubmit={async (photos) => {
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
          licenseFrontImage: photos.licenseFrontImage,
          licenseBackImage: photos.licenseBackImage,
          ...(vehicle.roadTransportNo && vehicle.roadTransportValidUntil && vehicle.roadTransportImage
            ? { roadTransportNo: vehicle.roadTransportNo, roadTransportValidUntil: vehicle.roadTransportValidUntil, roadTransportImage: vehicle.roadTransportImage.fileId }
            : {}),
        });
        showToast(t('vehicle.add.submitted'));
        navigate(VEHICLE_CERTIFICATION_PATH, { vehicleId: String(vehicle.vehicleId) }, { replace: true });
      }}
      header={
        <>
          <Typography variant="h6" component="h2">
            {vehicle.plateNumber}
          </Typography>
          {vehicle.certification.rejectReason && <Alert severity="error">{t('vehicle.cert.reason', { reason: vehicle.certification.rejectReason })}</Alert>}
          <NoOcrNotice />
        </>
      }
    />
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
