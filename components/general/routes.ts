import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { entryRoutes } from './entryRoutes';

const loadScreen = screenLoader('general', 'legal', 'identity');

/**
 * General screens. The download page is the entry route and comes in the first bundle; the
 * others load on first visit from the "general" chunk.
 */
export const generalRoutes: ScreenRoute[] = [
  ...entryRoutes,
  {
    path: '/pages/share_1/share_1',
    titleKey: 'share1.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralInviteLandingScreen')),
  },
  {
    path: '/pages/index/index',
    titleKey: 'index.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralNavigationScreen')),
  },
  {
    path: '/pages/newcomer/newcomer',
    titleKey: 'newcomer.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralNewcomerScreen')),
  },
  {
    path: '/pages/userAgreement/userAgreement',
    titleKey: 'agreement.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralUserAgreementScreen')),
  },
  {
    path: '/pages/privacyPolicy/privacyPolicy',
    titleKey: 'privacy.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralPrivacyPolicyScreen')),
  },
  {
    path: '/pages/out/out',
    titleKey: 'out.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralSignOutScreen')),
  },
  {
    path: '/pages/middlePage/middlePage',
    titleKey: 'middle.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralMiddlePageScreen')),
  },
  {
    path: '/pages/webview/webview',
    titleKey: 'webview.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralWebviewScreen')),
  },
  {
    path: '/pages/pdfView/pdfView',
    titleKey: 'pdf.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralPdfViewScreen')),
  },
  {
    path: '/pages/appUpgrade/appUpgrade',
    titleKey: 'upgrade.title',
    load: loadScreen(() => import(/* webpackChunkName: "general" */ './GeneralAppUpgradeScreen')),
  },
];
