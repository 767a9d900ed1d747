'use client';
import Typography from '@mui/material/Typography';
import type { VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { VEHICLE_CERTIFICATION_PATH } from './paths';
import { VehicleForm, VehicleResubmission } from './VehicleForm';
import { useVehicleIdParam } from './widgets';

function done(saved: VehicleDetail) {
  showToast(t('vehicle.add.submitted'));
  navigate(VEHICLE_CERTIFICATION_PATH, { vehicleId: String(saved.vehicleId) }, { replace: true });
}

/**
 * The personal vehicle form (`/pages/addVehicle/addVehicle`): licence fields and photos, sent for
 * review. `?vehicleId=` of a refused vehicle corrects and resubmits it.
 */
export default function AddVehicleScreen() {
  const vehicleId = useVehicleIdParam();
  return (
    <PageScaffold title={vehicleId ? t('vehicle.add.resubmitTitle') : undefined}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('vehicle.add.intro')}
      </Typography>
      {vehicleId === null ? <VehicleForm previous={null} onSaved={done} /> : <VehicleResubmission vehicleId={vehicleId} onSaved={done} />}
    </PageScaffold>
  );
}
