'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { authorizeDriver, untieVehicle, useEnterpriseDrivers, useVehicleDrivers, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { VehicleScreen } from '@/components/vehicle/VehicleScreen';

/**
 * The enterprise's drivers, each with whether they may drive this vehicle and the button that
 * grants or ends it at once (one call per tap, so nothing is left half-saved).
 */
function DriverAuthorizations({ vehicle, enterpriseId }: { vehicle: VehicleDetail; enterpriseId: number }) {
  const enterpriseDrivers = useEnterpriseDrivers(enterpriseId);
  const vehicleDrivers = useVehicleDrivers(vehicle.vehicleId);
  const toggle = useAction(async (userId: number, mobile: string, authorized: boolean) => {
    if (authorized) {
      await untieVehicle(vehicle.vehicleId, userId);
      showToast(t('ev.drivers.revoked'));
    } else {
      await authorizeDriver(vehicle.vehicleId, mobile);
      showToast(t('ev.drivers.authorized'));
    }
    await Promise.all([vehicleDrivers.mutate(), enterpriseDrivers.mutate()]);
  });
  return (
    <Loaded data={enterpriseDrivers.drivers} error={enterpriseDrivers.error} onRetry={() => void enterpriseDrivers.mutate()}>
      {(drivers) => (
        <Loaded data={vehicleDrivers.drivers} error={vehicleDrivers.error} onRetry={() => void vehicleDrivers.mutate()}>
          {({ current }) => {
            const authorizedIds = new Set(current.map((driver) => driver.driverUserId));
            if (drivers.length === 0) return <EmptyState message={t('ev.drivers.enterpriseNone')} />;
            return (
              <>
                {toggle.error && <Alert severity="error">{toggle.error}</Alert>}
                <List disablePadding aria-label={t('ev.drivers.enterpriseList')}>
                  {drivers.map((driver) => {
                    const authorized = authorizedIds.has(driver.userId);
                    const name = driver.name ?? t('ev.drivers.noName');
                    return (
                      <ListItem
                        key={driver.userId}
                        divider
                        secondaryAction={
                          <Button
                            size="small"
                            variant={authorized ? 'outlined' : 'contained'}
                            color={authorized ? 'error' : 'primary'}
                            disabled={toggle.pending}
                            aria-label={t(authorized ? 'ev.drivers.revokeNamed' : 'ev.drivers.authorizeNamed', { name })}
                            onClick={() => void toggle.run(driver.userId, driver.mobile, authorized)}
                          >
                            {t(authorized ? 'ev.drivers.revoke' : 'ev.drivers.authorize')}
                          </Button>
                        }
                      >
                        <ListItemText
                          primary={name}
                          secondary={`${driver.mobile}${authorized ? ` · ${t('ev.drivers.authorizedNow')}` : ''}`}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              </>
            );
          }}
        </Loaded>
      )}
    </Loaded>
  );
}

/**
 * Which of the enterprise's drivers may drive this enterprise vehicle
 * (`/pages/businessOwnerVehicleDetail/editDriver?vehicleId=`).
 */
export default function EditVehicleDriversScreen() {
  return (
    <VehicleScreen>
      {(vehicle) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h6" component="p">
            {vehicle.plateNumber}
          </Typography>
          {vehicle.owner.enterpriseId === null ? (
            <Alert severity="info">{t('ev.drivers.notEnterprise')}</Alert>
          ) : vehicle.certification.status !== 'approved' ? (
            <Alert severity="info">{t('ev.drivers.approvedOnly')}</Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('ev.drivers.intro')}
              </Typography>
              <DriverAuthorizations vehicle={vehicle} enterpriseId={vehicle.owner.enterpriseId} />
            </>
          )}
        </Box>
      )}
    </VehicleScreen>
  );
}
