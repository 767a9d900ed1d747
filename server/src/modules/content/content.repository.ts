import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ArticleCategory, CollectKind, HotlineScope } from '@/lib/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { files } from '../identity/identity.table';
import { articleReads, articles, collects, hotlines } from './content.table';

export type ArticleRow = typeof articles.$inferSelect;
export type HotlineRow = typeof hotlines.$inferSelect;
export type CollectRow = typeof collects.$inferSelect;

/** A text[] literal of the values (bound one by one: both drivers take it the same way). */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Epoch milliseconds as a timestamptz parameter (text: both drivers read it the same way). */
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Descending as the list indexes are built (drizzle's `.desc()` index columns are NULLS LAST, while
 * a plain ORDER BY … DESC is NULLS FIRST): the same order, so the walk reads the index in order.
 */
const newestLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

// ---- Articles ----

/**
 * Published articles a reader may see: audience empty, or one of the reader's identities in it.
 * `everyAudience` (operators) skips the audience.
 */
export function readableArticles(identities: readonly string[], everyAudience: boolean): SQL {
  const published = eq(articles.status, 'published');
  if (everyAudience) return published;
  return and(published, sql`(cardinality(${articles.audience}) = 0 or ${articles.audience} && ${textArray(identities)})`)!;
}

export async function insertArticle(db: Executor, row: typeof articles.$inferInsert): Promise<ArticleRow> {
  const [inserted] = await db.insert(articles).values(row).returning();
  return inserted;
}

export async function updateArticleRow(db: Executor, id: number, set: Partial<typeof articles.$inferInsert>): Promise<ArticleRow | undefined> {
  const [row] = await db.update(articles).set(set).where(eq(articles.id, id)).returning();
  return row;
}

export async function findArticle(db: Executor, id: number, where?: SQL): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), where)).limit(1);
  return row;
}

/**
 * One page of a category's readable articles after `after` (pinned, published ms, id), in the list's
 * order (pinned first, newest first): `limit` rows. A row comparison on the index's columns, so the
 * walk starts at the cursor however deep it is.
 */
export async function articlePage(db: Executor, category: ArticleCategory, readable: SQL, after: readonly number[] | null, limit: number) {
  const position = after
    ? sql`(${articles.pinned}, ${articles.publishedAt}, ${articles.id}) < (${after[0] === 1}::boolean, ${instant(after[1])}, ${after[2]}::int)`
    : undefined;
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.category, category), readable, position))
    .orderBy(newestLast(articles.pinned), newestLast(articles.publishedAt), newestLast(articles.id))
    .limit(limit);
}

/** The operator's list: every status, newest change first. */
export async function articlesForOps(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: n };
}

/** Which of `articleIds` the user has read. */
export async function readArticleIds(db: Executor, userId: number, articleIds: number[]): Promise<Set<number>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: articleReads.articleId })
    .from(articleReads)
    .where(and(eq(articleReads.userId, userId), inArray(articleReads.articleId, articleIds)));
  return new Set(rows.map((row) => row.id));
}

/** Leaves the user's read mark on an article (once: a second read changes nothing). */
export async function markArticleRead(db: Executor, userId: number, articleId: number, at: Date): Promise<void> {
  await db.insert(articleReads).values({ userId, articleId, readAt: at }).onConflictDoNothing();
}

/** Marks every readable article of a category read for the user, in one statement. */
export async function markCategoryRead(db: Executor, userId: number, category: ArticleCategory, readable: SQL, at: Date): Promise<void> {
  await db
    .insert(articleReads)
    .select(
      db
        .select({ userId: sql<number>`${userId}::int`.as('user_id'), articleId: articles.id, readAt: sql<Date>`${at.toISOString()}::timestamptz`.as('read_at') })
        .from(articles)
        .where(and(eq(articles.category, category), readable)),
    )
    .onConflictDoNothing();
}

/** Readable articles of a category the user has not read. */
export async function countUnread(db: Executor, userId: number, category: ArticleCategory, readable: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .leftJoin(articleReads, and(eq(articleReads.articleId, articles.id), eq(articleReads.userId, userId)))
    .where(and(eq(articles.category, category), readable, isNull(articleReads.userId)));
  return row.n;
}

/** Whether a file is the cover of a published article (then anyone signed in may read it). */
/** The stored file of a cover everyone may see: of a published article for everyone (no audience). */
export async function findCoverForEveryone(db: Executor, fileId: string): Promise<{ storageKey: string } | undefined> {
  const [row] = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), sql`exists (select 1 from ${articles} where ${articles.coverFileId} = ${fileId} and ${articles.status} = 'published' and cardinality(${articles.audience}) = 0)`))
    .limit(1);
  return row;
}

/** Whether `fileId` is the cover of a published article (of any audience). */
export async function isPublishedCover(db: Executor, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.coverFileId, fileId), eq(articles.status, 'published')))
    .limit(1);
  return row !== undefined;
}

// ---- Hotlines ----

const live = isNull(hotlines.deletedAt);
/** National lines first, then province, then highway; each by sort, then road, then id. */
const SCOPE_ORDER = sql`case ${hotlines.scope} when 'national' then 0 when 'province' then 1 else 2 end`;

/** The most lines one list answers: reference data, a few hundred at most. */
const HOTLINE_LIST_LIMIT = 500;

/** Roads in number order: G3 before G15 (by length, then text: codes are a letter and digits). */
const ROAD_ORDER = [sql`length(${hotlines.roadCode})`, asc(hotlines.roadCode)];

export async function hotlineRows(db: Executor, where: SQL | undefined): Promise<HotlineRow[]> {
  return db
    .select()
    .from(hotlines)
    .where(and(live, where))
    .orderBy(SCOPE_ORDER, asc(hotlines.provinceCode), ...ROAD_ORDER, asc(hotlines.sort), asc(hotlines.id))
    .limit(HOTLINE_LIST_LIMIT);
}

/** `services` holds `service`. */
export const answers = (service: string) => sql`${service} = any(${hotlines.services})`;

/** Provinces with live lines (province lines and highway lines in them), with how many. */
export async function hotlineProvinceCounts(db: Executor) {
  return db
    .select({ provinceCode: sql<string>`${hotlines.provinceCode}`, lines: count() })
    .from(hotlines)
    .where(and(live, sql`${hotlines.provinceCode} is not null`))
    .groupBy(hotlines.provinceCode)
    .orderBy(asc(hotlines.provinceCode));
}

/** Roads with live lines (in one province and the whole-road ones, when given), with how many. */
export async function hotlineRoadCounts(db: Executor, provinceCode: string | undefined) {
  const inProvince = provinceCode ? sql`(${hotlines.provinceCode} = ${provinceCode} or ${hotlines.provinceCode} is null)` : undefined;
  return db
    .select({ roadCode: sql<string>`${hotlines.roadCode}`, roadName: sql<string>`min(${hotlines.roadName})`, lines: count() })
    .from(hotlines)
    .where(and(live, eq(hotlines.scope, 'highway' satisfies HotlineScope), inProvince))
    .groupBy(hotlines.roadCode)
    .orderBy(...ROAD_ORDER);
}

export async function insertHotline(db: Executor, row: typeof hotlines.$inferInsert): Promise<HotlineRow> {
  const [inserted] = await db.insert(hotlines).values(row).returning();
  return inserted;
}

/** Inserts the reference lines whose seed code is not there yet (changed or removed ones stay as the operator left them). */
export async function insertMissingHotlines(db: Executor, rows: (typeof hotlines.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(hotlines).values(rows).onConflictDoNothing({ target: hotlines.seedCode });
}

export async function updateHotlineRow(db: Executor, id: number, set: Partial<typeof hotlines.$inferInsert>): Promise<HotlineRow | undefined> {
  const [row] = await db.update(hotlines).set(set).where(and(eq(hotlines.id, id), live)).returning();
  return row;
}

// ---- Favourites ----

/** Keeps an item for the user unless kept already (then undefined). */
export async function insertCollect(db: Executor, row: typeof collects.$inferInsert): Promise<CollectRow | undefined> {
  const [inserted] = await db.insert(collects).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findCollect(db: Executor, userId: number, kind: CollectKind, itemId: number): Promise<CollectRow | undefined> {
  const [row] = await db
    .select()
    .from(collects)
    .where(and(eq(collects.userId, userId), eq(collects.kind, kind), eq(collects.itemId, itemId)))
    .limit(1);
  return row;
}

export async function deleteCollect(db: Executor, userId: number, kind: CollectKind, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(collects)
    .where(and(eq(collects.userId, userId), eq(collects.kind, kind), eq(collects.itemId, itemId)))
    .returning({ id: collects.id });
  return rows.length > 0;
}

/** The user's kept items (of one kind, when given) after `after` (created ms, id), newest first. */
export async function collectPage(db: Executor, userId: number, kind: CollectKind | undefined, after: readonly number[] | null, limit: number) {
  const position = after ? sql`(${collects.createdAt}, ${collects.id}) < (${instant(after[0])}, ${after[1]}::int)` : undefined;
  return db
    .select()
    .from(collects)
    .where(and(eq(collects.userId, userId), kind ? eq(collects.kind, kind) : undefined, position))
    .orderBy(newestLast(collects.createdAt), newestLast(collects.id))
    .limit(limit);
}
