import Groups from '@mui/icons-material/Groups';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { OWN_FLEET_PATH } from './paths';

/** The fleet I lead or drive in. */
export const fleetEntrances: Entrance[] = [
  { path: OWN_FLEET_PATH, labelKey: 'feature.ownfleet', Icon: Groups, for: CARRYING, bazaar: 40, mine: 40 },
];
