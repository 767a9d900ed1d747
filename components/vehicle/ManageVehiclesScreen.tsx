'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useExpiringVehicles, useUnverifiedVehicles } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { INSPECT_ANNUALLY_PATH, ROAD_TRANSPORT_PATH, VEHICLE_CERTIFICATION_PATH } from './paths';
import { VehicleCard } from './widgets';

const FIX_PATH = { annualInspection: INSPECT_ANNUALLY_PATH, roadTransport: ROAD_TRANSPORT_PATH } as const;

/**
 * What needs my attention about my vehicles (`/pages/manageVehicles/manageVehicles`): documents
 * expired or expiring within 30 days (each with a button to renew it), and vehicles not yet
 * approved (under review, or refused and waiting for a correction).
 */
export default function ManageVehiclesScreen() {
  const expiring = useExpiringVehicles();
  const unverified = useUnverifiedVehicles();
  return (
    <PageScaffold>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.manage.expiring')}
      </Typography>
      <Loaded data={expiring.expiring} error={expiring.error} onRetry={() => void expiring.mutate()}>
        {(shown) =>
          shown.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{t('vehicle.manage.noneExpiring')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
              {shown.flatMap((vehicle) =>
                vehicle.warnings.map((warning) => (
                  <Alert
                    key={`${vehicle.vehicleId}-${warning.document}`}
                    severity={warning.expired ? 'error' : 'warning'}
                    action={
                      <Button color="inherit" size="small" onClick={() => navigate(FIX_PATH[warning.document], { vehicleId: String(vehicle.vehicleId) })}>
                        {t('vehicle.manage.renew')}
                      </Button>
                    }
                  >
                    {vehicle.plateNumber}：
                    {t(warning.expired ? 'vehicle.expiry.expired' : 'vehicle.expiry.expiring', {
                      document: t(`vehicle.document.${warning.document}`),
                      date: warning.validUntil,
                      days: warning.daysLeft,
                    })}
                  </Alert>
                )),
              )}
            </Box>
          )
        }
      </Loaded>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.manage.unverified')}
      </Typography>
      <Loaded data={unverified.vehicles} error={unverified.error} onRetry={() => void unverified.mutate()}>
        {(shown) =>
          shown.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('vehicle.manage.noneUnverified')}</Typography>
          ) : (
            <Box>
              {shown.map((vehicle) => (
                <VehicleCard key={vehicle.vehicleId} vehicle={vehicle} onOpen={() => navigate(VEHICLE_CERTIFICATION_PATH, { vehicleId: String(vehicle.vehicleId) })} />
              ))}
            </Box>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
