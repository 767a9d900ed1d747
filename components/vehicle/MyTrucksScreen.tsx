'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDrivableVehicles, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { AUTHORIZED_VEHICLE_PATH } from '@/components/enterpriseVehicle/paths';
import { ADD_VEHICLES_PATH, VEHICLE_LICENSE_INFO_PATH } from './paths';
import { InfoLine, VehicleCard } from './widgets';

/** Whose it is to me ("我的车辆" / "授权驾驶 · 福州闽运物流有限公司") and when its documents end. */
function TruckFooter({ vehicle }: { vehicle: VehicleSummary }) {
  const whose =
    vehicle.relation === 'driver'
      ? t('vehicle.trucks.authorised', { owner: vehicle.owner.enterpriseName ?? t('vehicle.trucks.personalOwner') })
      : t('vehicle.trucks.own');
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {whose}
      </Typography>
      <InfoLine label={t('vehicle.field.inspectionValidUntil')} value={vehicle.inspectionValidUntil} />
      <InfoLine label={t('vehicle.field.roadTransportValidUntil')} value={vehicle.roadTransportValidUntil ?? t('vehicle.info.noPermit')} />
    </Box>
  );
}

/**
 * The driver's daily view (`/pages/myTrucks/myTrucks`): every approved vehicle I can drive today,
 * my own first, then those authorised to me, each with its annual inspection and road transport
 * permit end dates and a warning when one ends within 30 days or has ended. Giving an
 * authorisation up and its history are on authorizedVehicle.
 */
export default function MyTrucksScreen() {
  const { vehicles, error, mutate } = useDrivableVehicles();
  return (
    <PageScaffold>
      <Loaded data={vehicles} error={error} onRetry={() => void mutate()}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              message={t('vehicle.trucks.empty')}
              action={
                <Button variant="contained" onClick={() => navigate(ADD_VEHICLES_PATH)}>
                  {t('vehicle.mine.add')}
                </Button>
              }
            />
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('vehicle.trucks.intro', { count: list.length })}
              </Typography>
              {list.map((vehicle) => (
                <VehicleCard
                  key={vehicle.vehicleId}
                  vehicle={vehicle}
                  onOpen={() => navigate(VEHICLE_LICENSE_INFO_PATH, { vehicleId: String(vehicle.vehicleId) })}
                  footer={<TruckFooter vehicle={vehicle} />}
                />
              ))}
            </>
          )
        }
      </Loaded>
      <Button fullWidth onClick={() => navigate(AUTHORIZED_VEHICLE_PATH)} sx={{ mt: 1 }}>
        {t('vehicle.trucks.authorizations')}
      </Button>
    </PageScaffold>
  );
}
