import Forum from '@mui/icons-material/Forum';
import type { Entrance } from '@/components/router/types';
import { CARRYING } from '@/components/router/audiences';
import { CIRCLE_PATH } from './paths';

/**
 * 车友圈 where those who drive look: drivers wait at the toll stations and talk there, so the
 * carrying roles get it in the market's shortcut row and on the mine tab.
 */
export const circleEntrances: Entrance[] = [
  { path: CIRCLE_PATH, labelKey: 'feature.circle', Icon: Forum, for: CARRYING, bazaar: 42, mine: 58 },
];
