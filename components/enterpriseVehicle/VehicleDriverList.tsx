'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { untieVehicle, useVehicleDrivers } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { useAction } from '@/components/ui/useAction';

/**
 * The drivers currently authorised to one vehicle (owner/manager view), each with a revoke
 * button when `revocable`; "none yet" when there are none.
 */
export function VehicleDriverList({ vehicleId, revocable = false }: { vehicleId: number; revocable?: boolean }) {
  const { drivers, error, mutate } = useVehicleDrivers(vehicleId);
  const revoke = useAction(async (driverUserId: number) => {
    await untieVehicle(vehicleId, driverUserId);
    showToast(t('ev.drivers.revoked'));
    await mutate();
  });
  if (error) return <Alert severity="error">{t('ev.drivers.loadFailed')}</Alert>;
  if (!drivers) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {revoke.error && <Alert severity="error">{revoke.error}</Alert>}
      {drivers.current.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ev.drivers.none')}
        </Typography>
      ) : (
        drivers.current.map((driver) => {
          const name = driver.driverName ?? t('ev.drivers.noName');
          return (
            <Box key={driver.authorizationId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {t('ev.drivers.line', { name, mobile: driver.driverMobile })}
              </Typography>
              {revocable && (
                <Button
                  size="small"
                  color="error"
                  disabled={revoke.pending}
                  aria-label={t('ev.drivers.revokeNamed', { name })}
                  onClick={() => void revoke.run(driver.driverUserId)}
                >
                  {t('ev.drivers.revoke')}
                </Button>
              )}
            </Box>
          );
        })
      )}
    </Box>
  );
}
