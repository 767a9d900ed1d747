import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { endpoints, type CIRCLE_QUEUE_KINDS, type CircleReportReason, type ContentAddRequest, type DataOf, type Page } from '../contract';
import { apiKey, apiUrl, download, endpointUrl, request, upload, useApi, type Intent } from '../http';
import { useCursorPages } from './cursor';

/**
 * The toll-station circles (lib/contract/circle.ts, docs/community.md): stations and their feeds,
 * a post with its comments, my posts, and the operators' moderation. Every change takes the
 * screen's intention (one Idempotency-Key per tap). Feeds are cursor paged (lib/api/cursor.ts).
 *
 * Comment add and browseRecord go form-encoded, as the spec says (their endpoints' `formEncoded`).
 */

const c = endpoints.circle;

export type CircleStationInfo = DataOf<typeof c.stations>[number];
export type CirclePostInfo = DataOf<typeof c.feed>['records'][number];
export type CircleCommentInfo = DataOf<typeof c.detail>['comments']['records'][number];
export type CircleDetailInfo = DataOf<typeof c.detail>;
export type MyCirclePostInfo = DataOf<typeof c.myActivity>['records'][number];
export type ModerationItemInfo = DataOf<typeof c.moderationQueue>['records'][number];
export type CirclePhotoInfo = CirclePostInfo['photos'][number];
export type ModerationQueueKind = (typeof CIRCLE_QUEUE_KINDS)[number];

const FEED_PAGE_SIZE = 10;
const COMMENT_PAGE_SIZE = 20;
const MODERATION_PAGE_SIZE = 10;

/** Reads every cached single circle read again (stations, details); lists refresh through their own loaders. */
function refreshCircleReads() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/toll/'));
}

/** Where a post's photo is shown from (the server's public photo call for visible posts). */
export function circlePhotoUrl(photo: CirclePhotoInfo): string {
  return apiUrl(photo.url);
}

/**
 * A hidden post's photo for its author or an operator, as an object URL (free it when done): the
 * public photo call serves visible posts only, so it is read with the session from the uploaded
 * file itself, which its owner and the operators may read.
 */
export async function hiddenPhotoObjectUrl(photo: CirclePhotoInfo): Promise<string> {
  return URL.createObjectURL(await download(endpointUrl(endpoints.identity.file, { params: { fileId: photo.fileId } })));
}

// ---- reads -------------------------------------------------------------------------------------

/**
 * The toll stations with their circles: nearest first when the phone's position is known (the
 * request layer sends it), otherwise the liveliest first. `keyword` filters by name or expressway.
 */
export function useCircleStations(keyword = '') {
  const trimmed = keyword.trim();
  const { data, error, mutate: revalidate } = useApi(c.stations, { query: trimmed ? { keyword: trimmed } : {} });
  return { stations: data, error, mutate: revalidate };
}

/** A station's posts, newest first, page by page (null: none chosen yet). */
export function useCircleFeed(orgId: number | null) {
  return useCursorPages(c.feed, orgId ? { orgId } : null, (answer) => answer.records, FEED_PAGE_SIZE);
}

/**
 * One post with its comments, oldest first, page by page (the first page comes with the post and
 * its latest likers; each next one from the previous page's comment cursor). Null reads nothing.
 */
export function useCirclePost(infoId: number | null) {
  const pages = useSWRInfinite<CircleDetailInfo>(
    (index: number, previous: CircleDetailInfo | null) => {
      if (infoId === null) return null;
      if (previous && previous.comments.nextCursor === null) return null;
      const from = index > 0 && previous ? { commentCursor: previous.comments.nextCursor as string } : {};
      return apiKey(c.detail, { params: { infoId }, query: { commentSize: COMMENT_PAGE_SIZE, ...from } });
    },
    ([, args]: readonly [string, object]) => request(c.detail, args as never),
  );
  const first = pages.data?.[0];
  const last = pages.data?.[pages.data.length - 1];
  return {
    detail: first,
    comments: pages.data?.flatMap((page) => page.comments.records) ?? [],
    moreComments: last ? last.comments.nextCursor !== null : false,
    loadingMore: pages.isValidating && pages.data !== undefined && pages.data.length < pages.size,
    loadMoreComments: () => pages.setSize(pages.size + 1),
    error: pages.error as unknown,
    mutate: () => pages.mutate(),
  };
}

/** The caller's posts with what they received (hidden ones with the reason), newest first, page by page. */
export function useMyCircles() {
  return useCursorPages(c.myActivity, {}, (answer) => answer.records, FEED_PAGE_SIZE);
}

/** Operators: reported posts (most reported first) or hidden ones, page by page. */
export function useModerationQueue(kind: ModerationQueueKind) {
  return useSWRInfinite<Page<ModerationItemInfo>>(
    (index: number, previous: Page<ModerationItemInfo> | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(c.moderationQueue, { query: { kind, current: index + 1, size: MODERATION_PAGE_SIZE } });
    },
    ([, args]: readonly [string, object]) => request(c.moderationQueue, args as never),
  );
}

// ---- writing -----------------------------------------------------------------------------------

/** Uploads one photo for a post (the hardened upload: re-encoded, size-capped) and answers its file id; `onProgress` gets 0-100. */
export async function uploadCirclePhoto(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const stored = await upload(endpoints.identity.upload, file, {
    onProgress: onProgress && ((progress) => onProgress(progress.fraction * 100)),
  });
  return stored.fileId;
}

/** Posts at a toll station (word filter and rate limit on the server); answers the post. */
export async function publishCirclePost(post: ContentAddRequest, intent?: Intent) {
  const published = await request(c.contentAdd, { body: post, intent });
  await refreshCircleReads();
  return published;
}

/** Comments on a post (word filter and rate limit on the server); answers the comment. */
export function commentOnPost(infoId: number, content: string, intent?: Intent) {
  return request(c.commentAdd, { body: { infoId, content }, intent });
}

/** Counts the caller's view of a post (once per person; the server ignores repeats). */
export function recordPostView(infoId: number) {
  return request(c.browseRecord, { body: { infoId } });
}

/** Likes or takes back the like; answers the post's count and the caller's state. */
export function setPostLiked(infoId: number, liked: boolean, intent?: Intent) {
  return request(liked ? c.like : c.unlike, { body: { infoId }, intent });
}

/** Reports a post to the operators (once per person). */
export function reportPost(infoId: number, reason: CircleReportReason, note: string, intent?: Intent) {
  const trimmed = note.trim();
  return request(c.report, { body: { infoId, reason, ...(trimmed ? { note: trimmed } : {}) }, intent });
}

/** The author deletes their post: gone from every list. */
export async function deleteCirclePost(infoId: number, intent?: Intent) {
  const deleted = await request(c.deleteContent, { params: { infoId }, intent });
  await refreshCircleReads();
  return deleted;
}

/** Operators: hides a post with the reason its author reads. */
export function hideCirclePost(infoId: number, reason: string, intent?: Intent) {
  return request(c.hide, { params: { infoId }, body: { reason }, intent });
}

/** Operators: shows a hidden post again, or keeps a reported one (its reports settled). */
export function restoreCirclePost(infoId: number, intent?: Intent) {
  return request(c.restore, { params: { infoId }, intent });
}
