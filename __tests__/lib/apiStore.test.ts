import { API_CACHE, answer, type FetchEventLike } from '@/service-worker/apiCache';
import { KEEP_MS, MAX_PER_ACCOUNT, forgetAnswersOf, storeAnswer, storedAnswer } from '@/lib/offline/apiStore';

/** A Cache Storage stand-in: one cache of string keys, insertion-ordered like the real one. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: string) => entries.get(key)?.clone(),
    put: async (key: string, response: Response) => void entries.set(key, response),
    delete: async (key: string | Request) => entries.delete(typeof key === 'string' ? key : key.url),
    keys: async () => [...entries.keys()].map((key) => new Request(key)),
  };
  const opened: string[] = [];
  (globalThis as { caches?: unknown }).caches = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  };
  return { entries, opened };
}

const URL_ = 'https://app.example/logistics/api/priorityGoods?current=1&size=10';
const ok = (data: unknown) => new Response(JSON.stringify({ code: '200', msg: 'ok', data }), { status: 200 });

function event(authorization: string) {
  const waits: Promise<unknown>[] = [];
  const request = new Request(URL_, { headers: { Authorization: authorization } });
  const fetchEvent: FetchEventLike = { request, clientId: 'page-1', respondWith: () => undefined, waitUntil: (work) => void waits.push(work) };
  return { fetchEvent, waits };
}

function clients() {
  const messages: unknown[] = [];
  return { messages, clients: { get: async () => ({ postMessage: (message: unknown) => void messages.push(message) }) } };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { caches?: unknown }).caches;
});

describe('service worker: offline copy of the market lists', () => {
  it('answers from the network when it can, keeps the answer and says so', async () => {
    const { entries, opened } = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(ok({ records: [1] }));
    const { messages, clients: c } = clients();
    const { fetchEvent } = event('Bearer device-1');
    const response = await answer(fetchEvent, c);
    expect(await response.json()).toMatchObject({ data: { records: [1] } });
    expect(opened[0]).toBe(API_CACHE);
    expect(entries.size).toBe(1);
    expect(messages).toEqual([expect.objectContaining({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: false })]);
  });

  it('answers offline with the stored answer and its time, to the same caller only', async () => {
    fakeCaches();
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(ok({ records: [1] }));
    await answer(event('Bearer device-1').fetchEvent, clients().clients);

    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const { messages, clients: c } = clients();
    const offline = await answer(event('Bearer device-1').fetchEvent, c);
    expect(await offline.json()).toMatchObject({ data: { records: [1] } });
    expect(messages).toEqual([expect.objectContaining({ fromCache: true, storedAt: expect.any(String) })]);

    // Another account's token finds nothing stored for it.
    const other = await answer(event('Bearer someone-else').fetchEvent, clients().clients);
    expect(other.type).toBe('error');
  });

  it('never keeps a refusal wrapped in HTTP 200', async () => {
    const { entries } = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: '401', msg: 'expired', data: null }), { status: 200 }));
    const { messages, clients: c } = clients();
    await answer(event('Bearer old').fetchEvent, c);
    expect(entries.size).toBe(0);
    expect(messages).toEqual([]);
  });
});

/** A JWT-shaped token of `sub` (the store files answers by subject; it does not verify). */
const tokenOf = (sub: string, salt = '') => `e30.${Buffer.from(JSON.stringify({ sub, salt })).toString('base64url')}.sig`;

function readOf(path: string, token: string) {
  const request = new Request(`https://app.example${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const fetchEvent: FetchEventLike = { request, clientId: 'page-1', respondWith: () => undefined, waitUntil: () => undefined };
  return fetchEvent;
}

describe('service worker: answers filed and evicted per account', () => {
  it('keeps each account to MAX_PER_ACCOUNT answers without evicting another account', async () => {
    const { entries } = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({ id: 1 }));
    await answer(readOf('/logistics/api/waybillDetail/1', tokenOf('7')), clients().clients);
    for (let id = 1; id <= MAX_PER_ACCOUNT + 5; id += 1) {
      await answer(readOf(`/logistics/api/waybillDetail/${id}`, tokenOf('8')), clients().clients);
    }
    const who = (key: string) => new URL(key).searchParams.get('__tf_who');
    expect([...entries.keys()].filter((k) => who(k) === 'u:8')).toHaveLength(MAX_PER_ACCOUNT);
    expect([...entries.keys()].filter((k) => who(k) === 'u:7')).toHaveLength(1);
  });

  it("gives a person's answer after their token was refreshed, never to another person, and says when nothing is stored", async () => {
    fakeCaches();
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(ok({ name: 'A' }));
    await answer(readOf('/app/api/user/info', tokenOf('7', 'first')), clients().clients);
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));

    const refreshed = await answer(readOf('/app/api/user/info', tokenOf('7', 'refreshed')), clients().clients);
    expect(await refreshed.json()).toMatchObject({ data: { name: 'A' } });

    const { messages, clients: c } = clients();
    const other = await answer(readOf('/app/api/user/info', tokenOf('9')), c);
    expect(other.type).toBe('error');
    expect(messages).toEqual([expect.objectContaining({ path: '/app/api/user/info', fromCache: false, missing: true })]);
  });

  it('does not give an answer older than KEEP_MS', async () => {
    const { entries } = fakeCaches();
    const request = new Request('https://app.example/app/api/user/info', { headers: { Authorization: `Bearer ${tokenOf('7')}` } });
    await storeAnswer(request, ok({ name: 'A' }), Date.now() - KEEP_MS - 1000);
    expect(await storedAnswer(request)).toBeUndefined();
    expect(entries.size).toBe(0);
  });

  it("forgets only the signed-out account's answers", async () => {
    const { entries } = fakeCaches();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
    await answer(readOf('/logistics/api/stationLoadingList', tokenOf('7')), clients().clients);
    await answer(readOf('/logistics/api/stationLoadingList', tokenOf('8')), clients().clients);
    expect(await forgetAnswersOf('u:7')).toBe(1);
    expect([...entries.keys()].map((k) => new URL(k).searchParams.get('__tf_who'))).toEqual(['u:8']);
  });
});
