import DirectionsBus from '@mui/icons-material/DirectionsBus';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { MY_TRUCKS_PATH, MY_VEHICLES_PATH } from './paths';

/** Vehicles: my own, and those I drive. */
export const vehicleEntrances: Entrance[] = [
  { path: MY_VEHICLES_PATH, labelKey: 'feature.myVehicles', Icon: DirectionsCar, for: CARRYING, bazaar: 20, mine: 20 },
  { path: MY_TRUCKS_PATH, labelKey: 'feature.myTrucks', Icon: DirectionsBus, for: CARRYING, mine: 25 },
];
