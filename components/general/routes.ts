import type { ScreenRoute } from '@/components/router/types';
import GeneralShareScreen from './GeneralShareScreen';

/**
 * General screens. The download page is the entry route and comes in the first bundle; the
 * others load on first visit from the "general" chunk.
 */
export const generalRoutes: ScreenRoute[] = [
  { path: '/', screen: GeneralShareScreen, titleKey: 'share.title' },
  { path: '/pages/share/share', screen: GeneralShareScreen, titleKey: 'share.title' },
  {
    path: '/pages/share_1/share_1',
    titleKey: 'share1.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralInviteLandingScreen'),
  },
  {
    path: '/pages/index/index',
    titleKey: 'index.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralNavigationScreen'),
  },
  {
    path: '/pages/newcomer/newcomer',
    titleKey: 'newcomer.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralNewcomerScreen'),
  },
  {
    path: '/pages/userAgreement/userAgreement',
    titleKey: 'agreement.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralUserAgreementScreen'),
  },
  {
    path: '/pages/privacyPolicy/privacyPolicy',
    titleKey: 'privacy.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralPrivacyPolicyScreen'),
  },
  {
    path: '/pages/out/out',
    titleKey: 'out.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralSignOutScreen'),
  },
  {
    path: '/pages/middlePage/middlePage',
    titleKey: 'middle.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralMiddlePageScreen'),
  },
  {
    path: '/pages/webview/webview',
    titleKey: 'webview.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralWebviewScreen'),
  },
  {
    path: '/pages/pdfView/pdfView',
    titleKey: 'pdf.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralPdfViewScreen'),
  },
  {
    path: '/pages/appUpgrade/appUpgrade',
    titleKey: 'upgrade.title',
    load: () => import(/* webpackChunkName: "general" */ './GeneralAppUpgradeScreen'),
  },
];
