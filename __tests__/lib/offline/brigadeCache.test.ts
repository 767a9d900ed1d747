import { endpoints, fillPath } from '@/lib/contract';
import { SERVICE_PREFIX } from '@/lib/contract/service';
import { isCachedApi, type FetchEventLike } from '@/service-worker/apiCache';
import {
  BRIGADE_CATALOGUE_CACHE,
  BRIGADE_PICTURE_CACHE,
  answerCatalogue,
  answerPicture,
  isCataloguePicture,
  isCatalogueRead,
} from '@/service-worker/brigadeCache';
import { MAX_CATALOGUE_ANSWERS, PICTURE_BUDGET_BYTES } from '@/lib/offline/brigadeStore';
import { forgetAnswersOf } from '@/lib/offline/apiStore';

const ORIGIN = 'https://app.example';

/** Cache Storage stand-in: named caches of string keys, insertion-ordered like the real ones. */
function fakeCaches() {
  const named = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return {
      match: async (key: string | Request) => entries.get(typeof key === 'string' ? key : key.url)?.clone(),
      put: async (key: string, response: Response) => {
        entries.delete(key);
        entries.set(key, response);
      },
      delete: async (key: string | Request) => entries.delete(typeof key === 'string' ? key : key.url),
      keys: async () => [...entries.keys()].map((key) => new Request(key)),
    };
  };
  (globalThis as { caches?: unknown }).caches = { open: async (name: string) => open(name) };
  return (name: string) => named.get(name) ?? new Map<string, Response>();
}

const tokenOf = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;
const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
const jpeg = (bytes: number) => new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });

function fetchEvent(path: string, authorization?: string) {
  const waits: Promise<unknown>[] = [];
  const request = new Request(ORIGIN + path, { headers: authorization ? { Authorization: authorization } : {} });
  const event: FetchEventLike = { request, clientId: 'page-1', respondWith: () => undefined, waitUntil: (work) => void waits.push(work) };
  return { event, settled: () => Promise.all(waits) };
}

function pageClients() {
  const messages: Record<string, unknown>[] = [];
  return { messages, clients: { get: async () => ({ postMessage: (message: unknown) => void messages.push(message as Record<string, unknown>) }) } };
}

const b = endpoints.brigade;
const urlOf = (endpoint: { service: 'store' | 'app' | 'appserver' | 'logistics'; path: string }) =>
  ORIGIN + SERVICE_PREFIX[endpoint.service] + fillPath(endpoint.path.replace(/:fileId/, 'a'.repeat(20)), { productId: 5, travellerId: 5, orderId: 5, passId: 5, categoryId: 5, departureId: 5 });

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { caches?: unknown }).caches;
});

describe('service worker: which brigade calls are kept where', () => {
  it('keeps the public catalogue reads on the shared shelf and nothing of a buyer there', () => {
    const shared = Object.entries(b).filter(([, endpoint]) => isCatalogueRead(new Request(urlOf(endpoint), { method: endpoint.method }), ORIGIN));
    expect(shared.map(([name]) => name).sort()).toEqual(['categories', 'detail', 'list', 'passIntro']);
    // Each is a public read: the same answer for everyone.
    for (const [, endpoint] of shared) expect([endpoint.access, endpoint.method]).toEqual(['public', 'GET']);
    expect(isCataloguePicture(new Request(urlOf(b.picture)), ORIGIN)).toBe(true);
  });

  it("keeps of the buyer's own only the passes, filed by account; orders, travellers and payments never", () => {
    const personal = Object.entries(b).filter(([, endpoint]) => isCachedApi(new Request(urlOf(endpoint), { method: endpoint.method }), ORIGIN));
    expect(personal.map(([name]) => name)).toEqual(['passes']);
  });
});

describe('service worker: the brigade catalogue offline', () => {
  it('answers a list offline from what a tourist saw, to a signed-in buyer too, and says it is stored', async () => {
    const cache = fakeCaches();
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(ok({ records: [{ productId: 1 }] }));
    const path = '/store/api/products/list?categoryId=2&current=1&size=10';
    await answerCatalogue(fetchEvent(path, 'Bearer device-token').event, pageClients().clients);
    expect([...cache(BRIGADE_CATALOGUE_CACHE).keys()]).toEqual([ORIGIN + path]);

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const { messages, clients } = pageClients();
    const offline = await answerCatalogue(fetchEvent(path, `Bearer ${tokenOf('7')}`).event, clients);
    expect(await offline.json()).toMatchObject({ data: { records: [{ productId: 1 }] } });
    expect(messages).toEqual([expect.objectContaining({ type: 'tf-api-answer', path: '/store/api/products/list', fromCache: true, storedAt: expect.any(String) })]);
  });

  it('is not forgotten at a sign-out (nothing personal in it) and keeps at most MAX_CATALOGUE_ANSWERS', async () => {
    const cache = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ productId: 1 }));
    for (let id = 1; id <= MAX_CATALOGUE_ANSWERS + 3; id += 1) {
      await answerCatalogue(fetchEvent(`/store/api/products/detail/${id}`, `Bearer ${tokenOf('7')}`).event, pageClients().clients);
    }
    const keys = [...cache(BRIGADE_CATALOGUE_CACHE).keys()];
    expect(keys).toHaveLength(MAX_CATALOGUE_ANSWERS);
    // The oldest went first.
    expect(keys[0]).toBe(`${ORIGIN}/store/api/products/detail/4`);
    await forgetAnswersOf('u:7');
    expect(cache(BRIGADE_CATALOGUE_CACHE).size).toBe(MAX_CATALOGUE_ANSWERS);
  });

  it('never keeps a refusal', async () => {
    const cache = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 404, msg: 'gone', data: null, error: 'brigade.productNotFound' }), { status: 404 }));
    await answerCatalogue(fetchEvent('/store/api/products/detail/9').event, pageClients().clients);
    expect(cache(BRIGADE_CATALOGUE_CACHE).size).toBe(0);
  });
});

describe('service worker: catalogue pictures', () => {
  const pictureUrl = (n: number) => `/store/api/products/picture/${String(n).padStart(20, 'p')}`;

  it('serves a picture seen once without the network', async () => {
    const cache = fakeCaches();
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jpeg(1000));
    const first = fetchEvent(pictureUrl(1));
    expect((await answerPicture(first.event)).status).toBe(200);
    await first.settled();
    expect(cache(BRIGADE_PICTURE_CACHE).size).toBe(1);

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const again = await answerPicture(fetchEvent(pictureUrl(1)).event);
    expect((await again.arrayBuffer()).byteLength).toBe(1000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('stays within its budget by dropping the oldest pictures first', async () => {
    const cache = fakeCaches();
    const size = PICTURE_BUDGET_BYTES / 8;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jpeg(size));
    const now = jest.spyOn(Date, 'now');
    for (let n = 1; n <= 10; n += 1) {
      now.mockReturnValue(1_700_000_000_000 + n * 1000);
      const { event, settled } = fetchEvent(pictureUrl(n));
      await answerPicture(event);
      await settled();
    }
    const kept = [...cache(BRIGADE_PICTURE_CACHE).keys()].map((key) => Number(key.slice(-20).replace(/p/g, '')));
    expect(kept).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('does not keep an error page or a picture larger than a fifth of the budget', async () => {
    const cache = fakeCaches();
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"code":404}', { status: 404, headers: { 'Content-Type': 'application/json' } }))
      .mockResolvedValueOnce(jpeg(PICTURE_BUDGET_BYTES / 4));
    for (const n of [1, 2]) {
      const { event, settled } = fetchEvent(pictureUrl(n));
      await answerPicture(event);
      await settled();
    }
    expect(cache(BRIGADE_PICTURE_CACHE).size).toBe(0);
  });
});
