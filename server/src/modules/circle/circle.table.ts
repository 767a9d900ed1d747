import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CIRCLE_COMMENT_MAX, CIRCLE_INFO_TYPES, CIRCLE_PHOTOS_MAX, CIRCLE_POST_STATUSES, CIRCLE_REPORT_REASONS, CIRCLE_TEXT_MAX } from '@/lib/contract/circle';
import { oneOf } from '../table-checks';
import { stations } from '../goods/goods.table';
import { users } from '../user/user.table';

/** What an operator did to a post (the moderation trail). */
export const CIRCLE_MODERATION_ACTIONS = ['hidden', 'restored'] as const;

/**
 * Posts of the toll-station circles (docs/community.md). Counts are kept on the row, changed in the
 * same transaction as the like / comment / view row they count (the row lock makes 100 parallel
 * likes count 100). `open_reports`: reports not settled by an operator's decision yet (the queue).
 * A hidden post keeps its operator's reason; a deleted one is never shown again.
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    infoType: varchar('info_type', { length: 16, enum: CIRCLE_INFO_TYPES }).notNull(),
    text: varchar('text', { length: CIRCLE_TEXT_MAX }).notNull(),
    /** Uploaded files (files.id), in the order shown. */
    photoIds: text('photo_ids').array().notNull().default(sql`'{}'::text[]`),
    status: varchar('status', { length: 16, enum: CIRCLE_POST_STATUSES }).notNull().default('visible'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    openReports: integer('open_reports').notNull().default(0),
    latestReportAt: timestamp('latest_report_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A station's feed, newest first: the keyset (created_at, id) walks this index backwards
    // (bench/community.ts). Ascending on purpose: `order by created_at desc` means NULLS FIRST, which
    // only a plain ascending index read backwards gives; a `desc` index here is built NULLS LAST,
    // and PostgreSQL then sorted every post of the station instead (2 s at 280,000 posts).
    index('circle_feed_idx').on(t.stationId, t.createdAt, t.id).where(sql`${t.status} = 'visible'`),
    // An author's posts (myCircles), deleted ones left out; ascending for the same reason.
    index('circle_author_idx').on(t.authorId, t.createdAt, t.id).where(sql`${t.status} <> 'deleted'`),
    // Which visible post shows a photo (the public photo call): `photo_ids @> array[id]`.
    index('circle_photos_idx').using('gin', t.photoIds).where(sql`${t.status} = 'visible'`),
    // The operators' queue of reported posts.
    index('circle_posts_reported_idx').on(t.openReports).where(sql`${t.openReports} > 0 and ${t.status} = 'visible'`),
    check('circle_posts_status_known', oneOf(t.status, CIRCLE_POST_STATUSES)),
    check('circle_posts_info_type_known', oneOf(t.infoType, CIRCLE_INFO_TYPES)),
    check('circle_posts_photos', sql`cardinality(${t.photoIds}) <= ${sql.raw(String(CIRCLE_PHOTOS_MAX))}`),
    check('circle_posts_not_empty', sql`length(${t.text}) > 0 or cardinality(${t.photoIds}) > 0`),
    check('circle_posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0 and ${t.openReports} >= 0`),
    check('circle_posts_hidden_reason', sql`(${t.status} = 'hidden') <= (${t.hiddenReason} is not null and ${t.hiddenAt} is not null)`),
    check('circle_posts_deleted_at', sql`(${t.status} = 'deleted') = (${t.deletedAt} is not null)`),
  ],
);

/**
 * Each station's count of visible posts, kept in the same transaction as every change of a post's
 * visibility (circle.repository.ts): the stations list reads 121 rows instead of counting a million
 * posts (1.5 s at 1,000,000 posts, bench/community.ts).
 */
export const circleStationCounts = pgTable(
  'circle_station_counts',
  {
    stationId: integer('station_id')
      .primaryKey()
      .references(() => stations.id),
    visiblePosts: integer('visible_posts').notNull().default(0),
  },
  (t) => [check('circle_station_counts_not_negative', sql`${t.visiblePosts} >= 0`)],
);

export const circleComments = pgTable(
  'circle_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: CIRCLE_COMMENT_MAX }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('circle_comments_post_idx').on(t.postId, t.createdAt, t.id), check('circle_comments_not_empty', sql`length(${t.content}) > 0`)],
);

/** One like per person per post: the primary key is the rule. */
export const circleLikes = pgTable(
  'circle_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'circle_likes_pk', columns: [t.postId, t.userId] }), index('circle_likes_user_idx').on(t.userId)],
);

/** One counted view per person per post (browseRecord). */
export const circleViews = pgTable(
  'circle_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'circle_views_pk', columns: [t.postId, t.userId] })],
);

/** Reports, once per person per post; `settled_at` set by the operator's decision on the post. */
export const circleReports = pgTable(
  'circle_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16, enum: CIRCLE_REPORT_REASONS }).notNull(),
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('circle_reports_once').on(t.postId, t.reporterId),
    check('circle_reports_reason_known', oneOf(t.reason, CIRCLE_REPORT_REASONS)),
  ],
);

/** Every hide and restore by an operator, with the reason given (who decided what, when). */
export const circleModerations = pgTable(
  'circle_moderations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 16, enum: CIRCLE_MODERATION_ACTIONS }).notNull(),
    reason: varchar('reason', { length: 200 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('circle_moderations_post_idx').on(t.postId, t.at), check('circle_moderations_action_known', oneOf(t.action, CIRCLE_MODERATION_ACTIONS))],
);
