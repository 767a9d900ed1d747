'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { settleAuthorizationRequest, useAuthorizationRequests, useMyVehicles, type VehicleAuthorizationRequest } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { PagedList } from '@/components/ui/PagedList';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { VEHICLE_LICENSE_INFO_PATH } from './paths';
import { VehicleCard } from './widgets';

function Request({ request }: { request: VehicleAuthorizationRequest }) {
  const settle = useAction(async (accept: boolean) => {
    await settleAuthorizationRequest(request.requestId, accept);
    showToast(t(accept ? 'vehicle.requests.accepted' : 'vehicle.requests.declined'));
  });
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardContent>
        <Typography variant="body1">{t('vehicle.requests.line', { mobile: request.mobile, plate: request.plateNumber })}</Typography>
        {settle.error && <Typography variant="body2" sx={{ color: 'error.main' }}>{settle.error}</Typography>}
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button variant="contained" size="small" disabled={settle.pending} onClick={() => void settle.run(true)}>
            {t('vehicle.requests.accept')}
          </Button>
          <Button size="small" disabled={settle.pending} onClick={() => void settle.run(false)}>
            {t('vehicle.requests.decline')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Managing the drivers of my trucks (`/pages/manageTrucks/manageTrucks`): requests drivers filed
 * through my authorisation links (accept / decline), then my approved vehicles with how many
 * drivers each has; a vehicle opens its licence info, where drivers are authorised and revoked.
 */
export default function ManageTrucksScreen() {
  const { requests, error, mutate } = useAuthorizationRequests();
  const vehicles = useMyVehicles({ status: 'approved' });
  return (
    <PageScaffold>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.requests.title')}
      </Typography>
      <Loaded data={requests} error={error} onRetry={() => void mutate()}>
        {(shown) =>
          shown.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{t('vehicle.requests.none')}</Typography>
          ) : (
            <Box sx={{ mb: 2 }}>{shown.map((request) => <Request key={request.requestId} request={request} />)}</Box>
          )
        }
      </Loaded>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.manageTrucks.vehicles')}
      </Typography>
      <PagedList
        loader={vehicles}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={t('vehicle.manageTrucks.empty')}
        renderItem={(vehicle) => (
          <VehicleCard
            vehicle={vehicle}
            onOpen={() => navigate(VEHICLE_LICENSE_INFO_PATH, { vehicleId: String(vehicle.vehicleId) })}
            footer={<Typography variant="body2">{t('vehicle.manageTrucks.driverCount', { count: vehicle.driverCount })}</Typography>}
          />
        )}
      />
    </PageScaffold>
  );
}
