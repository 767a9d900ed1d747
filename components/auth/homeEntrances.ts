import Login from '@mui/icons-material/Login';
import type { Entrance } from '@/components/router/types';
import { SIGN_IN_PATH } from '@/components/router/paths';

/** Signing in, for a tourist. */
export const authEntrances: Entrance[] = [{ path: SIGN_IN_PATH, labelKey: 'feature.signIn', Icon: Login, for: ['tourist'], bazaar: 10 }];
