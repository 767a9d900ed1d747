'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { untieVehicle, useAuthorizedVehicles, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { useAction } from '@/components/ui/useAction';
import { VehicleCard } from '@/components/vehicle/widgets';
import { CardFooter } from './vehicleText';

/** Whose vehicle it is: the enterprise's name, or "个人车辆". */
function ownerText(vehicle: VehicleSummary): string {
  return vehicle.owner.enterpriseName ?? t('ev.owner.person');
}

/**
 * The vehicles the caller may drive (`/pages/authorizedVehicle/authorizedVehicle`), whose they
 * are, and giving one up (untie): the owner sees the authorisation ended by the driver.
 */
export default function AuthorizedVehiclesScreen() {
  const loader = useAuthorizedVehicles();
  const [chosen, setChosen] = useState<VehicleSummary | null>(null);
  const untie = useAction(async (vehicle: VehicleSummary) => {
    await untieVehicle(vehicle.vehicleId);
    showToast(t('ev.authorized.untied', { plate: vehicle.plateNumber }));
    await loader.mutate();
  });
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {untie.error && <Alert severity="error">{untie.error}</Alert>}
        <PagedList
          loader={loader}
          itemKey={(vehicle) => vehicle.vehicleId}
          emptyMessage={t('ev.authorized.none')}
          renderItem={(vehicle) => (
            <VehicleCard
              vehicle={vehicle}
              footer={
                <CardFooter>
                  <Typography variant="body2">{t('ev.authorized.owner', { owner: ownerText(vehicle) })}</Typography>
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={untie.pending}
                    aria-label={t('ev.authorized.untieNamed', { plate: vehicle.plateNumber })}
                    onClick={() => setChosen(vehicle)}
                  >
                    {t('ev.authorized.untie')}
                  </Button>
                </CardFooter>
              }
            />
          )}
        />
      </Box>
      <ConfirmDialog
        open={chosen !== null}
        danger
        title={t('ev.authorized.confirmTitle', { plate: chosen?.plateNumber ?? '' })}
        message={t('ev.authorized.confirmMessage')}
        confirmLabel={t('ev.authorized.untie')}
        pending={untie.pending}
        onCancel={() => setChosen(null)}
        onConfirm={() => {
          const vehicle = chosen;
          setChosen(null);
          if (vehicle) void untie.run(vehicle);
        }}
      />
    </PageScaffold>
  );
}
