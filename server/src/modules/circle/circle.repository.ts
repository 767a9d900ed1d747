import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { files } from '../identity/identity.table';
import { stations } from '../goods/goods.table';
import { users } from '../user/user.table';
import { circleComments, circleLikes, circleModerations, circlePosts, circleReports, circleStationCounts, circleViews, CIRCLE_MODERATION_ACTIONS } from './circle.table';

/*
 * SQL of the toll-station circles (docs/community.md). Lists are keyset paged on (created_at, id):
 * the cursor is the last row's created_at in microseconds since the epoch (exact, as PostgreSQL
 * keeps it) and its id.
 */

export type PostRow = typeof circlePosts.$inferSelect;

/** A keyset position: created_at in µs since the epoch (as text: beyond 2^53 is not needed, but exact) and id. */
export interface Keyset {
  micros: string;
  id: number;
}

const micros = (column: typeof circlePosts.createdAt | typeof circleComments.createdAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(String);
const instantOf = (at: Keyset) => sql`(timestamptz 'epoch' + ${at.micros}::bigint * interval '1 microsecond')`;

/** The columns a post is shown with: its row, the author's nickname, the station's names, its keyset. */
const postColumns = {
  post: circlePosts,
  nickname: users.nickname,
  stationName: stations.name,
  highway: stations.highway,
  micros: micros(circlePosts.createdAt),
};
export type PostView = { post: PostRow; nickname: string; stationName: string; highway: string; micros: string };

function postsWithNames(db: Executor) {
  return db.select(postColumns).from(circlePosts).innerJoin(users, eq(users.id, circlePosts.authorId)).innerJoin(stations, eq(stations.id, circlePosts.stationId));
}

/** Moves a station's count of visible posts by `delta` (run in the transaction of the change). */
async function countVisible(db: Executor, stationId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  // Down: the row exists (a visible post was counted in it); an upsert would check -1 against the CHECK first.
  if (delta < 0) {
    await db.update(circleStationCounts).set({ visiblePosts: sql`${circleStationCounts.visiblePosts} + ${delta}` }).where(eq(circleStationCounts.stationId, stationId));
    return;
  }
  await db
    .insert(circleStationCounts)
    .values({ stationId, visiblePosts: delta })
    .onConflictDoUpdate({ target: circleStationCounts.stationId, set: { visiblePosts: sql`${circleStationCounts.visiblePosts} + ${delta}` } });
}

/** A new (visible) post; its station's count goes up with it: call inside a transaction. */
export async function insertPost(db: Executor, values: typeof circlePosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(circlePosts).values(values).returning();
  await countVisible(db, row.stationId, row.status === 'visible' ? 1 : 0);
  return row;
}

/** One post with its names, in any state (the service decides who sees it). */
export async function findPostView(db: Executor, id: number): Promise<PostView | undefined> {
  const [row] = await postsWithNames(db).where(eq(circlePosts.id, id)).limit(1);
  return row;
}

/** The post row locked for a change of its counts or state (likes in parallel wait here in turn). */
export async function lockPost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(circlePosts).where(eq(circlePosts.id, id)).for('update').limit(1);
  return row;
}

/** Changes the (locked) post `before`; a change of visibility moves its station's count in the same transaction. */
export async function updatePost(db: Executor, before: PostRow, change: Partial<typeof circlePosts.$inferInsert>): Promise<PostRow> {
  const [row] = await db.update(circlePosts).set(change).where(eq(circlePosts.id, before.id)).returning();
  await countVisible(db, row.stationId, Number(row.status === 'visible') - Number(before.status === 'visible'));
  return row;
}

/** Newest first from after `after` (exclusive), `limit` rows. */
const newerFirst = (after: Keyset | null) =>
  after ? sql`(${circlePosts.createdAt}, ${circlePosts.id}) < (${instantOf(after)}, ${after.id}::bigint)` : undefined;

/** A station's visible posts, newest first, after the cursor: walks circle_feed_idx. */
export async function findFeedPage(db: Executor, stationId: number, after: Keyset | null, limit: number): Promise<PostView[]> {
  return postsWithNames(db)
    .where(and(eq(circlePosts.stationId, stationId), eq(circlePosts.status, 'visible'), newerFirst(after)))
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit);
}

/** An author's posts that are not deleted (visible and hidden), newest first, after the cursor. */
export async function findAuthorPage(db: Executor, authorId: number, after: Keyset | null, limit: number): Promise<PostView[]> {
  return postsWithNames(db)
    .where(and(eq(circlePosts.authorId, authorId), ne(circlePosts.status, 'deleted'), newerFirst(after)))
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit);
}

export async function stationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Toll stations with their visible posts' count and latest time: nearest to `near` first (with the
 * distance in metres), otherwise the latest post first, then by name.
 */
export async function findCircleStations(db: Executor, options: { near?: { lat: number; lng: number }; keyword?: string; limit: number }) {
  // The latest visible post of each listed station: one backward step of circle_feed_idx each.
  // In ms since the epoch (a raw timestamp's text differs between drivers).
  const latestAt = sql<number | null>`(select (extract(epoch from max(latest.created_at)) * 1000)::float8 from ${circlePosts} latest where latest.station_id = ${stations.id} and latest.status = 'visible')`;
  const here = options.near ? sql`ll_to_earth(${options.near.lat}::float8, ${options.near.lng}::float8)` : undefined;
  const distance = here ? sql<number>`earth_distance(ll_to_earth(${stations.lat}, ${stations.lng}), ${here})`.mapWith(Number) : sql<null>`null`;
  const pattern = options.keyword ? `%${options.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ station: stations, postCount: sql<number>`coalesce(${circleStationCounts.visiblePosts}, 0)`.mapWith(Number), latestAtMs: latestAt, distanceM: distance })
    .from(stations)
    .leftJoin(circleStationCounts, eq(circleStationCounts.stationId, stations.id))
    .where(pattern ? or(ilike(stations.name, pattern), ilike(stations.highway, pattern)) : undefined)
    .orderBy(...(here ? [sql`${distance}`] : [sql`${latestAt} desc nulls last`]), asc(stations.name), asc(stations.id))
    .limit(options.limit);
}

/** Of `postIds`, those `userId` liked / reported. */
export async function likedAmong(db: Executor, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db.select({ id: circleLikes.postId }).from(circleLikes).where(and(eq(circleLikes.userId, userId), inArray(circleLikes.postId, postIds)));
  return new Set(rows.map((row) => row.id));
}
export async function reportedAmong(db: Executor, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db.select({ id: circleReports.postId }).from(circleReports).where(and(eq(circleReports.reporterId, userId), inArray(circleReports.postId, postIds)));
  return new Set(rows.map((row) => row.id));
}

/** The files among `ids` that `ownerId` uploaded. */
export async function filesOwnedBy(db: Executor, ownerId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The stored file behind a photo of a visible post, or undefined. */
export async function findVisiblePhoto(db: Executor, fileId: string) {
  const [row] = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), sql`exists (select 1 from ${circlePosts} where ${circlePosts.status} = 'visible' and ${circlePosts.photoIds} @> array[${fileId}]::text[])`))
    .limit(1);
  return row;
}

// Likes, views, comments, reports: each row with its count on the post, in the caller's transaction.

/** Adds the like; true when it is new (the post's count then goes up by one). */
export async function addLike(db: Executor, postId: number, userId: number, at: Date): Promise<boolean> {
  const added = await db.insert(circleLikes).values({ postId, userId, createdAt: at }).onConflictDoNothing().returning({ postId: circleLikes.postId });
  if (added.length > 0) await db.update(circlePosts).set({ likeCount: sql`${circlePosts.likeCount} + 1` }).where(eq(circlePosts.id, postId));
  return added.length > 0;
}

/** Takes the like back; true when there was one. */
export async function removeLike(db: Executor, postId: number, userId: number): Promise<boolean> {
  const removed = await db.delete(circleLikes).where(and(eq(circleLikes.postId, postId), eq(circleLikes.userId, userId))).returning({ postId: circleLikes.postId });
  if (removed.length > 0) await db.update(circlePosts).set({ likeCount: sql`${circlePosts.likeCount} - 1` }).where(eq(circlePosts.id, postId));
  return removed.length > 0;
}

/** Counts the view once per person; true when it is new. */
export async function addView(db: Executor, postId: number, userId: number, at: Date): Promise<boolean> {
  const added = await db.insert(circleViews).values({ postId, userId, createdAt: at }).onConflictDoNothing().returning({ postId: circleViews.postId });
  if (added.length > 0) await db.update(circlePosts).set({ viewCount: sql`${circlePosts.viewCount} + 1` }).where(eq(circlePosts.id, postId));
  return added.length > 0;
}

export async function insertComment(db: Executor, values: typeof circleComments.$inferInsert) {
  const [row] = await db.insert(circleComments).values(values).returning();
  await db.update(circlePosts).set({ commentCount: sql`${circlePosts.commentCount} + 1` }).where(eq(circlePosts.id, values.postId));
  return row;
}

export type CommentView = { comment: typeof circleComments.$inferSelect; nickname: string; micros: string };

/** A post's comments, oldest first, after the cursor. */
export async function findCommentPage(db: Executor, postId: number, after: Keyset | null, limit: number): Promise<CommentView[]> {
  return db
    .select({ comment: circleComments, nickname: users.nickname, micros: micros(circleComments.createdAt) })
    .from(circleComments)
    .innerJoin(users, eq(users.id, circleComments.authorId))
    .where(and(eq(circleComments.postId, postId), after ? sql`(${circleComments.createdAt}, ${circleComments.id}) > (${instantOf(after)}, ${after.id}::bigint)` : undefined))
    .orderBy(asc(circleComments.createdAt), asc(circleComments.id))
    .limit(limit);
}

/** The latest `perPost` comments of each post, newest first. */
export async function findLatestComments(db: Executor, postIds: number[], perPost: number): Promise<CommentView[]> {
  if (postIds.length === 0) return [];
  const ranked = db
    .select({
      id: circleComments.id,
      rank: sql<number>`row_number() over (partition by ${circleComments.postId} order by ${circleComments.createdAt} desc, ${circleComments.id} desc)`.as('rank'),
    })
    .from(circleComments)
    .where(inArray(circleComments.postId, postIds))
    .as('ranked');
  return db
    .select({ comment: circleComments, nickname: users.nickname, micros: micros(circleComments.createdAt) })
    .from(ranked)
    .innerJoin(circleComments, eq(circleComments.id, ranked.id))
    .innerJoin(users, eq(users.id, circleComments.authorId))
    .where(sql`${ranked.rank} <= ${perPost}`)
    .orderBy(desc(circleComments.createdAt), desc(circleComments.id));
}

/** The latest `perPost` likers' nicknames of each post, newest first. */
export async function findLatestLikers(db: Executor, postIds: number[], perPost: number): Promise<{ postId: number; nickname: string }[]> {
  if (postIds.length === 0) return [];
  const ranked = db
    .select({
      postId: circleLikes.postId,
      userId: circleLikes.userId,
      createdAt: circleLikes.createdAt,
      rank: sql<number>`row_number() over (partition by ${circleLikes.postId} order by ${circleLikes.createdAt} desc, ${circleLikes.userId} desc)`.as('rank'),
    })
    .from(circleLikes)
    .where(inArray(circleLikes.postId, postIds))
    .as('ranked');
  return db
    .select({ postId: ranked.postId, nickname: users.nickname })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(sql`${ranked.rank} <= ${perPost}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.userId));
}

/** Adds the report; the row, or undefined when this person reported the post before. */
export async function addReport(db: Executor, values: typeof circleReports.$inferInsert) {
  const [row] = await db.insert(circleReports).values(values).onConflictDoNothing().returning();
  if (row) {
    await db
      .update(circlePosts)
      .set({ openReports: sql`${circlePosts.openReports} + 1`, latestReportAt: values.createdAt })
      .where(eq(circlePosts.id, values.postId));
  }
  return row;
}

// Moderation.

/** The operators' queue: visible posts with open reports (most first), or hidden posts (latest first). */
export async function findModerationPage(db: Executor, kind: 'reported' | 'hidden', offset: number, limit: number) {
  const where = kind === 'reported' ? and(eq(circlePosts.status, 'visible'), sql`${circlePosts.openReports} > 0`) : eq(circlePosts.status, 'hidden');
  const order = kind === 'reported' ? [desc(circlePosts.openReports), desc(circlePosts.latestReportAt), desc(circlePosts.id)] : [desc(circlePosts.hiddenAt), desc(circlePosts.id)];
  const [rows, [{ total }]] = await Promise.all([
    postsWithNames(db).where(where).orderBy(...order).offset(offset).limit(limit),
    db.select({ total: count() }).from(circlePosts).where(where),
  ]);
  return { rows, total };
}

/** Open reports of `postIds` by reason, and their latest notes. */
export async function findOpenReports(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: circleReports.postId, reason: circleReports.reason, note: circleReports.note, createdAt: circleReports.createdAt })
    .from(circleReports)
    .where(and(inArray(circleReports.postId, postIds), isNull(circleReports.settledAt)))
    .orderBy(desc(circleReports.createdAt), desc(circleReports.id));
}

/** Settles the post's open reports (an operator decided) and records the decision. */
export async function recordDecision(
  db: Executor,
  decision: { postId: number; operatorId: number; action: (typeof CIRCLE_MODERATION_ACTIONS)[number]; reason: string | null; at: Date },
): Promise<void> {
  await db.update(circleReports).set({ settledAt: decision.at }).where(and(eq(circleReports.postId, decision.postId), isNull(circleReports.settledAt)));
  await db.insert(circleModerations).values(decision);
}

/**
 * For other modules (favourites): a post as `viewerId` may see it: its first line of text and
 * station, and whether it is still there for them (visible, or hidden but theirs). Undefined when
 * it never existed.
 */
export async function findCirclePostSummary(db: Executor, infoId: number, viewerId: number | null) {
  const view = await findPostView(db, infoId);
  if (!view) return undefined;
  const { post } = view;
  const available = post.status === 'visible' || (post.status === 'hidden' && post.authorId === viewerId);
  return { infoId: post.id, stationName: view.stationName, text: post.text, available, status: post.status };
}

