import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  CIRCLE_DETAIL_PATH,
  CIRCLE_MODERATION_PATH,
  CIRCLE_PATH,
  INVITE_FRIEND_RECORD_PATH,
  INVITE_FRIENDS_PATH,
  MY_CIRCLES_PATH,
  PUBLISHING_CIRCLE_PATH,
} from './paths';

// content: the 收藏 button on a post (components/content/CollectButton).
const loadScreen = screenLoader('circle', 'content');

/**
 * The toll-station circles and invitations (issue 18); the "circle" chunk. Tourists read the
 * feeds and a (shared) post; writing, my posts and invitations need an account; moderation is
 * for operators (the server refuses others: 403).
 */
export const circleRoutes: ScreenRoute[] = [
  { path: CIRCLE_PATH, titleKey: 'circle.title', load: loadScreen(() => import(/* webpackChunkName: "circle" */ './CircleScreen')) },
  { path: PUBLISHING_CIRCLE_PATH, titleKey: 'circle.publishing.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "circle" */ './PublishingCircleScreen')) },
  { path: MY_CIRCLES_PATH, titleKey: 'circle.my.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "circle" */ './MyCirclesScreen')) },
  { path: CIRCLE_DETAIL_PATH, titleKey: 'circle.detail.title', load: loadScreen(() => import(/* webpackChunkName: "circle" */ './CircleDetailScreen')) },
  { path: INVITE_FRIENDS_PATH, titleKey: 'circle.invite.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "circle" */ './InviteFriendsScreen')) },
  { path: INVITE_FRIEND_RECORD_PATH, titleKey: 'circle.records.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "circle" */ './InviteFriendRecordScreen')) },
  { path: CIRCLE_MODERATION_PATH, titleKey: 'circle.moderation.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "circle" */ './CircleModerationScreen')) },
];
