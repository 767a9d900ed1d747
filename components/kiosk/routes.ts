import type { ScreenRoute } from '@/components/router/types';
import { KIOSK_HOME_PATH } from './paths';

/** A toll-station kiosk (docs/offline.md "Kiosk mode"); the "kiosk" chunk. */
export const kioskRoutes: ScreenRoute[] = [
  { path: KIOSK_HOME_PATH, titleKey: 'kiosk.title', auth: true, load: () => import(/* webpackChunkName: "kiosk" */ './KioskHomeScreen') },
];
