import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';

const loadScreen = screenLoader('appIndex', 'identity', 'goods', 'kiosk', 'general', 'activity');

/** The two tabs and the app home; they load from the "appIndex" chunk. */
export const appIndexRoutes: ScreenRoute[] = [
  {
    path: '/pages/appIndex/bazaar',
    titleKey: 'bazaar.title',
    tab: 0,
    load: loadScreen(() => import(/* webpackChunkName: "appIndex" */ './AppIndexBazaarScreen')),
  },
  {
    path: '/pages/appIndex/mine',
    titleKey: 'mine.title',
    tab: 1,
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "appIndex" */ './AppIndexMineScreen')),
  },
  {
    path: '/pages/appIndex/home',
    titleKey: 'home.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "appIndex" */ './AppIndexHomeScreen')),
  },
];
