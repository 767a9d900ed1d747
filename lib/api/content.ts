import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { mutate } from 'swr';
import type { z } from 'zod';
import { SERVICE_PREFIX, endpoints, type ArticleCategory, type ArticleStatus, type CollectKind, type DataOf, type Page } from '../contract';
import { ApiError, apiKey, apiUrl, download, request, upload, useApi, Intent } from '../http';
import { useCursorPages } from './cursor';

/**
 * Content the platform publishes and what users keep (lib/contract/content.ts, docs/content.md):
 * news, notices and logistics notices with read marks; hotlines by province and by highway;
 * favourites (collect) of goods sources, circle posts and articles; and the operators'
 * publishing of articles and hotlines. Every change takes the screen's intention (one
 * Idempotency-Key per tap).
 */

const c = endpoints.content;
const ARTICLE_PAGE_SIZE = 20;
const OPS_PAGE_SIZE = 20;
const LIST_KEY = apiKey(c.articleList, {})?.[0];
const UNREAD_KEY = apiKey(c.unreadCounts, {})?.[0];

export type ArticleSummaryInfo = DataOf<typeof c.articleList>['records'][number];
export type ArticleInfo = DataOf<typeof c.articleDetail>;
export type UnreadCountsInfo = DataOf<typeof c.unreadCounts>;
export type HotlineInfo = DataOf<typeof c.hotlineList>[number];
export type HotlineProvinceInfo = DataOf<typeof c.hotlineProvinces>[number];
export type HotlineRoadInfo = DataOf<typeof c.hotlineRoads>[number];
export type CollectItemInfo = DataOf<typeof c.collectList>['records'][number];
export type ArticleDraftInput = z.input<NonNullable<typeof c.createArticle.body>>;
export type HotlineDraftInput = z.input<NonNullable<typeof c.createHotline.body>>;

/** Reads every content call again whose path starts with `prefix` (after a change). */
function refresh(prefix: string) {
  const full = `/app/api/content/${prefix}`;
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(full));
}

// ---- articles -----------------------------------------------------------------------------------

/** Published articles of a category meant for the caller: pinned first, then newest, page by page. */
export function useArticles(category: ArticleCategory) {
  return useCursorPages(c.articleList, { category }, (answer) => answer.records, ARTICLE_PAGE_SIZE);
}

/** One article with its body; reading it while signed in leaves the read mark (the lists and counts are read again). */
export function useArticle(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(c.articleDetail, id ? { params: { id } } : null, {
    // Signed in (read is not null): the lists' marks and the unread counts changed; the detail itself did not.
    onSuccess: (article) => {
      if (article.read !== null) void mutate((key) => Array.isArray(key) && (key[0] === LIST_KEY || key[0] === UNREAD_KEY));
    },
  });
  return { article: data, error, mutate: revalidate };
}

/** The caller's unread notices and logistics notices; null (a tourist) reads nothing. */
export function useUnreadCounts(signedIn: boolean) {
  const { data, error, mutate: revalidate } = useApi(c.unreadCounts, signedIn ? {} : null);
  return { unread: data, error, mutate: revalidate };
}

/** Marks every article of a category as read. */
export async function markAllRead(category: ArticleCategory, intent?: Intent) {
  const counts = await request(c.markAllRead, { body: { category }, intent });
  await refresh('articles');
  return counts;
}

/** The public cover call's URLs begin so (no token: an <img src> shows them, tourists too). */
const PUBLIC_COVER = SERVICE_PREFIX[c.cover.service] + c.cover.path.slice(0, c.cover.path.indexOf(':'));

/** Where an <img> can show a cover from by itself (a public cover), or null when it needs the session. */
export function publicCoverSrc(url: string): string | null {
  return url.startsWith(PUBLIC_COVER) ? apiUrl(url) : null;
}

/**
 * A cover behind the file call as an object URL to show (the caller frees it): that URL needs the
 * session's authorization, which an <img src> cannot send. A tourist's read is refused.
 */
export async function articleCoverObjectUrl(url: string): Promise<string> {
  return URL.createObjectURL(await download(url));
}

// ---- hotlines ----------------------------------------------------------------------------------

/** The provinces that have hotlines. */
export function useHotlineProvinces() {
  const { data, error, mutate: revalidate } = useApi(c.hotlineProvinces, {});
  return { provinces: data, error, mutate: revalidate };
}

/** The highways that have hotlines, in one province when given. */
export function useHotlineRoads(provinceCode: string | undefined) {
  const { data, error, mutate: revalidate } = useApi(c.hotlineRoads, { query: provinceCode ? { provinceCode } : {} });
  return { roads: data, error, mutate: revalidate };
}

/** Hotlines: the national ones, then a province's and its highways', or one road's; null reads nothing. */
export function useHotlines(filter: { provinceCode?: string; roadCode?: string } | null) {
  const { data, error, mutate: revalidate } = useApi(c.hotlineList, filter ? { query: filter } : null);
  return { hotlines: data, error, mutate: revalidate };
}

// ---- favourites --------------------------------------------------------------------------------

/** The caller's kept items of a kind (all kinds without one), newest first, page by page. */
export function useCollectList(kind: CollectKind | undefined) {
  return useCursorPages(c.collectList, kind ? { kind } : {}, (answer) => answer.records);
}

/** Keeps an item. */
export async function collect(kind: CollectKind, itemId: number, intent?: Intent) {
  const kept = await request(c.collectAdd, { body: { kind, itemId }, intent });
  await refresh('collect');
  return kept;
}

/** Stops keeping an item. */
export async function uncollect(kind: CollectKind, itemId: number, intent?: Intent) {
  const state = await request(c.collectRemove, { body: { kind, itemId }, intent });
  await refresh('collect');
  return state;
}

/**
 * The 收藏 button of an item's screen (goods detail, an article, a circle post): whether the
 * caller keeps it and a toggle that sends one intention per tap. `itemId` null (or a tourist:
 * `signedIn` false) reads nothing.
 */
export function useCollect(kind: CollectKind, itemId: number | null, signedIn = true) {
  const { data, error, mutate: revalidate } = useApi(c.collectState, itemId && signedIn ? { query: { kind, itemId } } : null);
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    if (!itemId || !data || pending) return;
    setPending(true);
    try {
      const intent = new Intent();
      await (data.collected ? uncollect(kind, itemId, intent) : collect(kind, itemId, intent));
    } catch (failure) {
      // Kept already (409) or not kept any more (404), e.g. from another device: the state is what
      // the tap wanted, so read it again instead of reporting a failure.
      const settled = failure instanceof ApiError && (failure.status === 409 || failure.status === 404);
      if (!settled) throw failure;
      await refresh('collect');
    } finally {
      await revalidate();
      setPending(false);
    }
  };
  return { collected: data?.collected, error, pending, toggle };
}

// ---- operators' publishing --------------------------------------------------------------------------

/** Uploads an article's cover image (the hardened upload: re-encoded, size-capped); `onProgress` gets 0-100. */
export function uploadArticleCover(file: File, onProgress?: (percent: number) => void) {
  return upload(endpoints.identity.upload, file, { onProgress: onProgress && ((progress) => onProgress(progress.fraction * 100)) });
}

/** Every article of a category and status (operator), newest change first, page by page. */
export function useOpsArticles(filter: { category?: ArticleCategory; status?: ArticleStatus }) {
  return useSWRInfinite<Page<ArticleInfo>>(
    (index: number, previous: Page<ArticleInfo> | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(c.opsArticleList, { query: { ...filter, current: index + 1, size: OPS_PAGE_SIZE } });
    },
    ([, args]: readonly [string, object]) => request(c.opsArticleList, args as never),
  );
}

/** One article of any status (operator); null reads nothing. */
export function useOpsArticle(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(c.opsArticleDetail, id ? { params: { id } } : null);
  return { article: data, error, mutate: revalidate };
}

/** Writes an article (published at once unless `publish` is false). */
export async function createArticle(draft: ArticleDraftInput, intent?: Intent) {
  const article = await request(c.createArticle, { body: draft, intent });
  await refresh('');
  return article;
}

/** Changes an article. */
export async function updateArticle(id: number, draft: ArticleDraftInput, intent?: Intent) {
  const article = await request(c.updateArticle, { params: { id }, body: draft, intent });
  await refresh('');
  return article;
}

/** Publishes or withdraws an article. */
export async function setArticleStatus(id: number, status: ArticleStatus, intent?: Intent) {
  const article = await request(c.setArticleStatus, { params: { id }, body: { status }, intent });
  await refresh('');
  return article;
}

/** Pins an article to the head of its list, or unpins it. */
export async function pinArticle(id: number, pinned: boolean, intent?: Intent) {
  const article = await request(c.pinArticle, { params: { id }, body: { pinned }, intent });
  await refresh('');
  return article;
}

/** Adds a hotline. */
export async function createHotline(draft: HotlineDraftInput, intent?: Intent) {
  const line = await request(c.createHotline, { body: draft, intent });
  await refresh('hotlines');
  return line;
}

/** Changes a hotline. */
export async function updateHotline(id: number, draft: HotlineDraftInput, intent?: Intent) {
  const line = await request(c.updateHotline, { params: { id }, body: draft, intent });
  await refresh('hotlines');
  return line;
}

/** Removes a hotline. */
export async function deleteHotline(id: number, intent?: Intent) {
  const line = await request(c.deleteHotline, { params: { id }, intent });
  await refresh('hotlines');
  return line;
}
