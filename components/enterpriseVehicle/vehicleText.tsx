'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDictLabel } from '@/components/vehicle/widgets';

/** Load in tonnes as people say it ("31.5吨"), from the contract's kilograms. */
export function tonnes(kg: number): string {
  return t('ev.unit.tonnes', { n: Number((kg / 1000).toFixed(3)) });
}

/** The vehicle type, length and load on one line: "重型半挂牵引车 · 13.5米 · 31.5吨". */
export function useVehicleLine() {
  const typeLabel = useDictLabel('vehicleType');
  const lengthLabel = useDictLabel('vehicleLength');
  return (vehicle: Pick<VehicleSummary, 'vehicleType' | 'vehicleLength' | 'approvedLoadKg'>) =>
    [typeLabel(vehicle.vehicleType), lengthLabel(vehicle.vehicleLength), tonnes(vehicle.approvedLoadKg)].filter(Boolean).join(' · ');
}

/** What goes under a vehicle card (drivers, capacity, actions), one block per line, full width. */
export function CardFooter({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>{children}</Box>;
}
