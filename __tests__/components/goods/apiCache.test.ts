import { API_CACHE, answer, type FetchEventLike } from '@/service-worker/apiCache';

/** A Cache Storage stand-in: one cache of string keys, insertion-ordered like the real one. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: string) => entries.get(key)?.clone(),
    put: async (key: string, response: Response) => void entries.set(key, response),
    delete: async (key: string) => entries.delete(key),
    keys: async () => [...entries.keys()],
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
