import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_PARAGRAPHS_MAX,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  COLLECT_KINDS,
  HOTLINE_SCOPES,
  HOTLINE_SERVICES,
} from '@/lib/contract/content';
import { oneOf } from '../table-checks';
import { files } from '../identity/identity.table';
import { users } from '../user/user.table';

/** `column <@ array['a','b']`: every element of a text[] column is one of the contract's values. */
const allOf = (column: Parameters<typeof oneOf>[0], values: readonly string[]) =>
  sql`${column} <@ array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[]`;

/**
 * Articles the operator publishes (docs/content.md): news, notices, logistics notices. The body is
 * plain paragraphs (text[], shown as text). `audience` empty: everyone; otherwise the roles that may
 * read it. `published_at` is set when it is first published and kept (a withdrawn and republished
 * article keeps its place); the public lists walk the partial index in their own order.
 */
export const articles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: varchar('category', { length: 16, enum: ARTICLE_CATEGORIES }).notNull(),
    title: varchar('title', { length: ARTICLE_TITLE_MAX }).notNull(),
    summary: varchar('summary', { length: ARTICLE_SUMMARY_MAX }).notNull().default(''),
    paragraphs: text('paragraphs').array().notNull(),
    coverFileId: varchar('cover_file_id', { length: 64 }).references(() => files.id),
    audience: text('audience').array().notNull().default(sql`'{}'::text[]`),
    status: varchar('status', { length: 16, enum: ARTICLE_STATUSES }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A category's public list: pinned first, then newest; the keyset (pinned, published_at, id) walks it.
    index('content_articles_list_idx')
      .on(t.category, t.pinned.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('content_articles_ops_idx').on(t.updatedAt, t.id),
    check('content_articles_category_known', oneOf(t.category, ARTICLE_CATEGORIES)),
    check('content_articles_status_known', oneOf(t.status, ARTICLE_STATUSES)),
    check('content_articles_paragraphs', sql`cardinality(${t.paragraphs}) between 1 and ${sql.raw(String(ARTICLE_PARAGRAPHS_MAX))}`),
    check('content_articles_published_at', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/** Who read which article (a read mark; the notices' unread counts). */
export const articleReads = pgTable(
  'content_article_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'content_article_reads_pk', columns: [t.userId, t.articleId] })],
);

/**
 * Service hotlines. `seed_code` names a reference line (content.seed.ts inserts the missing ones on
 * every start and never overwrites an operator's change); `deleted_at` keeps a removed reference
 * line removed across restarts. Scope rules as in the contract's HotlineDraft.
 */
export const hotlines = pgTable(
  'content_hotlines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seedCode: varchar('seed_code', { length: 40 }),
    scope: varchar('scope', { length: 16, enum: HOTLINE_SCOPES }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }),
    roadCode: varchar('road_code', { length: 8 }),
    roadName: varchar('road_name', { length: 30 }),
    name: varchar('name', { length: 40 }).notNull(),
    phones: text('phones').array().notNull(),
    services: text('services').array().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(100),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_hotlines_seed_code_unique').on(t.seedCode),
    index('content_hotlines_province_idx').on(t.provinceCode, t.scope, t.sort).where(sql`${t.deletedAt} is null`),
    index('content_hotlines_road_idx').on(t.roadCode, t.sort).where(sql`${t.deletedAt} is null`),
    check('content_hotlines_scope_known', oneOf(t.scope, HOTLINE_SCOPES)),
    check('content_hotlines_services_known', sql`cardinality(${t.services}) >= 1 and ${allOf(t.services, HOTLINE_SERVICES)}`),
    check('content_hotlines_phones', sql`cardinality(${t.phones}) between 1 and 5`),
    check('content_hotlines_province_code', sql`${t.provinceCode} is null or ${t.provinceCode} ~ '^[0-9]{2}0000$'`),
    check('content_hotlines_national', sql`${t.scope} <> 'national' or (${t.provinceCode} is null and ${t.roadCode} is null)`),
    check('content_hotlines_province', sql`${t.scope} <> 'province' or (${t.provinceCode} is not null and ${t.roadCode} is null)`),
    check('content_hotlines_highway', sql`(${t.scope} = 'highway') = (${t.roadCode} is not null and ${t.roadName} is not null)`),
  ],
);

/**
 * What a user keeps (favourites): one row per user and item. `item_id` names a row of the kind's
 * own table (goods_sources, circle_posts, content_articles), so it has no foreign key; the title
 * lines are kept as they were when collected, so an item that is gone still reads as what it was.
 */
export const collects = pgTable(
  'content_collects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: COLLECT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 120 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_collects_once').on(t.userId, t.kind, t.itemId),
    // The list, newest first, all kinds or one: keyset (created_at, id).
    index('content_collects_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('content_collects_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc(), t.id.desc()),
    check('content_collects_kind_known', oneOf(t.kind, COLLECT_KINDS)),
  ],
);
