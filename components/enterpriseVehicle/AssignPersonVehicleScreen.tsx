'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMyVehicles, useVehicleDrivers, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { AuthorizeByMobile } from '@/components/vehicle/AuthorizeByMobile';
import { VehicleCard } from '@/components/vehicle/widgets';
import { VehicleDriverList } from '@/components/vehicle/VehicleDriverList';
import { CardFooter } from './vehicleText';

const APPROVED = { status: 'approved' } as const;

/**
 * A person authorises a driver for one of their own approved vehicles
 * (`/pages/assignPersonVehicle/assignPersonVehicle`): choose the vehicle, type the driver's mobile.
 */
export default function AssignPersonVehicleScreen() {
  const loader = useMyVehicles(APPROVED);
  const [chosen, setChosen] = useState<VehicleSummary | null>(null);
  const { mutate: reloadDrivers } = useVehicleDrivers(chosen?.vehicleId);
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {chosen ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="p" sx={{ flex: 1 }}>
                {chosen.plateNumber}
              </Typography>
              <Button size="small" onClick={() => setChosen(null)}>
                {t('ev.assign.changeVehicle')}
              </Button>
            </Box>
            <Typography variant="subtitle2" component="h2">
              {t('ev.detail.drivers')}
            </Typography>
            <VehicleDriverList vehicleId={chosen.vehicleId} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('ev.person.intro')}
            </Typography>
            <AuthorizeByMobile vehicleId={chosen.vehicleId} onDone={() => void reloadDrivers()} />
          </>
        ) : (
          <>
            <Typography variant="subtitle1" component="h2">
              {t('ev.assign.chooseVehicle')}
            </Typography>
            <PagedList
              loader={loader}
              itemKey={(vehicle) => vehicle.vehicleId}
              emptyMessage={t('ev.person.none')}
              renderItem={(vehicle) => (
                <VehicleCard
                  vehicle={vehicle}
                  footer={
                    <CardFooter>
                      <Button size="small" variant="outlined" onClick={() => setChosen(vehicle)}>
                        {t('ev.assign.choose')}
                      </Button>
                    </CardFooter>
                  }
                />
              )}
            />
          </>
        )}
      </Box>
    </PageScaffold>
  );
}
