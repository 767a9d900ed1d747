import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { REVIEW_DETAIL_PATH, REVIEW_QUEUE_PATH } from './paths';
import { BRIGADE_OPS_PATH, BRIGADE_OPS_PRODUCT_PATH } from './store/paths';

// The owner and merchant catalogues label submitted codes (enterprise role, merchant category);
// the coupon catalogue words a coupon batch's discount.
const loadScreen = screenLoader('ops', 'identity', 'owner', 'merchant', 'coupon');
// The shop console (issue 19): its own strings, and the amount field's messages.
const loadShopScreen = screenLoader('brigadeOps', 'money');

/** The operators' review console; the "ops" chunk. The server refuses non-operators (403). */
export const opsRoutes: ScreenRoute[] = [
  {
    path: REVIEW_QUEUE_PATH,
    titleKey: 'ops.review.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "ops" */ './ReviewQueueScreen')),
  },
  {
    path: REVIEW_DETAIL_PATH,
    titleKey: 'ops.detail.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "ops" */ './ReviewDetailScreen')),
  },
  {
    path: BRIGADE_OPS_PATH,
    titleKey: 'brigadeOps.title',
    auth: true,
    load: loadShopScreen(() => import(/* webpackChunkName: "ops-brigade" */ './store/BrigadeOpsScreen')),
  },
  {
    path: BRIGADE_OPS_PRODUCT_PATH,
    titleKey: 'brigadeOps.productTitle',
    auth: true,
    load: loadShopScreen(() => import(/* webpackChunkName: "ops-brigade" */ './store/BrigadeOpsProductScreen')),
  },
];
