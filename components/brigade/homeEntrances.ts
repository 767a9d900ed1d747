import Storefront from '@mui/icons-material/Storefront';
import type { Entrance } from '@/components/router/types';
import { BRIGADE_HOME_PATH } from './paths';

/**
 * 旅游商城 for everyone, tourists included (the catalogue is public; buying asks them to sign in):
 * on the mine tab's list after the work entries, and in the custom navigation.
 */
export const brigadeEntrances: Entrance[] = [{ path: BRIGADE_HOME_PATH, labelKey: 'feature.brigade', Icon: Storefront, for: ['anyone'], mine: 90 }];
