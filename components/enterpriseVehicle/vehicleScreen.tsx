'use client';
import type { ReactNode } from 'react';
import { useVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useIdParam } from './params';

/**
 * The frame of a screen about one vehicle (`?vehicleId=`): loads it (its owner, its enterprise's
 * manager or an authorised driver may read it; anyone else gets the server's not-found) and
 * hands it to `children`.
 */
export function VehicleScreen({ children }: { children: (vehicle: VehicleDetail) => ReactNode }) {
  const vehicleId = useIdParam('vehicleId');
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  return (
    <PageScaffold>
      {vehicleId === null ? (
        <EmptyState message={t('ev.vehicle.missing')} />
      ) : (
        <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
          {children}
        </Loaded>
      )}
    </PageScaffold>
  );
}
