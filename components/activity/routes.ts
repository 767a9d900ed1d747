import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { ACTIVITY_HOME_PATH, ACTIVITY_LIST_PATH, ACTIVITY_QR_CODE_PATH, EVENT_REGIST_PATH } from './paths';

const loadScreen = screenLoader('activity', 'coupon', 'money', 'waybill', 'goods', 'vehicle');

/** Activities: banners, lists, an event's registration, the clock-in QR; the "activity" chunk. */
export const activityRoutes: ScreenRoute[] = [
  { path: ACTIVITY_HOME_PATH, titleKey: 'activity.home.title', load: loadScreen(() => import(/* webpackChunkName: "activity" */ './ActivityHomeScreen')) },
  { path: ACTIVITY_LIST_PATH, titleKey: 'activity.list.title', load: loadScreen(() => import(/* webpackChunkName: "activity" */ './ActivityListScreen')) },
  { path: EVENT_REGIST_PATH, titleKey: 'activity.detail.title', load: loadScreen(() => import(/* webpackChunkName: "activity" */ './EventRegistScreen')) },
  {
    path: ACTIVITY_QR_CODE_PATH,
    titleKey: 'activity.qr.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "activity" */ './ActivityQrCodeScreen')),
  },
];
