import type { z } from 'zod';
import {
  CIRCLE_LIMITS,
  SERVICE_PREFIX,
  endpoints,
  fillPath,
  type CircleComment,
  type CircleCursorQuery,
  type CircleDetailQuery,
  type CircleFeedQuery,
  type CirclePost,
  type CircleStationsQuery,
  type CommentAddRequest,
  type ContentAddRequest,
  type LikeState,
  type MyCirclePost,
  type ReportRequest,
} from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, badRequest, conflict, fieldError, notFound, tooManyRequests } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { MINUTE_MS, countAgainstLimit, retrySeconds } from '../auth/auth.limits';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import {
  addLike,
  addReport,
  addView,
  filesOwnedBy,
  findAuthorPage,
  findCircleStations,
  findCommentPage,
  findFeedPage,
  findLatestComments,
  findLatestLikers,
  findPostView,
  insertComment,
  insertPost,
  likedAmong,
  lockPost,
  removeLike,
  reportedAmong,
  stationExists,
  updatePost,
  type CommentView,
  type Keyset,
  type PostRow,
  type PostView,
} from './circle.repository';
import { filteredWordIn } from './circle.words';

/*
 * The toll-station circles (docs/community.md): posting, feeds, comments, likes, views, reports and
 * the author's deletion. Operators' moderation is in circle.moderation.ts. A post nobody may see
 * (deleted; hidden, to anyone but its author) answers like a missing one: 404 circle.postNotFound.
 */

/** The signed-in caller's id, or null for a tourist. */
export const viewerOf = (principal: Principal | null) => (principal && principal.kind !== 'tourist' ? principal.userId : null);

// Cursors: `<µs>.<id>` of the page's last row (contract CircleCursor).
const cursorOf = (row: { micros: string; id: number }) => `${row.micros}.${row.id}`;
function keysetOf(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [micros, id] = cursor.split('.');
  return { micros, id: Number(id) };
}

/** One more row than the page asks for tells whether a next page exists. */
function pageOfRows<T, R>(rows: T[], size: number, keyOf: (row: T) => { micros: string; id: number }, toRecord: (row: T) => R) {
  const page = rows.slice(0, size);
  const nextCursor = rows.length > size && page.length > 0 ? cursorOf(keyOf(page[page.length - 1])) : null;
  return { records: page.map(toRecord), nextCursor, size };
}

/** Nickname and its first character (the avatar's letter); a surrogate pair stays whole. */
export const authorOf = (nickname: string) => ({ nickname, initial: Array.from(nickname)[0] ?? '' });

const photoUrl = (fileId: string) => SERVICE_PREFIX[endpoints.circle.photo.service] + fillPath(endpoints.circle.photo.path, { fileId });

interface ViewerMarks {
  viewerId: number | null;
  liked: Set<number>;
  reported: Set<number>;
}

async function marksFor(db: Executor, viewerId: number | null, postIds: number[]): Promise<ViewerMarks> {
  if (viewerId === null) return { viewerId, liked: new Set(), reported: new Set() };
  const [liked, reported] = await Promise.all([likedAmong(db, viewerId, postIds), reportedAmong(db, viewerId, postIds)]);
  return { viewerId, liked, reported };
}

/** A post as the contract shows it to a viewer. A hidden post (its author alone sees it) shows its photos through the owner's file URL. */
export function toPost(view: PostView, marks: ViewerMarks): CirclePost {
  const { post } = view;
  const urlOf = post.status === 'visible' ? photoUrl : fileUrl;
  return {
    infoId: post.id,
    orgId: post.stationId,
    stationName: view.stationName,
    highway: view.highway,
    infoType: post.infoType,
    author: authorOf(view.nickname),
    text: post.text,
    photos: post.photoIds.map((fileId) => ({ fileId, url: urlOf(fileId) })),
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    viewCount: post.viewCount,
    likedByMe: marks.liked.has(post.id),
    mine: post.authorId === marks.viewerId,
    reportedByMe: marks.reported.has(post.id),
    createdAt: post.createdAt.toISOString(),
  };
}

function toComment(view: Omit<CommentView, 'micros'>, viewerId: number | null): CircleComment {
  const { comment } = view;
  return {
    commentId: comment.id,
    infoId: comment.postId,
    author: authorOf(view.nickname),
    content: comment.content,
    mine: comment.authorId === viewerId,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** Whether `viewerId` may see the post at all: visible to everyone, hidden to its author only. */
const seenBy = (post: PostRow, viewerId: number | null) => post.status === 'visible' || (post.status === 'hidden' && post.authorId === viewerId);

/** The post when it is public; 404 otherwise (likes, comments, views and reports are for public posts). */
async function publicPost(db: Executor, infoId: number): Promise<PostRow> {
  const post = await lockPost(db, infoId);
  if (!post || post.status !== 'visible') throw notFound('circle.postNotFound');
  return post;
}

/** Refuses text holding a filtered word, naming it on the field. */
function refuseFilteredWord(field: string, text: string): void {
  const word = filteredWordIn(text);
  if (word !== null) throw badField(field, 'circle.filteredWord', { word });
}

/** Counts one post / comment of the caller against their window (429 past it). */
function countAgainst(deps: AppDeps, what: 'posts' | 'comments', userId: number) {
  const limit = what === 'posts' ? CIRCLE_LIMITS.postsPerWindow : CIRCLE_LIMITS.commentsPerWindow;
  const code = what === 'posts' ? 'circle.tooManyPosts' : 'circle.tooManyComments';
  return countAgainstLimit(deps, `circle:${what}:${userId}`, limit, CIRCLE_LIMITS.windowMinutes * MINUTE_MS, (waitMs) =>
    tooManyRequests(code, retrySeconds(waitMs), { limit, minutes: CIRCLE_LIMITS.windowMinutes }),
  );
}

/** contentAdd: a post at a toll station (word filter, the caller's own photos, the posting limit). */
export async function addPost(deps: AppDeps, principal: Principal | null, body: z.output<typeof ContentAddRequest>): Promise<CirclePost> {
  const { userId } = requireSignedIn(principal);
  if (!(await stationExists(deps.db, body.orgId))) throw notFound('circle.stationNotFound', {}, [fieldError('orgId', 'circle.stationNotFound')]);
  refuseFilteredWord('text', body.text);
  const owned = await filesOwnedBy(deps.db, userId, body.imageIds);
  if (owned.size !== body.imageIds.length) throw badField('imageIds', 'circle.photosNotYours');
  // Counted once the post is acceptable: a refused one does not use up the window.
  await countAgainst(deps, 'posts', userId);
  return deps.db.transaction(async (tx) => {
    const row = await insertPost(tx, { stationId: body.orgId, authorId: userId, infoType: body.infoType, text: body.text, photoIds: body.imageIds, createdAt: nowDate() });
    const view = await findPostView(tx, row.id);
    return toPost(view!, { viewerId: userId, liked: new Set(), reported: new Set() });
  });
}

/** selectTollStationContentList: stations with their circles, nearest first when a position is known. */
export async function circleStations(deps: AppDeps, query: z.output<typeof CircleStationsQuery>) {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    throw badRequest('circle.coordinatePair', {}, [fieldError(query.latitude === undefined ? 'latitude' : 'longitude', 'circle.coordinatePair')]);
  }
  const near = query.latitude !== undefined && query.longitude !== undefined ? { lat: query.latitude, lng: query.longitude } : undefined;
  const rows = await findCircleStations(deps.db, { near, keyword: query.keyword || undefined, limit: query.size });
  return rows.map(({ station, postCount, latestAtMs, distanceM }) => ({
    orgId: station.id,
    name: station.name,
    highway: station.highway,
    address: station.address,
    lng: station.lng,
    lat: station.lat,
    postCount,
    latestPostAt: latestAtMs === null ? null : new Date(Number(latestAtMs)).toISOString(),
    distanceM: distanceM === null ? null : Math.round(distanceM),
  }));
}

/** getTollContentList: a station's public posts, newest first, cursor paged. */
export async function stationFeed(deps: AppDeps, principal: Principal | null, query: z.output<typeof CircleFeedQuery>) {
  if (!(await stationExists(deps.db, query.orgId))) throw notFound('circle.stationNotFound', {}, [fieldError('orgId', 'circle.stationNotFound')]);
  const rows = await findFeedPage(deps.db, query.orgId, keysetOf(query.cursor), query.size + 1);
  const marks = await marksFor(deps.db, viewerOf(principal), rows.map((row) => row.post.id));
  return pageOfRows(rows, query.size, (row) => ({ micros: row.micros, id: row.post.id }), (row) => toPost(row, marks));
}

const DETAIL_LIKERS = 20;

/** getTollContentDetail: the post, its comments (oldest first) and latest likers. */
export async function postDetail(deps: AppDeps, principal: Principal | null, infoId: number, query: z.output<typeof CircleDetailQuery>) {
  const viewerId = viewerOf(principal);
  const view = await findPostView(deps.db, infoId);
  if (!view || !seenBy(view.post, viewerId)) throw notFound('circle.postNotFound');
  const [marks, comments, likers] = await Promise.all([
    marksFor(deps.db, viewerId, [infoId]),
    findCommentPage(deps.db, infoId, keysetOf(query.commentCursor), query.commentSize + 1),
    findLatestLikers(deps.db, [infoId], DETAIL_LIKERS),
  ]);
  return {
    post: toPost(view, marks),
    comments: pageOfRows(comments, query.commentSize, (row) => ({ micros: row.micros, id: row.comment.id }), (row) => toComment(row, viewerId)),
    likers: likers.map((liker) => authorOf(liker.nickname)),
  };
}

/** share detail: a public post for anyone, with the author's nickname and nothing else about them. */
export async function sharedPost(deps: AppDeps, infoId: number) {
  const view = await findPostView(deps.db, infoId);
  if (!view || view.post.status !== 'visible') throw notFound('circle.postNotFound');
  const { post } = view;
  return {
    infoId: post.id,
    stationName: view.stationName,
    highway: view.highway,
    authorNickname: view.nickname,
    text: post.text,
    photos: post.photoIds.map((fileId) => ({ fileId, url: photoUrl(fileId) })),
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    createdAt: post.createdAt.toISOString(),
  };
}

/** comment add: on a public post (word filter, the commenting limit). */
export async function addComment(deps: AppDeps, principal: Principal | null, body: z.output<typeof CommentAddRequest>): Promise<CircleComment> {
  const { userId, account } = requireSignedIn(principal);
  refuseFilteredWord('content', body.content);
  return deps.db.transaction(async (tx) => {
    await publicPost(tx, body.infoId);
    await countAgainst(deps, 'comments', userId);
    const comment = await insertComment(tx, { postId: body.infoId, authorId: userId, content: body.content, createdAt: nowDate() });
    return toComment({ comment, nickname: account.nickname }, userId);
  });
}

/** browseRecord: the caller viewed a public post; counted once per person. */
export async function recordView(deps: AppDeps, principal: Principal | null, infoId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const post = await publicPost(tx, infoId);
    const counted = await addView(tx, infoId, userId, nowDate());
    return { infoId, viewCount: post.viewCount + (counted ? 1 : 0), counted };
  });
}

/**
 * like / unlike: the post's row is locked first, so parallel likes take turns and each reads the
 * count the one before left (100 parallel likes by 100 people count 100; by one person, 1).
 */
export async function setLike(deps: AppDeps, principal: Principal | null, infoId: number, liked: boolean): Promise<LikeState> {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const post = await publicPost(tx, infoId);
    const changed = liked ? await addLike(tx, infoId, userId, nowDate()) : await removeLike(tx, infoId, userId);
    const delta = changed ? (liked ? 1 : -1) : 0;
    return { infoId, likeCount: post.likeCount + delta, likedByMe: liked };
  });
}

const MY_LATEST_COMMENTS = 3;
const MY_LATEST_LIKERS = 5;

/** getUserCommentLike (myCircles): the caller's posts, hidden ones with the reason, and what they received. */
export async function myActivity(deps: AppDeps, principal: Principal | null, query: z.output<typeof CircleCursorQuery>) {
  const { userId } = requireSignedIn(principal);
  const rows = await findAuthorPage(deps.db, userId, keysetOf(query.cursor), query.size + 1);
  const ids = rows.slice(0, query.size).map((row) => row.post.id);
  const [marks, comments, likers] = await Promise.all([
    marksFor(deps.db, userId, ids),
    findLatestComments(deps.db, ids, MY_LATEST_COMMENTS),
    findLatestLikers(deps.db, ids, MY_LATEST_LIKERS),
  ]);
  return pageOfRows(
    rows,
    query.size,
    (row) => ({ micros: row.micros, id: row.post.id }),
    (row): MyCirclePost => ({
      ...toPost(row, marks),
      status: row.post.status === 'hidden' ? 'hidden' : 'visible',
      hiddenReason: row.post.hiddenReason,
      hiddenAt: row.post.hiddenAt?.toISOString() ?? null,
      latestComments: comments.filter((c) => c.comment.postId === row.post.id).map((c) => toComment(c, userId)),
      latestLikers: likers.filter((l) => l.postId === row.post.id).map((l) => authorOf(l.nickname)),
    }),
  );
}

/** delete content: the author's own post (visible or hidden) is deleted; anyone else hears 404. */
export async function deletePost(deps: AppDeps, principal: Principal | null, infoId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, infoId);
    if (!post || post.status === 'deleted' || post.authorId !== userId) throw notFound('circle.postNotFound');
    await updatePost(tx, post, { status: 'deleted', deletedAt: nowDate() });
    return { infoId, deleted: true as const };
  });
}

/** report: a public post of someone else, once per person. */
export async function reportPost(deps: AppDeps, principal: Principal | null, body: z.output<typeof ReportRequest>) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const post = await publicPost(tx, body.infoId);
    if (post.authorId === userId) throw conflict('circle.cannotReportOwn');
    const at = nowDate();
    const report = await addReport(tx, { postId: body.infoId, reporterId: userId, reason: body.reason, note: body.note || null, createdAt: at });
    if (!report) throw conflict('circle.alreadyReported');
    return { infoId: body.infoId, reason: report.reason, reportedAt: report.createdAt.toISOString() };
  });
}
