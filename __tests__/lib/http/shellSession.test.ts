/**
 * Whose session inside the native shell (PROTOCOL.md, "Whose session"): a fake host that answers at
 * once, late, never, or as a tourist; the page asks it once per start and once per refusal, takes
 * only newer sessions, hands an in-app sign-in to it, and goes on as a browser session when it is
 * silent.
 */
import { SHELL_TOKEN_WAIT_MS } from '@/lib/constants';
import { appUser, envelope, freshClient, installFakeShell, mockFetch, type Client, type Sent } from '../support';

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete window.ReactNativeWebView;
});

/** A token shaped like the server's (a JWT whose payload carries `iat`, in seconds). */
const jwt = (name: string, issuedAtMs: number) =>
  `h.${btoa(JSON.stringify({ sub: name, iat: Math.floor(issuedAtMs / 1000) })).replace(/=+$/, '')}.sig`;

const hostTourist = { token: 'host-device', logistics: '', isTourist: true };
const getTokens = (shell: ReturnType<typeof installFakeShell>) => shell.received.filter((m) => m.command === 'getToken');
const isSignIn = (s: Sent) => s.url.endsWith('/appserver/authentication/mobile');
const isDevice = (s: Sent) => s.url.endsWith('/appserver/authentication/device');

/** Runs fake time forward in small steps until `settled()` (each step lets promises run). */
async function runUntil(settled: () => boolean, limitMs = 20_000) {
  for (let waited = 0; !settled() && waited < limitMs; waited += 250) await jest.advanceTimersByTimeAsync(250);
  expect(settled()).toBe(true);
}

/** The server's answers: a device token, an SMS sign-in with JWT tokens issued `issuedAt`, the user. */
function server(issuedAt = Date.now()) {
  const userToken = jwt('user', issuedAt);
  const fetched = mockFetch((sent) => {
    if (isDevice(sent)) return envelope({ token: 'device-from-api', isTourist: true }, { code: 'P00000' });
    if (isSignIn(sent)) {
      return envelope(
        { userToken, userRefreshToken: 'user-refresh', logisticsToken: 'logistics', logisticsRefreshToken: 'logistics-refresh', isTourist: false },
        { code: 'P00000' },
      );
    }
    if (sent.url.includes('/api/sms/send/')) return envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' });
    return envelope(appUser());
  });
  return { ...fetched, userToken };
}

describe('a sign-in on the page inside the shell', () => {
  test('is handed to the host with login, and a tourist answer after it does not sign the person out', async () => {
    const shell = installFakeShell((message) => (message.command === 'getToken' ? { ok: true, data: hostTourist } : { ok: true, data: null }));
    const { sent, userToken } = server();
    await client.api.syncShellSession();
    expect(client.state.isSignedIn()).toBe(false);

    await client.api.signInWithSms('13800138000', '123456');
    const login = shell.received.find((m) => m.command === 'login');
    expect(login?.args).toEqual({
      userToken,
      userRefreshToken: 'user-refresh',
      logisticsToken: 'logistics',
      logisticsRefreshToken: 'logistics-refresh',
      sessionAt: expect.any(Number),
    });

    expect(sent.filter(isSignIn)).toHaveLength(1);

    // The host still answers as the tourist it was (it has not taken the hand-off yet) when a 401
    // makes the page ask it again: the page keeps its session and refreshes it through the API.
    const renewed = jwt('user-renewed', Date.now() + 1000);
    const { sent: later } = mockFetch((s) => {
      if (s.url.endsWith('/appserver/authentication/refresh')) return envelope({ userToken: renewed, userRefreshToken: 'user-refresh-2' }, { code: 'P00000' });
      return s.headers.authorization === `Bearer ${renewed}` ? envelope(appUser()) : new Response(null, { status: 401 });
    });
    await expect(client.http.request(client.endpoints.user.info)).resolves.toMatchObject({ userId: 7 });
    expect(getTokens(shell)).toHaveLength(2);
    expect(client.state.isSignedIn()).toBe(true);
    expect(later.map((s) => s.headers.authorization)).toEqual([`Bearer ${userToken}`, undefined, `Bearer ${renewed}`]);
    // The refreshed session goes to the host too.
    expect(shell.received.filter((m) => m.command === 'login').at(-1)?.args).toMatchObject({ userToken: renewed, userRefreshToken: 'user-refresh-2' });
  });

  test('a host session made after the page signed in (the person signed in again in the app) is taken', async () => {
    const signedInAt = Date.now() - 60_000;
    const hostToken = jwt('host', Date.now());
    let answer: object = hostTourist;
    const shell = installFakeShell((message) => (message.command === 'getToken' ? { ok: true, data: answer } : { ok: true, data: null }));
    server(signedInAt);
    await client.api.signInWithSms('13800138000', '123456');
    answer = { token: hostToken, logistics: 'host-logistics', isTourist: false };
    // A refusal is the moment the host is asked again; its newer session answers the retry.
    mockFetch((s) => (s.headers.authorization === `Bearer ${hostToken}` ? envelope(appUser()) : new Response(null, { status: 401 })));
    await expect(client.http.request(client.endpoints.user.info)).resolves.toMatchObject({ userId: 7 });
    expect(client.state.appStore.get(client.state.userTokenAtom)).toBe(hostToken);
    expect(getTokens(shell)).toHaveLength(2);
  });
});

describe('how often the host is asked', () => {
  test('getToken once at start for any number of calls, and once more per 401', async () => {
    let hostToken = 'host-1';
    const shell = installFakeShell((message) => {
      if (message.command === 'getToken') return { ok: true, data: { token: hostToken, logistics: 'host-logistics', isTourist: false } };
      if (message.command === 'refreshUserToken') {
        hostToken = 'host-2';
        return { ok: true, data: { token: hostToken, logistics: 'host-logistics', isTourist: false } };
      }
      return { ok: false, error: 'no position' };
    });
    const { sent } = mockFetch((s) => (s.headers.authorization === 'Bearer host-1' && s.url.includes('refused') ? new Response(null, { status: 401 }) : envelope(appUser())));
    await Promise.all(Array.from({ length: 17 }, () => client.http.request(client.endpoints.user.info)));
    expect(getTokens(shell)).toHaveLength(1);
    expect(sent).toHaveLength(17);

    mockFetch((s) => (s.headers.authorization === 'Bearer host-2' ? envelope(appUser()) : new Response(null, { status: 401 })));
    // The host's refresh is asked for; its answer is taken (it is what the page asked for).
    hostToken = 'host-1';
    await expect(client.http.request(client.endpoints.user.info)).resolves.toMatchObject({ userId: 7 });
    expect(getTokens(shell)).toHaveLength(2);
    expect(shell.received.filter((m) => m.command === 'refreshUserToken')).toHaveLength(1);
    await client.http.request(client.endpoints.user.info);
    expect(getTokens(shell)).toHaveLength(2);
  });
});

describe('a host that answers late or never', () => {
  test('a silent host: the page works as a browser session once the fallback time has passed', async () => {
    jest.useFakeTimers();
    const shell = installFakeShell(() => undefined);
    const { sent } = server();
    let done = false;
    const sms = client.api.sendSmsCode('13800138000').finally(() => (done = true));
    await jest.advanceTimersByTimeAsync(SHELL_TOKEN_WAIT_MS - 1);
    expect(done).toBe(false);
    expect(sent).toHaveLength(0);
    await runUntil(() => done);
    await sms;
    // Tourist calls carry the device token the page asked the API for, as in a browser.
    expect(sent.filter(isDevice)).toHaveLength(1);
    expect(sent.at(-1)?.headers.authorization).toBe('Bearer device-from-api');
    // Later calls do not wait again, and the silent host is not asked again.
    const before = sent.length;
    let againDone = false;
    const again = client.api.sendSmsCode('13800138000').then(() => (againDone = true));
    await jest.advanceTimersByTimeAsync(0);
    // Without the launch's wait it goes out at once (the position, also asked of the host, waits its own 3 s).
    await runUntil(() => againDone, 4_000);
    await again;
    expect(sent.length).toBe(before + 1);
    expect(getTokens(shell)).toHaveLength(1);
  });

  test('a late answer is taken when it comes, if it is newer than what the page holds', async () => {
    jest.useFakeTimers();
    const shell = installFakeShell(() => undefined);
    server();
    let firstDone = false;
    const first = client.api.sendSmsCode('13800138000').then(() => (firstDone = true));
    await runUntil(() => firstDone);
    await first;
    expect(client.state.isSignedIn()).toBe(false);
    const hostToken = jwt('host', Date.now());
    window.__bridgeReply!(getTokens(shell)[0].id, { ok: true, data: { token: hostToken, logistics: 'host-logistics', isTourist: false } });
    await jest.advanceTimersByTimeAsync(0);
    expect(client.state.isSignedIn()).toBe(true);
    expect(client.state.appStore.get(client.state.userTokenAtom)).toBe(hostToken);
  });

  test('a late tourist answer after the page signed in meanwhile is not taken', async () => {
    jest.useFakeTimers();
    const shell = installFakeShell((message) => (message.command === 'getToken' ? undefined : { ok: true, data: null }));
    server();
    let signedIn = false;
    const signingIn = client.api.signInWithSms('13800138000', '123456').then(() => (signedIn = true));
    await runUntil(() => signedIn);
    await signingIn;
    expect(client.state.isSignedIn()).toBe(true);
    window.__bridgeReply!(getTokens(shell)[0].id, { ok: true, data: hostTourist });
    await jest.advanceTimersByTimeAsync(0);
    expect(client.state.isSignedIn()).toBe(true);
    expect(shell.received.some((m) => m.command === 'login')).toBe(true);
  });
});
