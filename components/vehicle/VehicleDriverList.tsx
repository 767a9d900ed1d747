'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { untieVehicle, useVehicleDrivers, type VehicleDriver } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAction } from '@/components/ui/useAction';

/**
 * The drivers currently authorised to one vehicle (owner side, personal and enterprise screens
 * alike): name and mobile, since when, and with `revocable` a "取消授权" button confirmed first;
 * "none yet" when there are none.
 */
export function VehicleDriverList({ vehicleId, revocable = false }: { vehicleId: number; revocable?: boolean }) {
  const { drivers, error, mutate } = useVehicleDrivers(vehicleId);
  const [revoking, setRevoking] = useState<VehicleDriver | null>(null);
  const revoke = useAction(async (driver: VehicleDriver) => {
    await untieVehicle(vehicleId, driver.driverUserId);
    showToast(t('vehicle.drivers.revoked'));
    await mutate();
  });
  if (error) return <Alert severity="error">{t('vehicle.drivers.loadFailed')}</Alert>;
  if (!drivers) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {revoke.error && <Alert severity="error">{revoke.error}</Alert>}
      {drivers.current.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('vehicle.drivers.none')}
        </Typography>
      ) : (
        drivers.current.map((driver) => {
          const name = driver.driverName ?? t('vehicle.drivers.noName');
          return (
            <Box key={driver.authorizationId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2">{t('vehicle.drivers.line', { name, mobile: driver.driverMobile })}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('vehicle.drivers.since', { date: formatDate(driver.grantedAt) })}
                </Typography>
              </Box>
              {revocable && (
                <Button
                  size="small"
                  color="error"
                  disabled={revoke.pending}
                  aria-label={t('vehicle.drivers.revokeNamed', { name })}
                  onClick={() => setRevoking(driver)}
                >
                  {t('vehicle.drivers.revoke')}
                </Button>
              )}
            </Box>
          );
        })
      )}
      <ConfirmDialog
        open={revoking !== null}
        danger
        title={t('vehicle.drivers.revoke')}
        message={t('vehicle.drivers.revokeConfirm', { mobile: revoking?.driverMobile ?? '' })}
        confirmLabel={t('vehicle.drivers.revoke')}
        pending={revoke.pending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const driver = revoking;
          setRevoking(null);
          if (driver) void revoke.run(driver);
        }}
      />
    </Box>
  );
}
