'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useVehicleCapacities, type VehicleCapacity } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { EDIT_SPARE_CAPACITY_PATH } from './paths';
import { useScope } from './ScopePicker';
import { VehicleCard, kg } from '@/components/vehicle/widgets';
import { CardFooter } from './vehicleText';

function CapacityCard({ item }: { item: VehicleCapacity }) {
  const { vehicle, spareCapacity } = item;
  const edit = () => navigate(EDIT_SPARE_CAPACITY_PATH, { vehicleId: String(vehicle.vehicleId) });
  return (
    <VehicleCard
      vehicle={vehicle}
      footer={
        <CardFooter>
          {spareCapacity ? (
            <>
              <Typography variant="body2">
                {t('ev.capacity.route', { from: spareCapacity.fromArea, to: spareCapacity.toArea })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('ev.capacity.summary', { load: kg(spareCapacity.freeLoadKg), date: formatDate(spareCapacity.availableDate) })}
              </Typography>
              <Button size="small" variant="outlined" aria-label={t('ev.capacity.editNamed', { plate: vehicle.plateNumber })} onClick={edit}>
                {t('ev.capacity.edit')}
              </Button>
            </>
          ) : (
            <Button size="small" variant="contained" aria-label={t('ev.capacity.publishNamed', { plate: vehicle.plateNumber })} onClick={edit}>
              {t('ev.capacity.publish')}
            </Button>
          )}
        </CardFooter>
      }
    />
  );
}

function Capacities({ enterpriseId }: { enterpriseId: number | undefined }) {
  const loader = useVehicleCapacities(enterpriseId);
  return (
    <PagedList
      loader={loader}
      itemKey={(item) => item.vehicle.vehicleId}
      emptyMessage={t('ev.capacity.none')}
      renderItem={(item) => <CapacityCard item={item} />}
    />
  );
}

/**
 * Spare capacity of the caller's approved vehicles, or of a managed enterprise's
 * (`/pages/spareCapacity/spareCapacity?enterpriseId=`): what each has published, and the entry
 * to publish or change it.
 */
export default function SpareCapacityScreen() {
  const { enterpriseId, ready, picker } = useScope();
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {picker}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ev.capacity.intro')}
        </Typography>
        {ready && <Capacities enterpriseId={enterpriseId} />}
      </Box>
    </PageScaffold>
  );
}
