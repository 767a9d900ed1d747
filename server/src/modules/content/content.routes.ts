import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { mountPublicPicture } from '../identity/public-file';
import {
  articleDetail,
  articleList,
  createArticle,
  findPublicCover,
  markAllRead,
  opsArticleDetail,
  opsArticleList,
  pinArticle,
  setArticleStatus,
  unreadCounts,
  updateArticle,
} from './content.articles';
import { collectAdd, collectList, collectRemove, collectState } from './content.collect';
import { createHotline, deleteHotline, hotlineList, hotlineProvinces, hotlineRoads, updateHotline } from './content.hotlines';

const calls = endpoints.content;

/** Content (app service, docs/content.md): articles and read marks, hotlines, favourites, and the operator's publishing calls. */
export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.articleList, ({ query }, { principal }) => articleList(deps, principal, query));
  mountEndpoint(app, calls.articleDetail, ({ params }, { principal }) => articleDetail(deps, principal, params.id));
  mountPublicPicture(app, calls.cover, findPublicCover, 'content.pictureNotFound');
  mountEndpoint(app, calls.unreadCounts, (_input, { principal }) => unreadCounts(deps, principal));
  mountEndpoint(app, calls.markAllRead, ({ body }, { principal, deps }) => markAllRead(deps, principal, body.category));
  mountEndpoint(app, calls.opsArticleList, ({ query }, { principal }) => opsArticleList(deps, principal, query));
  mountEndpoint(app, calls.opsArticleDetail, ({ params }, { principal }) => opsArticleDetail(deps, principal, params.id));
  mountEndpoint(app, calls.createArticle, ({ body }, { principal, deps }) => createArticle(deps, principal, body));
  mountEndpoint(app, calls.updateArticle, ({ params, body }, { principal, deps }) => updateArticle(deps, principal, params.id, body));
  mountEndpoint(app, calls.setArticleStatus, ({ params, body }, { principal, deps }) => setArticleStatus(deps, principal, params.id, body.status));
  mountEndpoint(app, calls.pinArticle, ({ params, body }, { principal, deps }) => pinArticle(deps, principal, params.id, body.pinned));
  mountEndpoint(app, calls.hotlineList, ({ query }) => hotlineList(deps, query));
  mountEndpoint(app, calls.hotlineProvinces, () => hotlineProvinces(deps));
  mountEndpoint(app, calls.hotlineRoads, ({ query }) => hotlineRoads(deps, query.provinceCode));
  mountEndpoint(app, calls.createHotline, ({ body }, { principal, deps }) => createHotline(deps, principal, body));
  mountEndpoint(app, calls.updateHotline, ({ params, body }, { principal, deps }) => updateHotline(deps, principal, params.id, body));
  mountEndpoint(app, calls.deleteHotline, ({ params }, { principal, deps }) => deleteHotline(deps, principal, params.id));
  mountEndpoint(app, calls.collectAdd, ({ body }, { principal, deps }) => collectAdd(deps, principal, body));
  mountEndpoint(app, calls.collectRemove, ({ body }, { principal, deps }) => collectRemove(deps, principal, body));
  mountEndpoint(app, calls.collectList, ({ query }, { principal }) => collectList(deps, principal, query));
  mountEndpoint(app, calls.collectState, ({ query }, { principal }) => collectState(deps, principal, query));
}
