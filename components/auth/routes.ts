import type { ScreenRoute } from '@/components/router/types';

/** Signing in; loads from the "auth" chunk. */
export const authRoutes: ScreenRoute[] = [
  {
    path: '/pages/login/login',
    titleKey: 'login.title',
    load: () => import(/* webpackChunkName: "auth" */ './AuthSmsSignInScreen'),
  },
];
