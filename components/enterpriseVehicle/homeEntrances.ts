import Inventory from '@mui/icons-material/Inventory2';
import type { Entrance } from '@/components/router/types';
import { SHARED_INVENTORY_PATH } from './paths';

/** Spare capacity shared by carriers, for those who dispatch an enterprise's vehicles. */
export const enterpriseVehicleEntrances: Entrance[] = [
  { path: SHARED_INVENTORY_PATH, labelKey: 'feature.sharedCapacity', Icon: Inventory, for: ['carrier', 'enterpriseManager', 'personManager'], mine: 65 },
];
