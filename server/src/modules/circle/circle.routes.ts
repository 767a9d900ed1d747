import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LatitudeText, LongitudeText, endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { mountPublicPicture } from '../identity/public-file';
import { findVisiblePhoto } from './circle.repository';
import { hidePost, moderationQueue, restorePost } from './circle.moderation';
import {
  addComment,
  addPost,
  circleStations,
  deletePost,
  myActivity,
  postDetail,
  recordView,
  reportPost,
  setLike,
  sharedPost,
  stationFeed,
} from './circle.service';

const calls = endpoints.circle;

/**
 * The toll-station circles (app service, docs/community.md): posts, feeds, comments, likes, views,
 * reports, and the operators' moderation. Comment add and browseRecord take form-encoded bodies
 * (the spec's) as well as JSON: they are mounted in a scope of their own that reads
 * `application/x-www-form-urlencoded`, so no other call starts accepting it.
 */
export async function registerCircleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  mountEndpoint(app, calls.contentAdd, ({ body }, { principal, deps }) => addPost(deps, principal, body));
  mountEndpoint(app, calls.stations, ({ query }, { request }) => circleStations(deps, withHeaderPosition(query, request)));
  mountEndpoint(app, calls.feed, ({ query }, { principal }) => stationFeed(deps, principal, query));
  mountEndpoint(app, calls.detail, ({ params, query }, { principal }) => postDetail(deps, principal, params.infoId, query));
  mountEndpoint(app, calls.share, ({ params }) => sharedPost(deps, params.infoId));
  // Photos of visible posts are anyone's (a shared post is read in the messaging app's browser).
  mountPublicPicture(app, calls.photo, (deps, fileId) => findVisiblePhoto(deps.db, fileId), 'circle.photoNotFound');
  mountEndpoint(app, calls.like, ({ body }, { principal, deps }) => setLike(deps, principal, body.infoId, true));
  mountEndpoint(app, calls.unlike, ({ body }, { principal, deps }) => setLike(deps, principal, body.infoId, false));
  mountEndpoint(app, calls.myActivity, ({ query }, { principal }) => myActivity(deps, principal, query));
  mountEndpoint(app, calls.deleteContent, ({ params }, { principal, deps }) => deletePost(deps, principal, params.infoId));
  mountEndpoint(app, calls.report, ({ body }, { principal, deps }) => reportPost(deps, principal, body));
  mountEndpoint(app, calls.moderationQueue, ({ query }, { principal }) => moderationQueue(deps, principal, query));
  mountEndpoint(app, calls.hide, ({ params, body }, { principal, deps }) => hidePost(deps, principal, params.infoId, body.reason));
  mountEndpoint(app, calls.restore, ({ params }, { principal, deps }) => restorePost(deps, principal, params.infoId));
  await app.register(async (formScope) => {
    formScope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    mountEndpoint(formScope, calls.commentAdd, ({ body }, { principal, deps }) => addComment(deps, principal, body));
    mountEndpoint(formScope, calls.browseRecord, ({ body }, { principal, deps }) => recordView(deps, principal, body.infoId));
  });
}

/** The query's position, or the Latitude/Longitude headers the client sends with every call (ignored when unreadable). */
function withHeaderPosition<Q extends { latitude?: number; longitude?: number }>(query: Q, request: FastifyRequest): Q {
  if (query.latitude !== undefined || query.longitude !== undefined) return query;
  const { latitude: latText, longitude: lngText } = request.headers;
  if (typeof latText !== 'string' || typeof lngText !== 'string' || latText.trim() === '' || lngText.trim() === '') return query;
  const latitude = LatitudeText.safeParse(latText);
  const longitude = LongitudeText.safeParse(lngText);
  return latitude.success && longitude.success ? { ...query, latitude: latitude.data, longitude: longitude.data } : query;
}
