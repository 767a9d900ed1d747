'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVehicleDrivers, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { AuthorizeByMobile } from './AuthorizeByMobile';
import { VehicleDriverList } from './VehicleDriverList';

/**
 * The drivers of a vehicle, for its owner side: who drives it now (revocable, confirmed), how
 * many authorisations ended, and a form to authorise another driver.
 */
export function VehicleDriversSection({ vehicle }: { vehicle: VehicleDetail }) {
  const { drivers } = useVehicleDrivers(vehicle.vehicleId);
  return (
    <Box component="section" sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.drivers.title')}
      </Typography>
      <VehicleDriverList vehicleId={vehicle.vehicleId} revocable />
      {drivers && drivers.history.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('vehicle.drivers.history', { count: drivers.history.length })}
        </Typography>
      )}
      {vehicle.certification.status === 'approved' ? (
        <AuthorizeByMobile vehicleId={vehicle.vehicleId} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('vehicle.drivers.needsApproval')}</Typography>
      )}
    </Box>
  );
}
