import PointOfSale from '@mui/icons-material/PointOfSale';
import type { Entrance } from '@/components/router/types';
import { COLLECTING } from '@/components/router/audiences';
import { KIOSK_HOME_PATH } from './paths';

/** Kiosk mode of a shared station device, set up by a collector of the station. */
export const kioskEntrances: Entrance[] = [
  { path: KIOSK_HOME_PATH, labelKey: 'feature.kiosk', Icon: PointOfSale, for: COLLECTING, mine: 50 },
];
