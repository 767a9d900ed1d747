import SwitchAccount from '@mui/icons-material/SwitchAccount';
import type { Entrance } from '@/components/router/types';
import { SELECT_IDENTITY_PATH } from './certification';

/**
 * Choosing an identity, first for someone signed in without one (their home has nothing else to
 * offer until they choose). Everyone else finds it in the mine tab's identity card.
 */
export const identityEntrances: Entrance[] = [
  { path: SELECT_IDENTITY_PATH, labelKey: 'feature.selectThe', Icon: SwitchAccount, for: ['none'], bazaar: 10, mine: 10 },
];
