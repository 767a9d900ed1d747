'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMyVehicles, useVehicleDrivers, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { AuthorizationRequests } from './AuthorizationRequests';
import { AuthorizeByMobile } from '@/components/vehicle/AuthorizeByMobile';
import { VehicleCard } from '@/components/vehicle/widgets';
import { VehicleDriverList } from '@/components/vehicle/VehicleDriverList';
import { CardFooter } from './vehicleText';

const APPROVED = { status: 'approved' } as const;

/** One vehicle with its drivers (revocable) and, once opened, the form to add one by mobile. */
function VehicleAuthorizations({ vehicle }: { vehicle: VehicleSummary }) {
  const [adding, setAdding] = useState(false);
  const { mutate: reloadDrivers } = useVehicleDrivers(vehicle.vehicleId);
  return (
    <VehicleCard
      vehicle={vehicle}
      footer={
        <CardFooter>
          <VehicleDriverList vehicleId={vehicle.vehicleId} revocable />
          {adding ? (
            <AuthorizeByMobile vehicleId={vehicle.vehicleId} onDone={() => {
                setAdding(false);
                void reloadDrivers();
              }} />
          ) : (
            <Button
              size="small"
              variant="outlined"
              aria-label={t('ev.authorization.addNamed', { plate: vehicle.plateNumber })}
              onClick={() => setAdding(true)}
            >
              {t('ev.authorization.add')}
            </Button>
          )}
        </CardFooter>
      }
    />
  );
}

/**
 * A vehicle owner's authorisations (`/pages/vehicleAuthorization/vehicleAuthorization`): each of
 * their approved vehicles with the drivers authorised to it (revoke), adding one by mobile, and
 * the requests drivers filed through authorisation links.
 */
export default function VehicleAuthorizationScreen() {
  const loader = useMyVehicles(APPROVED);
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ev.authorization.intro')}
        </Typography>
        <AuthorizationRequests />
        <PagedList
          loader={loader}
          itemKey={(vehicle) => vehicle.vehicleId}
          emptyMessage={t('ev.person.none')}
          renderItem={(vehicle) => <VehicleAuthorizations vehicle={vehicle} />}
        />
      </Box>
    </PageScaffold>
  );
}
