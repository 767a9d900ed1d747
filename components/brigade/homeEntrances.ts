import Storefront from '@mui/icons-material/Storefront';
import type { Entrance } from '@/components/router/types';
import { BRIGADE_HOME_PATH } from './paths';

/**
 * 旅游商城 for everyone, tourists included (the catalogue is public; buying asks them to sign in):
 * on the mine tab's list after the work entries, and in the custom navigation. A tourist has no
 * mine tab before signing in, so for them it is also a shortcut on the market, after sign-in and
 * registration: the shop is what a traveller without an account can use at once.
 */
export const brigadeEntrances: Entrance[] = [
  { path: BRIGADE_HOME_PATH, labelKey: 'feature.brigade', Icon: Storefront, for: ['anyone'], mine: 90 },
  { path: BRIGADE_HOME_PATH, labelKey: 'feature.brigade', Icon: Storefront, for: ['tourist'], bazaar: 30 },
];
