import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';

const loadScreen = screenLoader('appIndex');

/** Signing in; loads from the "auth" chunk. */
export const authRoutes: ScreenRoute[] = [
  {
    path: '/pages/login/login',
    titleKey: 'login.title',
    load: loadScreen(() => import(/* webpackChunkName: "auth" */ './AuthSmsSignInScreen')),
  },
];
