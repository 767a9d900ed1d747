import { endpoints } from '@/lib/contract';
import { ANYONE, DEVICE, SIGNED_IN, only, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each content call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). Articles and hotlines are read by any device (an article
 * meant for some roles answers 404 to the others); read marks and favourites are the signed-in
 * caller's own (a favourite is a row of the caller's, named by the item it keeps, not an object
 * of someone else's); publishing is the operator's.
 */
export const contentAuthz: AuthzTable<typeof endpoints.content> = {
  articleList: DEVICE,
  articleDetail: DEVICE,
  // Public (no token at all): a cover of a published article for everyone, or 404.
  cover: ANYONE,
  unreadCounts: SIGNED_IN,
  markAllRead: SIGNED_IN,
  opsArticleList: only(['operator']),
  opsArticleDetail: only(['operator']),
  createArticle: only(['operator']),
  updateArticle: only(['operator']),
  setArticleStatus: only(['operator']),
  pinArticle: only(['operator']),
  hotlineList: DEVICE,
  hotlineProvinces: DEVICE,
  hotlineRoads: DEVICE,
  createHotline: only(['operator']),
  updateHotline: only(['operator']),
  deleteHotline: only(['operator']),
  collectAdd: SIGNED_IN,
  collectRemove: SIGNED_IN,
  collectList: SIGNED_IN,
  collectState: SIGNED_IN,
};
