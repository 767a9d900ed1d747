import { STORED_AT, type AnswerShelf } from './apiStore';

/**
 * The brigade shop's offline catalogue (issue 19: "patchy highway coverage"), kept by the service
 * worker (service-worker/brigadeCache.ts) after one visit:
 *
 * - catalogue answers (categories, product lists, details) in `tf-brigade-catalogue-v1`, keyed by
 *   URL alone: they are the same for everyone (public calls; nothing of the buyer in them), so a
 *   tourist's visit serves the signed-in buyer too and sign-out has nothing to forget here. At most
 *   MAX_CATALOGUE_ANSWERS, the oldest dropped first; older than KEEP_MS (apiStore.ts) they are not given;
 * - catalogue pictures in `tf-brigade-pictures-v1`, within PICTURE_BUDGET_BYTES: storing one past
 *   the budget drops the oldest stored pictures first.
 *
 * The buyer's travellers, orders and passes are never put here (personal: per account or not kept).
 */
export const BRIGADE_CATALOGUE_CACHE = 'tf-brigade-catalogue-v1';
export const BRIGADE_PICTURE_CACHE = 'tf-brigade-pictures-v1';
export const MAX_CATALOGUE_ANSWERS = 150;
/** What the pictures may take on the phone; a picture larger than a fifth of it is not kept at all. */
export const PICTURE_BUDGET_BYTES = 25 * 1024 * 1024;
const PICTURE_MAX_BYTES = PICTURE_BUDGET_BYTES / 5;
const SIZE = 'X-TF-Size';
const SHARED = 'catalogue';

/** The key of a catalogue read: its URL without a fragment (the same for every caller). */
function catalogueKeyOf(request: Request): string {
  const url = new URL(request.url);
  url.hash = '';
  return url.href;
}

/** The catalogue answers: one group for everyone. */
export const catalogueShelf: AnswerShelf = {
  cacheName: BRIGADE_CATALOGUE_CACHE,
  keyOf: catalogueKeyOf,
  groupOf: () => SHARED,
  maxPerGroup: MAX_CATALOGUE_ANSWERS,
};

/** A stored picture of `request`, if kept (pictures never change under their file id). */
export async function storedPicture(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(BRIGADE_PICTURE_CACHE);
  return cache.match(catalogueKeyOf(request));
}

interface Kept {
  key: string;
  size: number;
  at: number;
}

/** Every stored picture with its size and when it was stored, the oldest first. */
async function keptPictures(cache: Cache): Promise<Kept[]> {
  const keys = await cache.keys();
  const kept = await Promise.all(
    keys.map(async (request) => {
      const stored = await cache.match(request);
      return {
        key: request.url,
        size: Number(stored?.headers.get(SIZE) ?? 0),
        at: Date.parse(stored?.headers.get(STORED_AT) ?? '') || 0,
      };
    }),
  );
  return kept.sort((a, b) => a.at - b.at);
}

/**
 * Keeps a picture, then drops the oldest stored pictures until all fit PICTURE_BUDGET_BYTES.
 * Answers whether it was kept (a picture over a fifth of the budget is not: it would push out
 * a whole page of covers).
 */
export async function storePicture(request: Request, response: Response, now = Date.now()): Promise<boolean> {
  const body = await response.blob();
  if (body.size > PICTURE_MAX_BYTES) return false;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date(now).toISOString());
  headers.set(SIZE, String(body.size));
  const cache = await caches.open(BRIGADE_PICTURE_CACHE);
  await cache.put(catalogueKeyOf(request), new Response(body, { status: response.status, statusText: response.statusText, headers }));
  const kept = await keptPictures(cache);
  let total = kept.reduce((sum, picture) => sum + picture.size, 0);
  const dropped: string[] = [];
  for (const picture of kept) {
    if (total <= PICTURE_BUDGET_BYTES) break;
    total -= picture.size;
    dropped.push(picture.key);
  }
  await Promise.all(dropped.map((key) => cache.delete(key)));
  return true;
}
