'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { VEHICLE_CERTIFICATION_PATH } from './paths';
import { VehicleForm } from './VehicleForm';
import { useVehicleIdParam } from './widgets';

function done(saved: VehicleDetail) {
  showToast(t('vehicle.add.submitted'));
  navigate(VEHICLE_CERTIFICATION_PATH, { vehicleId: String(saved.vehicleId) }, { replace: true });
}

function Resubmission({ vehicle }: { vehicle: VehicleDetail }) {
  if (vehicle.certification.status !== 'rejected' || vehicle.relation === 'driver') {
    return <Alert severity="info">{t('vehicle.add.notRejected')}</Alert>;
  }
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {t('vehicle.cert.reason', { reason: vehicle.certification.rejectReason ?? '' })}
      </Alert>
      <VehicleForm previous={vehicle} onSaved={done} />
    </>
  );
}

/**
 * The personal vehicle form (`/pages/addVehicle/addVehicle`): licence fields and photos, sent for
 * review. `?vehicleId=` of a refused vehicle corrects and resubmits it.
 */
export default function AddVehicleScreen() {
  const vehicleId = useVehicleIdParam();
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <PageScaffold title={vehicleId ? t('vehicle.add.resubmitTitle') : undefined}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('vehicle.add.intro')}
      </Typography>
      {vehicleId === null ? (
        <VehicleForm previous={null} onSaved={done} />
      ) : (
        <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
          {(shown) => <Resubmission vehicle={shown} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
