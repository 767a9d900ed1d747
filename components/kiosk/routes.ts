import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { KIOSK_HOME_PATH } from './paths';

const loadScreen = screenLoader('kiosk', 'waybill', 'goods');

/** A toll-station kiosk (docs/offline.md "Kiosk mode"); the "kiosk" chunk. */
export const kioskRoutes: ScreenRoute[] = [
  { path: KIOSK_HOME_PATH, titleKey: 'kiosk.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "kiosk" */ './KioskHomeScreen')) },
];
