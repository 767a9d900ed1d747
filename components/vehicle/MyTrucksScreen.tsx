'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { untieVehicle, useAuthorizedVehicles, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PagedList } from '@/components/ui/PagedList';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { VEHICLE_LICENSE_INFO_PATH } from './paths';
import { VehicleCard } from './widgets';

/**
 * The trucks I am authorised to drive (`/pages/myTrucks/myTrucks`): each opens its licence
 * information; "give up" ends my authorisation (the owner sees it in the history).
 */
export default function MyTrucksScreen() {
  const loader = useAuthorizedVehicles();
  const [leaving, setLeaving] = useState<VehicleSummary | null>(null);
  const untie = useAction(async (vehicleId: number) => {
    await untieVehicle(vehicleId);
    setLeaving(null);
    showToast(t('vehicle.trucks.untied'));
  });
  return (
    <PageScaffold>
      {untie.error && <Alert severity="error" sx={{ mb: 1 }}>{untie.error}</Alert>}
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={t('vehicle.trucks.empty')}
        renderItem={(vehicle) => (
          <VehicleCard
            vehicle={vehicle}
            onOpen={() => navigate(VEHICLE_LICENSE_INFO_PATH, { vehicleId: String(vehicle.vehicleId) })}
            footer={
              <Button color="error" size="small" onClick={() => setLeaving(vehicle)}>
                {t('vehicle.trucks.untie')}
              </Button>
            }
          />
        )}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={t('vehicle.trucks.untie')}
        message={t('vehicle.trucks.untieConfirm', { plate: leaving?.plateNumber ?? '' })}
        confirmLabel={t('vehicle.trucks.untie')}
        danger
        pending={untie.pending}
        onConfirm={() => leaving && void untie.run(leaving.vehicleId)}
        onCancel={() => setLeaving(null)}
      />
    </PageScaffold>
  );
}
