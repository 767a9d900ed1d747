import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';

// general: the captcha a number needs after its free codes of the day (CaptchaField).
const loadScreen = screenLoader('appIndex', 'general');

/** Signing in; loads from the "auth" chunk. */
export const authRoutes: ScreenRoute[] = [
  {
    path: '/pages/login/login',
    titleKey: 'login.title',
    load: loadScreen(() => import(/* webpackChunkName: "auth" */ './AuthSmsSignInScreen')),
  },
];
