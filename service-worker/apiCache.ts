/**
 * The offline copy of the market lists and a driver's own waybills (issue 5, "patchy highway
 * coverage"). Network first: with a network the answer is fresh; when the network fails or takes
 * longer than NETWORK_WAIT_MS the last stored answer is given at once and the network's answer,
 * when it comes, replaces it for next time (stale-while-revalidate while the signal is poor). The
 * page is told which it got (components/goods/offlineStatus.ts) to show "offline, updated at HH:mm".
 *
 * Answers depend on who asks (masked mobiles for tourists, one's own waybills), so the cache key
 * carries a hash of the request's credentials: one account never reads another's stored answer.
 */

/** The reads kept for offline use: market lists, a driver's and an owner's own lists, and the labels they need. */
const CACHED_API = new RegExp(
  '^/(?:[^?#]*/)?(?:logistics/api/(?:priorityGoods|recommendedForOldDrivers|todaySourceOfGoodsList|nearbySourceOfGoods|' +
    'stationCommerceSourceList|freeTransportInfo|listOfCargoOwner|waybillListOfDriver|vehicleClassification)|' +
    'app/api/dict/cargoType)$',
);
export const API_CACHE = 'tf-api-v1';
/** Older versions of the cache, deleted on activation. */
export const OLD_API_CACHES = /^tf-api-v(?!1$)\d+$/;
const NETWORK_WAIT_MS = 6_000;
const MAX_ENTRIES = 80;
const STORED_AT = 'X-TF-Stored-At';
const MESSAGE = 'tf-api-answer';
/** Success code of the app and logistics envelopes (lib/contract/service.ts SUCCESS_CODE). */
const SUCCESS_CODE = '200';

export interface FetchEventLike {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}
export interface ClientsLike {
  get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
}

/** True for the GET reads this cache keeps. */
export function isCachedApi(request: Request, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && CACHED_API.test(url.pathname);
}

async function credentialHash(request: Request): Promise<string> {
  const who = `${request.headers.get('Authorization') ?? ''}\n${request.headers.get('Logistics-Authorization') ?? ''}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cache key: the URL plus whose answer it is. */
async function keyOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set('__tf_who', await credentialHash(request));
  return url.href;
}

async function store(key: string, response: Response) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date().toISOString());
  const copy = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  const cache = await caches.open(API_CACHE);
  await cache.delete(key);
  await cache.put(key, copy);
  // Keys come back in insertion order: drop the oldest beyond the cap.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((old) => cache.delete(old)));
}

/**
 * A successful answer: HTTP 200 AND the envelope's success code (app and logistics: "200"). The
 * logistics service answers a refused token with HTTP 200 and code "401": that must never be stored.
 */
async function isSuccess(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return String(body.code) === SUCCESS_CODE;
  } catch {
    return false;
  }
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

async function tell(clients: ClientsLike, clientId: string, path: string, fromCache: boolean, storedAt: string) {
  if (!clientId) return;
  const client = await clients.get(clientId);
  client?.postMessage({ type: MESSAGE, path, fromCache, storedAt });
}

/** Answers one cached read: the network when it answers in time, else the stored answer. */
export async function answer(event: FetchEventLike, clients: ClientsLike): Promise<Response> {
  const { request } = event;
  const path = new URL(request.url).pathname;
  const key = await keyOf(request);
  const network = fetch(request.clone()).then(async (response) => {
    const ok = await isSuccess(response);
    // A full store (quota) must not turn a good answer into a failure.
    if (ok) await store(key, response.clone()).catch(() => undefined);
    return { response, ok };
  });
  // The network's answer still refreshes the store after a stored answer was given.
  event.waitUntil(network.catch(() => undefined));

  const first = await Promise.race([network.catch(() => 'failed' as const), timeout(NETWORK_WAIT_MS)]);
  if (typeof first === 'object') {
    if (first.ok) await tell(clients, event.clientId, path, false, new Date().toISOString());
    return first.response;
  }
  const stored = await (await caches.open(API_CACHE)).match(key);
  if (stored) {
    await tell(clients, event.clientId, path, true, stored.headers.get(STORED_AT) ?? new Date(0).toISOString());
    return stored;
  }
  // Nothing stored: wait for the network after all (a slow answer is better than none), or fail.
  return network.then(({ response }) => response, () => Response.error());
}
