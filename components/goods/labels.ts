'use client';
import { useCargoTypes, useVehicleClassification } from '@/lib/api';
import { dictLabel } from './format';

/** Labels of the dict codes a goods source carries (cargo type, vehicle length and type). */
export function useGoodsLabels() {
  const { cargoTypes } = useCargoTypes();
  const { classification } = useVehicleClassification();
  return {
    cargoType: (code: string) => dictLabel(cargoTypes, code),
    vehicleLength: (code: string | null) => dictLabel(classification?.vehicleLengths, code),
    vehicleType: (code: string | null) => dictLabel(classification?.vehicleTypes, code),
  };
}
