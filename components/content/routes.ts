import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ARTICLE_EDIT_PATH,
  COLLECT_PATH,
  HIGH_SPEED_ROAD_PATH,
  HOTLINE_EDIT_PATH,
  HOTLINE_PATH,
  LOGISTICS_NOTICE_PATH,
  NEWS_PATH,
  NOTICE_DETAILS_PATH,
  NOTICE_PATH,
  PUBLISHING_PATH,
} from './paths';

// identity: the role names of an article's audience (publishing console).
const loadScreen = screenLoader('content', 'identity');

/**
 * News, notices, hotlines and favourites (issue 18), and the operators' publishing console (the
 * server refuses non-operators with 403); the "content" chunk. News, notices and hotlines are
 * public reading: a tourist sees them too.
 */
export const contentRoutes: ScreenRoute[] = [
  { path: NEWS_PATH, titleKey: 'content.news.title', load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentNewsScreen')) },
  { path: NOTICE_PATH, titleKey: 'content.notice.title', load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentNoticeScreen')) },
  { path: NOTICE_DETAILS_PATH, titleKey: 'content.detail.title', load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentNoticeDetailsScreen')) },
  { path: LOGISTICS_NOTICE_PATH, titleKey: 'content.logisticsNotice.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentLogisticsNoticeScreen')) },
  { path: HOTLINE_PATH, titleKey: 'content.hotline.title', load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentHotLineScreen')) },
  { path: HIGH_SPEED_ROAD_PATH, titleKey: 'content.road.title', load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentHighSpeedRoadScreen')) },
  { path: COLLECT_PATH, titleKey: 'content.collect.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentCollectScreen')) },
  { path: PUBLISHING_PATH, titleKey: 'content.ops.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentPublishingScreen')) },
  { path: ARTICLE_EDIT_PATH, titleKey: 'content.ops.article.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentArticleEditScreen')) },
  { path: HOTLINE_EDIT_PATH, titleKey: 'content.ops.hotline.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "content" */ './ContentHotlineEditScreen')) },
];
