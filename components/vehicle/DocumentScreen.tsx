'use client';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { VehicleScreen } from './VehicleScreen';
import { ExpiryWarnings } from './widgets';

/** The frame of a document update screen: the vehicle from `?vehicleId=` (owner side only), its warnings, then the form. */
export function DocumentScreen({ children }: { children: (vehicle: VehicleDetail) => ReactNode }) {
  return (
    <VehicleScreen>
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
    </VehicleScreen>
  );
}
