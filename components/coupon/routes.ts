import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  CARD_COUPON_DETAILS_PATH,
  COUPON_DETAILS_PATH,
  COUPON_LIST_PATH,
  COUPON_MANAGE_DETAILS_PATH,
  COUPON_USE_PATH,
  COUPON_VERIFICATION_DETAILS_PATH,
  COUPON_VERIFICATION_INFO_PATH,
  COUPON_VERIFICATION_PATH,
  WRITE_OFF_RECORDS_PATH,
  WRITE_OFF_RESULTS_PATH,
} from './paths';

const loadScreen = screenLoader('coupon', 'money', 'waybill', 'goods', 'vehicle');

/** Coupons: the merchant's batches, the driver's card bag, the counter's write-off; the "coupon" chunk. */
export const couponRoutes: ScreenRoute[] = [
  { path: COUPON_LIST_PATH, titleKey: 'coupon.list.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponListScreen')) },
  {
    path: COUPON_MANAGE_DETAILS_PATH,
    titleKey: 'coupon.manage.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponManageDetailsScreen')),
  },
  { path: COUPON_DETAILS_PATH, titleKey: 'coupon.details.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponDetailsScreen')) },
  {
    path: CARD_COUPON_DETAILS_PATH,
    titleKey: 'coupon.card.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CardCouponDetailsScreen')),
  },
  { path: COUPON_USE_PATH, titleKey: 'coupon.use.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponUseScreen')) },
  {
    path: COUPON_VERIFICATION_PATH,
    titleKey: 'coupon.verify.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponVerificationScreen')),
  },
  {
    path: COUPON_VERIFICATION_INFO_PATH,
    titleKey: 'coupon.verify.infoTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponVerificationInfoScreen')),
  },
  {
    path: WRITE_OFF_RESULTS_PATH,
    titleKey: 'coupon.result.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './WriteOffResultsScreen')),
  },
  {
    path: WRITE_OFF_RECORDS_PATH,
    titleKey: 'coupon.records.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './WriteOffRecordsScreen')),
  },
  {
    path: COUPON_VERIFICATION_DETAILS_PATH,
    titleKey: 'coupon.record.detailTitle',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "coupon" */ './CouponVerificationDetailsScreen')),
  },
];
