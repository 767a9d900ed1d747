'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMyVehicles, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ADD_VEHICLES_PATH, MANAGE_VEHICLES_PATH, VEHICLE_AUDIT_RECORD_PATH, VEHICLE_CERTIFICATION_PATH, VEHICLE_LICENSE_INFO_PATH } from './paths';
import { VehicleCard } from './widgets';

function open(vehicle: VehicleSummary) {
  const approved = vehicle.certification.status === 'approved';
  navigate(approved ? VEHICLE_LICENSE_INFO_PATH : VEHICLE_CERTIFICATION_PATH, { vehicleId: String(vehicle.vehicleId) });
}

/**
 * The vehicles I own (`/pages/myVehicles/myVehicles`): each with its review status and expiry
 * warnings; approved ones open their licence info, others their certification status.
 */
export default function MyVehiclesScreen() {
  const loader = useMyVehicles();
  return (
    <PageScaffold>
      <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => navigate(ADD_VEHICLES_PATH)}>
          {t('vehicle.mine.add')}
        </Button>
        <Button onClick={() => navigate(MANAGE_VEHICLES_PATH)}>{t('vehicle.manage.title')}</Button>
        <Button onClick={() => navigate(VEHICLE_AUDIT_RECORD_PATH)}>{t('vehicle.audit.title')}</Button>
      </Box>
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={t('vehicle.mine.empty')}
        renderItem={(vehicle) => <VehicleCard vehicle={vehicle} onOpen={() => open(vehicle)} />}
      />
    </PageScaffold>
  );
}
