'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVehicle, type OwnerEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { EnterprisePicker, WithManagedEnterprise } from './managedEnterprise';
import { useIdParam } from './params';
import { BUSINESS_VEHICLE_DETAIL_PATH } from './paths';
import { VehicleLicenceForm } from './VehicleLicenceForm';

function afterSave(vehicleId: number, resubmitted: boolean) {
  showToast(t(resubmitted ? 'ev.add.resubmitted' : 'ev.add.submitted'));
  navigate(BUSINESS_VEHICLE_DETAIL_PATH, { vehicleId: String(vehicleId) }, { replace: true });
}

/** Correcting a refused enterprise vehicle: its registration loaded first, then the form filled from it. */
function Resubmit({ vehicleId }: { vehicleId: number }) {
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
      {(previous) =>
        previous.owner.enterpriseId === null ? (
          <Typography>{t('ev.drivers.notEnterprise')}</Typography>
        ) : (
          <VehicleLicenceForm
            enterpriseId={previous.owner.enterpriseId}
            defaultOwnerName={previous.ownerName}
            previous={previous}
            onSaved={(saved) => afterSave(saved.vehicleId, true)}
          />
        )
      }
    </Loaded>
  );
}

function Register({ enterprise, managed }: { enterprise: OwnerEnterprise; managed: OwnerEnterprise[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <EnterprisePicker enterprises={managed} value={enterprise.enterpriseId} />
      <VehicleLicenceForm
        key={enterprise.enterpriseId}
        enterpriseId={enterprise.enterpriseId}
        defaultOwnerName={enterprise.enterpriseName}
        previous={null}
        onSaved={(saved) => afterSave(saved.vehicleId, false)}
      />
    </Box>
  );
}

/**
 * An enterprise manager registers a vehicle owned by the enterprise
 * (`/pages/addbusinessVehicle/addbusinessVehicle?enterpriseId=`), reviewed like a personal one;
 * `?vehicleId=` of a refused one corrects and resubmits it.
 */
export default function AddBusinessVehicleScreen() {
  const vehicleId = useIdParam('vehicleId');
  return (
    <PageScaffold>
      {vehicleId !== null ? (
        <Resubmit vehicleId={vehicleId} />
      ) : (
        <WithManagedEnterprise>{(enterprise, managed) => <Register enterprise={enterprise} managed={managed} />}</WithManagedEnterprise>
      )}
    </PageScaffold>
  );
}
