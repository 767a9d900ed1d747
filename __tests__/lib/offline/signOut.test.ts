// IndexedDB (jsdom has none) for the queue and the worker session; only here, as it changes timing elsewhere.
import 'fake-indexeddb/auto';
import { cache, mutate } from 'swr/_internal';
import { fieldQueueAtom, flushFieldActions, scanLoading, signOut } from '@/lib/api';
import { accountOfToken } from '@/lib/offline/account';
import { readSession } from '@/lib/offline/store';
import { appStore, saveSignIn } from '@/lib/state';
import { envelope, mockFetch, type Sent } from '../support';
import { WAYBILL_ID, waybill } from '../../components/waybill/waybillServer';

/** A JWT-shaped token of person `sub` (the client files data by subject; the server verifies). */
const tokenOf = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

function signInAs(sub: string) {
  saveSignIn({
    userToken: tokenOf(sub),
    logisticsToken: tokenOf(sub),
    userRefreshToken: `refresh-${sub}`,
    logisticsRefreshToken: `refresh-${sub}`,
    isTourist: false,
  });
}

const scans = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/logistics/api/scanningLoading'));
const offline = () => mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
const online = () => mockFetch((s) => envelope(s.url.endsWith('/scanningLoading') ? waybill('loading') : {}));

beforeEach(() => {
  appStore.set(fieldQueueAtom, []);
  jest.restoreAllMocks();
});

describe('signing out on a shared phone', () => {
  it("forgets the person's data cache and the worker's session", async () => {
    signInAs('101');
    await mutate(['/app/api/user/info', {}], { name: '张三', mobile: '13800000003' }, { revalidate: false });
    await new Promise((r) => setTimeout(r, 50));
    expect((await readSession())?.account).toBe('u:101');

    offline();
    await signOut();

    expect([...cache.keys()]).toEqual([]);
    expect(await readSession()).toBeUndefined();
  });

  it("holds a person's queued action for them: not sent under the next person, sent at their own next sign-in", async () => {
    signInAs('101');
    offline();
    const queued = await scanLoading({ waybillId: WAYBILL_ID, qrToken: 'GQ1.L.1.3.9999999999.x' });
    expect(queued.sent).toBe(false);
    expect(appStore.get(fieldQueueAtom)).toEqual([expect.objectContaining({ account: accountOfToken(tokenOf('101')) })]);
    await signOut();

    signInAs('202');
    const asB = online();
    expect(await flushFieldActions()).toBe(0);
    expect(scans(asB.sent)).toHaveLength(0);
    expect(appStore.get(fieldQueueAtom)).toHaveLength(1);
    await signOut();

    signInAs('101');
    const asA = online();
    expect(await flushFieldActions()).toBe(1);
    const [replay] = scans(asA.sent);
    expect(replay.headers['logistics-authorization']).toBe(`Bearer ${tokenOf('101')}`);
    expect(replay.headers['idempotency-key']).toBe((queued as { queued: { key: string } }).queued.key);
    expect(appStore.get(fieldQueueAtom)).toHaveLength(0);
  });
});
