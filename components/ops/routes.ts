import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { REVIEW_DETAIL_PATH, REVIEW_QUEUE_PATH } from './paths';

// The merchant catalogue for the labels of what merchants submit (their category).
const loadScreen = screenLoader('ops', 'identity', 'owner', 'merchant');

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
];
