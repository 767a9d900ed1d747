'use client';
import Box from '@mui/material/Box';
import type { OwnerEnterprise, VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { VehicleForm, VehicleResubmission } from '@/components/vehicle/VehicleForm';
import { useIdParam } from '@/components/vehicle/widgets';
import { EnterprisePicker, WithManagedEnterprise } from './managedEnterprise';
import { BUSINESS_VEHICLE_DETAIL_PATH } from './paths';

function afterSave(saved: VehicleDetail, resubmitted: boolean) {
  showToast(t(resubmitted ? 'ev.add.resubmitted' : 'ev.add.submitted'));
  navigate(BUSINESS_VEHICLE_DETAIL_PATH, { vehicleId: String(saved.vehicleId) }, { replace: true });
}

function Register({ enterprise, managed }: { enterprise: OwnerEnterprise; managed: OwnerEnterprise[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <EnterprisePicker enterprises={managed} value={enterprise.enterpriseId} />
      <VehicleForm
        key={enterprise.enterpriseId}
        enterpriseId={enterprise.enterpriseId}
        defaultOwnerName={enterprise.enterpriseName}
        previous={null}
        onSaved={(saved) => afterSave(saved, false)}
      />
    </Box>
  );
}

/**
 * An enterprise manager registers a vehicle owned by the enterprise
 * (`/pages/addbusinessVehicle/addbusinessVehicle?enterpriseId=`) with the same form as a personal
 * one (components/vehicle/VehicleForm), reviewed the same way; `?vehicleId=` of a refused one
 * corrects and resubmits it.
 */
export default function AddBusinessVehicleScreen() {
  const vehicleId = useIdParam('vehicleId');
  return (
    <PageScaffold>
      {vehicleId !== null ? (
        <VehicleResubmission vehicleId={vehicleId} onSaved={(saved) => afterSave(saved, true)} />
      ) : (
        <WithManagedEnterprise>{(enterprise, managed) => <Register enterprise={enterprise} managed={managed} />}</WithManagedEnterprise>
      )}
    </PageScaffold>
  );
}
