import type { z } from 'zod';
import {
  FREIGHT_ROLES,
  SERVICE_PREFIX,
  UNREAD_CATEGORIES,
  endpoints,
  fillPath,
  type Article,
  type ArticleCategory,
  type ArticleDraft,
  type ArticleListQuery,
  type ArticleStatus,
  type ArticleSummary,
  type OpsArticleQuery,
  type UnreadCounts,
} from '@/lib/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { fileUrl, registerFileReadRule } from '../identity/file.service';
import type { PublicFileLookup } from '../identity/public-file';
import { findFile } from '../identity/identity.repository';
import { readerOf, requireContentOperator, type Reader } from './content.access';
import { cursorPage, decodeCursor } from '../../http/cursor';
import {
  articlePage,
  articlesForOps,
  countUnread,
  findCoverForEveryone,
  findArticle,
  insertArticle,
  isPublishedCover,
  markArticleRead,
  markCategoryRead,
  readArticleIds,
  readableArticles,
  updateArticleRow,
  type ArticleRow,
} from './content.repository';
import { articles } from './content.table';

/*
 * News, notices and logistics notices (docs/content.md "Articles"): written by an operator, read by
 * everyone they are meant for, newest first by cursor, with a read mark per signed-in reader.
 */

// A published article's cover is shown to everyone signed in (the file stays the operator's upload);
// one for everyone is public besides (coverUrlOf).
registerFileReadRule((db, fileId) => isPublishedCover(db, fileId));

const readableBy = (reader: Reader) => readableArticles(reader.identities, reader.operator);

const coverCall = endpoints.content.cover;

/**
 * Where a cover is read: the public cover call when everyone may read the article (published, no
 * audience: tourists and shared links show it too); otherwise the file call, for the signed-in
 * audience (the read rule above) and the operators editing a draft.
 */
function coverUrlOf(row: ArticleRow, fileId: string): string {
  return row.status === 'published' && row.audience.length === 0 ? SERVICE_PREFIX[coverCall.service] + fillPath(coverCall.path, { fileId }) : fileUrl(fileId);
}

/** The public cover call's file (mountPublicPicture): a cover of a published article for everyone. */
export const findPublicCover: PublicFileLookup = (deps, fileId) => findCoverForEveryone(deps.db, fileId);

function toSummary(row: ArticleRow, read: boolean | null): ArticleSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverFileId ? coverUrlOf(row, row.coverFileId) : null,
    pinned: row.pinned,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    read,
  };
}

function toArticle(row: ArticleRow, read: boolean | null): Article {
  return {
    ...toSummary(row, read),
    paragraphs: row.paragraphs,
    coverFileId: row.coverFileId,
    audience: row.audience as Article['audience'],
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A category's published articles meant for the caller: pinned first, then newest, by cursor. */
export async function articleList(deps: AppDeps, principal: Principal | null, query: z.output<typeof ArticleListQuery>) {
  const reader = readerOf(principal);
  const after = query.cursor ? decodeCursor(query.cursor, ['flag', 'ms', 'id'], 'content.badCursor') : null;
  const rows = await articlePage(deps.db, query.category, readableBy(reader), after, query.size + 1);
  const read = reader.userId === null ? null : await readArticleIds(deps.db, reader.userId, rows.map((row) => row.id));
  return cursorPage(
    rows,
    query.size,
    (row) => [row.pinned ? 1 : 0, row.publishedAt!.getTime(), row.id],
    (row) => toSummary(row, read === null ? null : read.has(row.id)),
  );
}

/**
 * One published article meant for the caller, else 404 (withdrawn, someone else's audience, no
 * such id: the same answer). A signed-in reader's read mark is left here: opening it is reading it.
 */
export async function articleDetail(deps: AppDeps, principal: Principal | null, id: number): Promise<Article> {
  const reader = readerOf(principal);
  const row = await findArticle(deps.db, id, readableBy(reader));
  if (!row) throw notFound('content.articleNotFound');
  if (reader.userId !== null) await markArticleRead(deps.db, reader.userId, row.id, nowDate());
  return toArticle(row, reader.userId === null ? null : true);
}

async function unreadOf(db: Executor, reader: Reader & { userId: number }): Promise<UnreadCounts> {
  const [notice, logisticsNotice] = await Promise.all(UNREAD_CATEGORIES.map((category) => countUnread(db, reader.userId, category, readableBy(reader))));
  return { notice, logisticsNotice };
}

/** How many notices and logistics notices meant for the caller they have not read. */
export async function unreadCounts(deps: AppDeps, principal: Principal | null): Promise<UnreadCounts> {
  const { userId } = requireSignedIn(principal);
  return unreadOf(deps.db, { ...readerOf(principal), userId });
}

/** Marks every article of a category meant for the caller read; answers the counts after. */
export async function markAllRead(deps: AppDeps, principal: Principal | null, category: ArticleCategory): Promise<UnreadCounts> {
  const { userId } = requireSignedIn(principal);
  const reader = { ...readerOf(principal), userId };
  await markCategoryRead(deps.db, userId, category, readableBy(reader), nowDate());
  return unreadOf(deps.db, reader);
}

// ---- The operator's calls ----

/** Articles of every status (operator). */
export async function opsArticleList(deps: AppDeps, principal: Principal | null, query: z.output<typeof OpsArticleQuery>) {
  requireContentOperator(principal);
  const where = and(query.category ? eq(articles.category, query.category) : undefined, query.status ? eq(articles.status, query.status) : undefined);
  const { rows, total } = await articlesForOps(deps.db, where, query.size, pageOffset(query.current, query.size));
  return toPage(
    rows.map((row) => toArticle(row, null)),
    total,
    query.current,
    query.size,
  );
}

async function existingArticle(db: Executor, id: number): Promise<ArticleRow> {
  const row = await findArticle(db, id);
  if (!row) throw notFound('content.articleNotFound');
  return row;
}

/** One article of any status (operator). */
export async function opsArticleDetail(deps: AppDeps, principal: Principal | null, id: number): Promise<Article> {
  requireContentOperator(principal);
  return toArticle(await existingArticle(deps.db, id), null);
}

/**
 * The columns of a draft. A cover must be a stored file (an upload: the operator's own, usually);
 * a logistics notice with no audience is for the freight roles.
 */
async function draftColumns(db: Executor, draft: z.output<typeof ArticleDraft>) {
  if (draft.coverFileId !== null && !(await findFile(db, draft.coverFileId))) throw badField('coverFileId', 'content.coverNotFound');
  const audience = draft.audience.length === 0 && draft.category === 'logisticsNotice' ? [...FREIGHT_ROLES] : [...new Set(draft.audience)];
  return {
    category: draft.category,
    title: draft.title,
    summary: draft.summary,
    paragraphs: draft.paragraphs,
    coverFileId: draft.coverFileId,
    audience,
    pinned: draft.pinned,
  };
}

/** The status columns of publishing or withdrawing: the first publication's time is kept. */
function statusColumns(status: ArticleStatus, current: ArticleRow | null, at: Date) {
  return { status, publishedAt: status === 'published' ? (current?.publishedAt ?? at) : (current?.publishedAt ?? null) };
}

/** Writes an article, published at once unless `publish` is false (operator). */
export async function createArticle(deps: AppDeps, principal: Principal | null, draft: z.output<typeof ArticleDraft>): Promise<Article> {
  const { userId } = requireContentOperator(principal);
  const at = nowDate();
  const row = await insertArticle(deps.db, {
    ...(await draftColumns(deps.db, draft)),
    ...statusColumns(draft.publish ? 'published' : 'withdrawn', null, at),
    createdBy: userId,
    updatedBy: userId,
    createdAt: at,
    updatedAt: at,
  });
  return toArticle(row, null);
}

/** Changes an article; `publish` sets its status too (operator). */
export async function updateArticle(deps: AppDeps, principal: Principal | null, id: number, draft: z.output<typeof ArticleDraft>): Promise<Article> {
  const { userId } = requireContentOperator(principal);
  const current = await existingArticle(deps.db, id);
  const at = nowDate();
  const row = await updateArticleRow(deps.db, id, {
    ...(await draftColumns(deps.db, draft)),
    ...statusColumns(draft.publish ? 'published' : 'withdrawn', current, at),
    updatedBy: userId,
    updatedAt: at,
  });
  return toArticle(row!, null);
}

/** Publishes or withdraws an article (operator); setting the status it has changes nothing. */
export async function setArticleStatus(deps: AppDeps, principal: Principal | null, id: number, status: ArticleStatus): Promise<Article> {
  const { userId } = requireContentOperator(principal);
  const current = await existingArticle(deps.db, id);
  if (current.status === status) return toArticle(current, null);
  const at = nowDate();
  const row = await updateArticleRow(deps.db, id, { ...statusColumns(status, current, at), updatedBy: userId, updatedAt: at });
  return toArticle(row!, null);
}

/** Pins an article to the head of its list, or unpins it (operator). */
export async function pinArticle(deps: AppDeps, principal: Principal | null, id: number, pinned: boolean): Promise<Article> {
  const { userId } = requireContentOperator(principal);
  const current = await existingArticle(deps.db, id);
  if (current.pinned === pinned) return toArticle(current, null);
  const row = await updateArticleRow(deps.db, id, { pinned, updatedBy: userId, updatedAt: nowDate() });
  return toArticle(row!, null);
}
