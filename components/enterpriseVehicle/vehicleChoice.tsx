'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList, type PageLoader } from '@/components/ui/PagedList';
import { VehicleCard } from '@/components/vehicle/widgets';
import { CardFooter } from './vehicleText';

/** The vehicles to choose from, under a heading, each card with a choose button. */
export function ChooseVehicleList({
  loader,
  emptyMessage,
  onChoose,
}: {
  loader: PageLoader<VehicleSummary>;
  emptyMessage: string;
  onChoose: (vehicle: VehicleSummary) => void;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {t('ev.assign.chooseVehicle')}
      </Typography>
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={emptyMessage}
        renderItem={(vehicle) => (
          <VehicleCard
            vehicle={vehicle}
            footer={
              <CardFooter>
                <Button size="small" variant="outlined" onClick={() => onChoose(vehicle)}>
                  {t('ev.assign.choose')}
                </Button>
              </CardFooter>
            }
          />
        )}
      />
    </>
  );
}

/** The chosen vehicle's plate with the way back to the choice. */
export function ChosenVehicle({ plateNumber, onChange }: { plateNumber: string; onChange: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="h6" component="p" sx={{ flex: 1 }}>
        {plateNumber}
      </Typography>
      <Button size="small" onClick={onChange}>
        {t('ev.assign.changeVehicle')}
      </Button>
    </Box>
  );
}
