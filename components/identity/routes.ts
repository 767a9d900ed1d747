import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';

const loadScreen = screenLoader('identity');

/** Identity choice and switching, the freight qualification and real-name verification; the "identity" chunk. */
export const identityRoutes: ScreenRoute[] = [
  {
    path: '/pages/selectThe/selectThe',
    titleKey: 'feature.selectThe',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "identity" */ './SelectIdentityScreen')),
  },
  {
    path: '/pages/identitySwitch/identitySwitch',
    titleKey: 'identitySwitch.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "identity" */ './IdentitySwitchScreen')),
  },
  {
    path: '/pages/identitySwitchTips/identitySwitchTips',
    titleKey: 'switchTips.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "identity" */ './IdentitySwitchTipsScreen')),
  },
  {
    path: '/pages/allAuthen/allAuthen',
    titleKey: 'feature.allAuthen',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "identity" */ './QualificationScreen')),
  },
  {
    path: '/pages/identityAuthentication/identityAuthentication',
    titleKey: 'realName.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "identity" */ './RealNameScreen')),
  },
];
