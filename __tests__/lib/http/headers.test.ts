/** Spec §7 "Request layer": the header set outside and inside the shell, the tourist credential, the 3 s location wait. */
import { appUser, envelope, freshClient, installFakeShell, mockFetch, signIn, type Client } from '../support';

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete window.ReactNativeWebView;
  delete (navigator as { geolocation?: Geolocation }).geolocation;
});

/** A browser position source: answers `coords` (or never, or with an error). */
function geolocation(behaviour: { coords?: { latitude: number; longitude: number }; never?: boolean; denied?: boolean }) {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (behaviour.never) return;
    if (behaviour.denied) {
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      return;
    }
    success({ coords: behaviour.coords } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('outside the shell', () => {
  test('a signed-in call carries the stored user token, the platform, the position; no logistics header off the logistics service', async () => {
    signIn(client);
    geolocation({ coords: { latitude: 30.274, longitude: 120.155 } });
    const { sent } = mockFetch(() => envelope(appUser()));
    await client.http.request(client.endpoints.user.info);
    expect(sent[0].headers).toMatchObject({
      authorization: 'Bearer user-1',
      platform: 'H5',
      latitude: '30.274',
      longitude: '120.155',
    });
    expect(sent[0].headers).not.toHaveProperty('logistics-authorization');
    expect(sent[0].headers).not.toHaveProperty('sign');
  });

  test('logistics calls (or callers that ask for it) also carry Logistics-Authorization; Sign and Idempotency-Key when given', async () => {
    signIn(client);
    const { sent } = mockFetch(() => envelope(appUser()));
    await client.http.request(client.endpoints.user.info, { logistics: true, sign: 'abc123', idempotencyKey: 'key-1' });
    expect(sent[0].headers).toMatchObject({
      authorization: 'Bearer user-1',
      'logistics-authorization': 'Bearer logistics-1',
      sign: 'abc123',
      'idempotency-key': 'key-1',
    });
  });

  test('a tourist gets a device token once and sends it on tourist-level calls only', async () => {
    const { sent } = mockFetch((s) =>
      s.url.endsWith('/authentication/device')
        ? envelope({ token: 'device-abc', isTourist: true }, { code: 'P00000' })
        : envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' }),
    );
    await Promise.all([
      client.http.request(client.endpoints.auth.smsSend, { params: { phone: '13800138000' } }),
      client.http.request(client.endpoints.auth.smsSend, { params: { phone: '13900139000' } }),
    ]);
    const deviceCalls = sent.filter((s) => s.url.endsWith('/appserver/authentication/device'));
    expect(deviceCalls).toHaveLength(1);
    expect(deviceCalls[0].method).toBe('POST');
    expect(deviceCalls[0].body).toEqual({ serialNo: expect.any(String), os: 'H5', grant_type: 'custom_device' });
    expect(deviceCalls[0].headers).not.toHaveProperty('authorization');
    const smsCalls = sent.filter((s) => s.url.includes('/api/sms/send/'));
    expect(smsCalls.map((s) => s.headers.authorization)).toEqual(['Bearer device-abc', 'Bearer device-abc']);
    // Kept: the same device token across reloads, and the same serial number.
    expect(localStorage.getItem('tf.deviceToken')).toBe('"device-abc"');
    expect(JSON.parse(localStorage.getItem('tf.deviceSerialNo')!)).toBe((deviceCalls[0].body as { serialNo: string }).serialNo);

    // A public call sends no credential.
    await client.http.request(client.endpoints.app.version, { query: { platform: 'H5' } }).catch(() => undefined);
    expect(sent.at(-1)!.headers).not.toHaveProperty('authorization');
  });

  test('a refused device token is replaced once', async () => {
    localStorage.setItem('tf.deviceToken', JSON.stringify('device-stale'));
    client = freshClient();
    const { sent } = mockFetch((s) => {
      if (s.url.endsWith('/authentication/device')) return envelope({ token: 'device-fresh', isTourist: true }, { code: 'P00000' });
      if (s.headers.authorization === 'Bearer device-fresh') return envelope({ valid: true }, { code: 'P00000' });
      return new Response(null, { status: 401 });
    });
    await expect(
      client.http.request(client.endpoints.auth.checkCaptcha, { body: { phone: '13800138000', captcha: 'ab12' } }),
    ).resolves.toEqual({ valid: true });
    expect(sent.map((s) => s.headers.authorization ?? '-')).toEqual(['Bearer device-stale', '-', 'Bearer device-fresh']);
  });

  test('without a position after 3 s the call goes out with empty Latitude and Longitude', async () => {
    jest.useFakeTimers();
    signIn(client);
    geolocation({ never: true });
    const { sent } = mockFetch(() => envelope(appUser()));
    const pending = client.http.request(client.endpoints.user.info);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.latitude).toBe('');
    expect(sent[0].headers.longitude).toBe('');
  });

  test('a refused location permission does not delay the call', async () => {
    jest.useFakeTimers();
    signIn(client);
    geolocation({ denied: true });
    const { sent } = mockFetch(() => envelope(appUser()));
    await client.http.request(client.endpoints.user.info);
    expect(sent[0].headers).toMatchObject({ latitude: '', longitude: '' });
  });

  test('concurrent calls share one position lookup, and a recent position is reused', async () => {
    signIn(client);
    const lookup = geolocation({ coords: { latitude: 31.2, longitude: 121.5 } });
    const { sent } = mockFetch(() => envelope(appUser()));
    await Promise.all([client.http.request(client.endpoints.user.info), client.http.request(client.endpoints.user.info)]);
    await client.http.request(client.endpoints.user.info);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.headers.latitude)).toEqual(['31.2', '31.2', '31.2']);
  });
});

describe('inside the shell', () => {
  test("the tokens, position and platform come from the host app's newer session, not from the page's storage", async () => {
    signIn(client, 'stored-in-page');
    const newer = Date.now() + 60_000;
    const shell = installFakeShell((message) => {
      if (message.command === 'getToken') {
        return { ok: true, data: { token: 'host-user', logistics: 'host-logistics', isTourist: false, sessionAt: newer } };
      }
      if (message.command === 'getLocation') return { ok: true, data: { latitude: '22.54', longitude: 114.06, city: 'Shenzhen' } };
      return { ok: false, error: 'unexpected' };
    });
    const { sent } = mockFetch(() => envelope(appUser()));
    await client.http.request(client.endpoints.user.info, { logistics: true });
    expect(sent[0].headers).toMatchObject({
      authorization: 'Bearer host-user',
      'logistics-authorization': 'Bearer host-logistics',
      platform: 'Android',
      latitude: '22.54',
      longitude: '114.06',
    });
    expect(shell.received.map((m) => m.command).sort()).toEqual(['getLocation', 'getToken']);
  });

  test('an iPhone shell reports Platform ios', async () => {
    installFakeShell(
      (message) =>
        message.command === 'getToken'
          ? { ok: true, data: { token: 'host-user', logistics: '', isTourist: false } }
          : { ok: false, error: 'no position' },
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile' },
    );
    const { sent } = mockFetch(() => envelope(appUser()));
    await client.http.request(client.endpoints.user.info);
    expect(sent[0].headers).toMatchObject({ platform: 'ios', authorization: 'Bearer host-user', latitude: '', longitude: '' });
  });

  test("an HTTP 401 asks the host to refresh, and the retry carries the host's new token", async () => {
    let hostToken = 'host-old';
    const shell = installFakeShell((message) => {
      if (message.command === 'getToken') return { ok: true, data: { token: hostToken, logistics: '', isTourist: false } };
      if (message.command === 'refreshUserToken') {
        hostToken = 'host-new';
        return { ok: true, data: { token: hostToken, logistics: '', isTourist: false } };
      }
      return { ok: false, error: 'no position' };
    });
    const { sent } = mockFetch((s) => (s.headers.authorization === 'Bearer host-new' ? envelope(appUser()) : new Response(null, { status: 401 })));
    await expect(client.http.request(client.endpoints.user.info)).resolves.toMatchObject({ userId: 7 });
    expect(shell.received.filter((m) => m.command === 'refreshUserToken')).toHaveLength(1);
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer host-old', 'Bearer host-new']);
  });

  test("syncShellSession mirrors the host's session into state, so screens see the user signed in", async () => {
    installFakeShell((message) =>
      message.command === 'getToken' ? { ok: true, data: { token: 'host-user', logistics: 'host-logistics', isTourist: false } } : { ok: false, error: 'no' },
    );
    await expect(client.api.syncShellSession()).resolves.toBe(true);
    expect(client.state.isSignedIn()).toBe(true);
    expect(client.state.appStore.get(client.state.logisticsTokenAtom)).toBe('host-logistics');
  });

  test("a tourist host's token is the device credential of tourist calls", async () => {
    const shell = installFakeShell((message) =>
      message.command === 'getToken' ? { ok: true, data: { token: 'host-device', logistics: '', isTourist: true } } : { ok: false, error: 'no' },
    );
    const { sent } = mockFetch(() => envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' }));
    await client.api.syncShellSession();
    expect(client.state.isSignedIn()).toBe(false);
    await client.api.sendSmsCode('13800138000');
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer host-device']);
    expect(shell.received.filter((m) => m.command === 'getToken')).toHaveLength(1);
  });

  test('syncShellSession outside the shell changes nothing', async () => {
    await expect(client.api.syncShellSession()).resolves.toBe(false);
    expect(client.state.appStore.get(client.state.touristAtom)).toBe(true);
  });
});
