/** The content screens (issue 18): news, notices, hotlines, favourites, and the operators' publishing. */
/** News articles, newest first (pinned ones on top). */
export const NEWS_PATH = '/pages/news/news';
/** Platform notices with unread marks. */
export const NOTICE_PATH = '/pages/notice/notice';
/** One article, news or notice (`?id=`): read mark, favourite. */
export const NOTICE_DETAILS_PATH = '/pages/notice/noticeDetails';
/** Hotlines by province: tap to call. */
export const HOTLINE_PATH = '/pages/hotLine/hotLine';
/** Hotlines by highway (`?province=` narrows). */
export const HIGH_SPEED_ROAD_PATH = '/pages/hotLine/highSpeedRoad';
/** What the user saved: goods sources, circle posts, news (`?kind=`). */
export const COLLECT_PATH = '/pages/collect/collect';
/** Notices for the freight roles (drivers, cargo owners, carriers). */
export const LOGISTICS_NOTICE_PATH = '/pages/logisticsManagement/logisticsNotice/index';

/** The operators' publishing console: articles and hotlines (`?tab=articles|hotlines`). */
export const PUBLISHING_PATH = '/ops/content';
/** Writing or changing one article (`?id=` to change). */
export const ARTICLE_EDIT_PATH = '/ops/content/article';
/** Adding or changing one hotline (`?id=` to change). */
export const HOTLINE_EDIT_PATH = '/ops/content/hotline';
