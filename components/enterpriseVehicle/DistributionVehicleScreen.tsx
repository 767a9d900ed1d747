'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { allocateVehicle, useMyVehicles, type OwnerEnterprise, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PagedList } from '@/components/ui/PagedList';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { ManagedEnterpriseScreen } from './managedEnterprise';
import { BUSINESS_VEHICLE_DETAIL_PATH } from './paths';
import { VehicleCard } from '@/components/vehicle/widgets';
import { CardFooter } from './vehicleText';

function Allocation({ enterprise }: { enterprise: OwnerEnterprise }) {
  const loader = useMyVehicles();
  const [chosen, setChosen] = useState<VehicleSummary | null>(null);
  const allocate = useAction(async (vehicle: VehicleSummary) => {
    await allocateVehicle(vehicle.vehicleId, enterprise.enterpriseId);
    showToast(t('ev.distribution.done', { plate: vehicle.plateNumber, name: enterprise.enterpriseName }));
    navigate(BUSINESS_VEHICLE_DETAIL_PATH, { vehicleId: String(vehicle.vehicleId) }, { replace: true });
  });
  return (
    <>
      {allocate.error && <Alert severity="error">{allocate.error}</Alert>}
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={t('ev.distribution.none')}
        renderItem={(vehicle) => (
          <VehicleCard
            vehicle={vehicle}
            footer={
              <CardFooter>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={allocate.pending}
                  aria-label={t('ev.distribution.allocateNamed', { plate: vehicle.plateNumber })}
                  onClick={() => setChosen(vehicle)}
                >
                  {t('ev.distribution.allocate')}
                </Button>
              </CardFooter>
            }
          />
        )}
      />
      <ConfirmDialog
        open={chosen !== null}
        title={t('ev.distribution.confirmTitle')}
        message={t('ev.distribution.confirmMessage', { plate: chosen?.plateNumber ?? '', name: enterprise.enterpriseName })}
        confirmLabel={t('ev.distribution.allocate')}
        pending={allocate.pending}
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          const vehicle = chosen;
          setChosen(null);
          if (vehicle) void allocate.run(vehicle);
        }}
      />
    </>
  );
}

/**
 * Allocates one of the caller's personal vehicles to an enterprise they manage
 * (`/pages/distributionVehicle/distributionVehicle?enterpriseId=`). The vehicle keeps its
 * certification; its driver authorisations end (the server says so in its history).
 */
export default function DistributionVehicleScreen() {
  return (
    <ManagedEnterpriseScreen>
      {(enterprise) => (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ev.distribution.intro')}
          </Typography>
          <Allocation key={enterprise.enterpriseId} enterprise={enterprise} />
        </>
      )}
    </ManagedEnterpriseScreen>
  );
}
