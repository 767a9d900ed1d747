'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMyVehicles, useVehicleDrivers, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { AuthorizeByMobile } from '@/components/vehicle/AuthorizeByMobile';
import { VehicleDriverList } from '@/components/vehicle/VehicleDriverList';
import { ChooseVehicleList, ChosenVehicle } from './vehicleChoice';

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
            <ChosenVehicle plateNumber={chosen.plateNumber} onChange={() => setChosen(null)} />
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
          <ChooseVehicleList loader={loader} emptyMessage={t('ev.person.none')} onChoose={setChosen} />
        )}
      </Box>
    </PageScaffold>
  );
}
