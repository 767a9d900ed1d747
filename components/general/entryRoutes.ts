import type { ScreenRoute } from '@/components/router/types';
import GeneralShareScreen from './GeneralShareScreen';

/**
 * The download page, the entry route, at `/` and its alias. The app starts with these alone
 * (components/app/AppRoot.tsx); every other screen is in the table the router loads when the
 * location first names another path.
 */
export const entryRoutes: ScreenRoute[] = [
  { path: '/', screen: GeneralShareScreen, titleKey: 'share.title' },
  { path: '/pages/share/share', screen: GeneralShareScreen, titleKey: 'share.title' },
];
