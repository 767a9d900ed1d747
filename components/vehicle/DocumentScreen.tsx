'use client';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { ExpiryWarnings, useVehicleIdParam } from './widgets';

/** The frame of a document update screen: the vehicle from `?vehicleId=`, its warnings, then the form. */
export function DocumentScreen({ children }: { children: (vehicle: VehicleDetail) => ReactNode }) {
  const vehicleId = useVehicleIdParam();
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <PageScaffold>
      {vehicleId === null ? (
        <EmptyState message={t('vehicle.noVehicle')} />
      ) : (
        <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
          {(shown) =>
            shown.relation === 'driver' ? (
              <EmptyState message={t('vehicle.ownerOnly')} />
            ) : (
              <>
                <Typography variant="h6" component="h2">
                  {shown.plateNumber}
                </Typography>
                <ExpiryWarnings warnings={shown.warnings} />
                {children(shown)}
              </>
            )
          }
        </Loaded>
      )}
    </PageScaffold>
  );
}
