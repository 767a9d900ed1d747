'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEnterpriseVehicles } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { AuthorizationRequests } from './AuthorizationRequests';
import { ManagedEnterpriseScreen } from './managedEnterprise';
import { ASSIGN_VEHICLE_PATH, BUSINESS_VEHICLE_DETAIL_PATH } from './paths';
import { VehicleCard } from '@/components/vehicle/widgets';
import { VehicleDriverList } from '@/components/vehicle/VehicleDriverList';
import { CardFooter } from './vehicleText';

const APPROVED = { status: 'approved' } as const;

function Dispatch({ enterpriseId }: { enterpriseId: number }) {
  const loader = useEnterpriseVehicles(enterpriseId, APPROVED);
  return (
    <PagedList
      loader={loader}
      itemKey={(vehicle) => vehicle.vehicleId}
      emptyMessage={t('ev.trucks.none')}
      renderItem={(vehicle) => (
        <VehicleCard
          vehicle={vehicle}
          onOpen={() => navigate(BUSINESS_VEHICLE_DETAIL_PATH, { vehicleId: String(vehicle.vehicleId) })}
          footer={
            <CardFooter>
              <VehicleDriverList vehicleId={vehicle.vehicleId} revocable />
              <Button
                size="small"
                variant="outlined"
                onClick={() =>
                  navigate(ASSIGN_VEHICLE_PATH, { enterpriseId: String(enterpriseId), vehicleId: String(vehicle.vehicleId) })
                }
              >
                {t('ev.trucks.assign')}
              </Button>
            </CardFooter>
          }
        />
      )}
    />
  );
}

/**
 * Dispatch view of an enterprise's fleet (`/pages/businessOwnerManageTruck/businessOwnerManageTruck`):
 * its approved vehicles, each with the drivers authorised to it (revocable) and the entry to
 * assign another; drivers' pending requests through authorisation links on top.
 */
export default function BusinessTrucksScreen() {
  return (
    <ManagedEnterpriseScreen>
      {(enterprise) => (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ev.trucks.intro')}
          </Typography>
          <AuthorizationRequests key={`requests-${enterprise.enterpriseId}`} enterpriseId={enterprise.enterpriseId} />
          <Dispatch key={enterprise.enterpriseId} enterpriseId={enterprise.enterpriseId} />
        </>
      )}
    </ManagedEnterpriseScreen>
  );
}
