'use client';
import type { ReactNode } from 'react';
import { useVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useVehicleIdParam } from './widgets';

/**
 * The frame of every screen about one vehicle (`?vehicleId=`), personal or enterprise: loads it
 * (its owner, its enterprise's manager or an authorised driver may read it; anyone else gets the
 * server's not-found) and hands it to `children`.
 */
export function VehicleScreen({ children }: { children: (vehicle: VehicleDetail) => ReactNode }) {
  const vehicleId = useVehicleIdParam();
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <PageScaffold>
      {vehicleId === null ? (
        <EmptyState message={t('vehicle.noVehicle')} />
      ) : (
        <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
          {children}
        </Loaded>
      )}
    </PageScaffold>
  );
}
