import { accountOfToken, bearerToken } from './account';

/**
 * The stored API answers (Cache Storage `tf-api-v2`) that the service worker gives when the
 * network does not answer (service-worker/apiCache.ts), filed by account. Shared with the page,
 * which deletes a person's answers when they sign out (lib/offline/forget.ts).
 *
 * - key: the request URL plus `__tf_who=<account>`: one account never reads another's answer;
 * - kept KEEP_MS (7 days, as long as a queued field action may wait); older answers are not given;
 * - at most MAX_PER_ACCOUNT answers per account, the oldest dropped first: one busy person on a
 *   shared kiosk does not push out everyone else's offline copy.
 */
export const API_CACHE = 'tf-api-v2';
/** Older versions of the cache, deleted on activation (v1 evicted by count across all users). */
export const OLD_API_CACHES = /^tf-api-v(?!2$)\d+$/;
export const KEEP_MS = 7 * 24 * 3600 * 1000;
export const MAX_PER_ACCOUNT = 60;
export const STORED_AT = 'X-TF-Stored-At';
const WHO = '__tf_who';
/** Requests without any token (a first launch before the device token): filed together. */
const NOBODY = 'nobody';

/** Whose request it is: the account of its user token, else of its logistics token. */
export function accountOfRequest(request: Request): string {
  const token = bearerToken(request.headers.get('Authorization')) ?? bearerToken(request.headers.get('Logistics-Authorization'));
  return accountOfToken(token) ?? NOBODY;
}

/** The cache key of a request: its URL plus whose answer it is. */
export function keyOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set(WHO, accountOfRequest(request));
  return url.href;
}

const accountOfKey = (key: string) => new URL(key).searchParams.get(WHO);

/**
 * Where answers are kept and how many: one cache, a key per request, and a cap per group of keys
 * (the oldest of a group dropped first). The personal reads use `accountShelf`; answers that are
 * the same for everyone (the brigade catalogue, lib/offline/brigadeStore.ts) use a shelf whose
 * keys name nobody.
 */
export interface AnswerShelf {
  cacheName: string;
  keyOf(request: Request): string;
  /** The group a stored key counts in for `maxPerGroup`. */
  groupOf(key: string): string | null;
  maxPerGroup: number;
}

/** Personal reads: filed and capped per account. */
export const accountShelf: AnswerShelf = { cacheName: API_CACHE, keyOf, groupOf: accountOfKey, maxPerGroup: MAX_PER_ACCOUNT };

/** The stored answer of a request, if kept and not older than KEEP_MS. */
export async function storedAnswer(request: Request, now = Date.now(), shelf: AnswerShelf = accountShelf): Promise<Response | undefined> {
  const cache = await caches.open(shelf.cacheName);
  const key = shelf.keyOf(request);
  const stored = await cache.match(key);
  if (!stored) return undefined;
  const at = Date.parse(stored.headers.get(STORED_AT) ?? '');
  if (!(now - at < KEEP_MS)) {
    await cache.delete(key);
    return undefined;
  }
  return stored;
}

/** Keeps an answer for its request's account (its group on `shelf`), then drops that group's oldest beyond the cap. */
export async function storeAnswer(request: Request, response: Response, now = Date.now(), shelf: AnswerShelf = accountShelf): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date(now).toISOString());
  const copy = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  const key = shelf.keyOf(request);
  const group = shelf.groupOf(key);
  const cache = await caches.open(shelf.cacheName);
  await cache.delete(key);
  await cache.put(key, copy);
  // Keys come back in insertion order (a re-stored answer moves to the end): the oldest first.
  const mine = (await cache.keys()).filter((r) => shelf.groupOf(r.url) === group);
  await Promise.all(mine.slice(0, Math.max(0, mine.length - shelf.maxPerGroup)).map((old) => cache.delete(old)));
}

/** Deletes every stored answer of `account` (sign-out). */
export async function forgetAnswersOf(account: string): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(API_CACHE);
  const theirs = (await cache.keys()).filter((r) => accountOfKey(r.url) === account);
  await Promise.all(theirs.map((r) => cache.delete(r)));
  return theirs.length;
}
