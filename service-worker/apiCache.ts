/**
 * The offline copy of the reads a person needs in the field (issue 5 "patchy highway coverage",
 * issue 12 "field-grade"): the market lists, a driver's and an owner's own waybills, a waybill's
 * and a goods source's detail, what a toll collector reads at a station, and who the person is
 * (for the mine tab), a driver's coupons and a counter's kit for checking them offline. Network first: with a network the answer is fresh; when the network fails or
 * takes longer than NETWORK_WAIT_MS the stored answer is given at once and the network's answer,
 * when it comes, replaces it for next time. The page is told which it got, and when nothing was
 * stored (components/ui/offlineStatus.ts) to say "offline · updated <date> (<age>)" or "nothing
 * saved for this screen yet".
 *
 * Answers are filed by account and evicted per account (lib/offline/apiStore.ts).
 */
import { isSuccessCode } from '../lib/contract/service';
import { accountShelf, storeAnswer, storedAnswer, STORED_AT, type AnswerShelf } from '../lib/offline/apiStore';

export { API_CACHE, OLD_API_CACHES } from '../lib/offline/apiStore';

/** The reads kept for offline use. */
const CACHED_API = new RegExp(
  '^/(?:[^?#]*/)?(?:logistics/api/(?:priorityGoods|recommendedForOldDrivers|todaySourceOfGoodsList|nearbySourceOfGoods|' +
    'stationCommerceSourceList|freeTransportInfo|listOfCargoOwner|waybillListOfDriver|waybillList|vehicleClassification|' +
    'waybillDetail/\\d+|sourceDetail/\\d+|commerceWaybillInfo/\\d+|stationLoadingList|stationLoadingDetail|listOfStation)|' +
    'app/api/(?:dict/cargoType|user/info|user/wlInfo|user/qualification|' +
    // A driver shows a coupon at a counter with no signal; the counter checks it with its offline kit.
    'merchant/consumeCoupon/mine|merchant/consumeCoupon/mine/detail|merchant/consume/offlineKit)|' +
    // A buyer shows their annual pass (oneCode) where the highway has no signal.
    'store/api/products/annualCard)$',
);
const NETWORK_WAIT_MS = 6_000;
const MESSAGE = 'tf-api-answer';

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

/**
 * A successful answer: HTTP 200 AND the envelope's success code. The logistics service answers a
 * refused token with HTTP 200 and code "401": that must never be stored.
 */
async function isSuccess(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return isSuccessCode(body.code);
  } catch {
    return false;
  }
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/** What the page is told about one read: fresh, from the store (with when), or nothing stored. */
type Told = { fromCache: false } | { fromCache: true; storedAt: string } | { fromCache: false; missing: true };

async function tell(clients: ClientsLike, clientId: string, path: string, told: Told) {
  if (!clientId) return;
  const client = await clients.get(clientId);
  client?.postMessage({ type: MESSAGE, path, storedAt: new Date().toISOString(), ...told });
}

/**
 * Answers one cached read: the network when it answers in time, else the stored answer.
 * `onNetworkAnswered` runs when the network gave a good answer (the signal is back: queued field
 * actions can go, service-worker/fieldSync.ts). `shelf` is where answers are kept: per account
 * unless the read is the same for everyone (service-worker/brigadeCache.ts).
 */
export async function answer(
  event: FetchEventLike,
  clients: ClientsLike,
  onNetworkAnswered: () => void = () => undefined,
  shelf: AnswerShelf = accountShelf,
): Promise<Response> {
  const { request } = event;
  const path = new URL(request.url).pathname;
  const network = fetch(request.clone()).then(async (response) => {
    const ok = await isSuccess(response);
    if (ok) {
      // A full store (quota) must not turn a good answer into a failure.
      await storeAnswer(request, response.clone(), Date.now(), shelf).catch(() => undefined);
      onNetworkAnswered();
    }
    return { response, ok };
  });
  // The network's answer still refreshes the store after a stored answer was given.
  event.waitUntil(network.catch(() => undefined));

  const first = await Promise.race([network.catch(() => 'failed' as const), timeout(NETWORK_WAIT_MS)]);
  if (typeof first === 'object') {
    if (first.ok) await tell(clients, event.clientId, path, { fromCache: false });
    return first.response;
  }
  const stored = await storedAnswer(request, Date.now(), shelf).catch(() => undefined);
  if (stored) {
    await tell(clients, event.clientId, path, { fromCache: true, storedAt: stored.headers.get(STORED_AT) ?? new Date(0).toISOString() });
    return stored;
  }
  if (first === 'failed') {
    await tell(clients, event.clientId, path, { fromCache: false, missing: true });
    return Response.error();
  }
  // Slow and nothing stored: wait for the network after all (a slow answer is better than none), or fail.
  return network.then(
    ({ response }) => response,
    async () => {
      await tell(clients, event.clientId, path, { fromCache: false, missing: true });
      return Response.error();
    },
  );
}
