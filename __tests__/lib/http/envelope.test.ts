/** Spec §8: envelope success codes, refused envelopes, the bodiless-failure table, contract mismatches. */
import { appUser, envelope, freshClient, mockFetch, signIn, type Client } from '../support';

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
  signIn(client);
});

afterEach(() => jest.restoreAllMocks());

describe('envelope success codes', () => {
  test.each([
    ['appserver', 'P00000'],
    ['app', '200'],
    ['store', 0],
  ] as const)('%s answers code %p: the data is resolved', async (_service, code) => {
    mockFetch(() => envelope({ resendAfter: 60, expiresIn: 300 }, { code }));
    await expect(
      client.http.request(client.endpoints.auth.smsSend, { params: { phone: '13800138000' } }),
    ).resolves.toEqual({ resendAfter: 60, expiresIn: 300 });
  });

  test.each([['200 as a number', 200], ['0 as text', '0'], ['P00001', 'P00001']])(
    'code %s is not a success code',
    async (_label, code) => {
      mockFetch(() => envelope(null, { code, msg: 'refused by the service' }));
      await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({
        name: 'ApiError',
        message: 'refused by the service',
        envelopeCode: code,
      });
    },
  );
});

test('another code rejects with the envelope: code, msg, status and field errors', async () => {
  const errors = [{ field: 'mobile', message: 'must be an 11-digit mobile number' }];
  mockFetch(() => envelope(null, { code: '422', msg: 'check the form', errors }));
  const failure = await client.http.request(client.endpoints.user.info).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(client.http.ApiError);
  expect(failure).toMatchObject({ envelopeCode: '422', message: 'check the form', status: 200, errors });
});

test('a non-2xx answer carrying an envelope rejects with its msg', async () => {
  mockFetch(() => envelope(null, { code: 'P00404', msg: 'no such user', status: 404 }));
  await expect(client.http.request(client.endpoints.user.appserverInfo)).rejects.toMatchObject({
    message: 'no such user',
    status: 404,
    envelopeCode: 'P00404',
  });
});

describe('error codes read in the person\'s language', () => {
  const refusal = {
    code: 'P00429',
    status: 429,
    msg: 'Too many SMS codes: this number may get 1 code a minute. Try again in 40 seconds',
    error: 'sms.tooManyPerMinute',
    params: { retryAfter: 40, limit: 1, minutes: 1, hours: 1 },
  };

  test.each([
    ['zh-CN', '验证码发送过于频繁：每个号码每分钟只能获取1条，请40秒后再试'],
    ['en', 'Too many SMS codes: this number may get 1 code a minute. Try again in 40 seconds'],
  ] as const)('%s: the catalogue text of the code with its params, code and params kept', async (locale, text) => {
    client = freshClient({ locale });
    mockFetch(() => envelope(null, refusal));
    await expect(client.http.request(client.endpoints.auth.smsSend, { params: { phone: '13800138000' } })).rejects.toMatchObject({
      message: text,
      code: 'sms.tooManyPerMinute',
      params: refusal.params,
      envelopeCode: 'P00429',
      status: 429,
    });
  });

  test('field errors come localised, each by its own code', async () => {
    client = freshClient({ locale: 'zh-CN' });
    signIn(client);
    const errors = [{ field: 'smsCode', message: 'Wrong SMS code: 2 tries left', error: 'sms.wrongCode', params: { triesLeft: 2 } }];
    mockFetch(() => envelope(null, { code: '400', status: 400, msg: errors[0].message, error: 'sms.wrongCode', params: { triesLeft: 2 }, errors }));
    const failure = (await client.http.request(client.endpoints.user.info).catch((error: unknown) => error)) as InstanceType<Client['http']['ApiError']>;
    expect(failure.message).toBe('验证码错误，还可以再试2次');
    expect(failure.fieldMessage('smsCode')).toBe('验证码错误，还可以再试2次');
  });

  test('a code this client does not know shows the server\'s msg and is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => envelope(null, { code: '409', status: 409, msg: 'A newer refusal', error: 'coupon.somethingNew' }));
    await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({ message: 'A newer refusal', code: 'coupon.somethingNew' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('coupon.somethingNew'));
  });
});

describe('bodiless failures map to the spec table', () => {
  test.each([
    [400, 'bad request'],
    [403, 'access denied'],
    [404, 'network connection failed'],
    [408, 'request timeout'],
    [500, 'internal server error'],
    [501, 'service not implemented'],
    [502, 'bad gateway'],
    [503, 'service unavailable'],
    [504, 'gateway timeout'],
    [505, 'HTTP version not supported'],
    [418, 'response timeout'],
    [599, 'response timeout'],
  ])('HTTP %i -> "%s"', async (status, message) => {
    mockFetch(() => new Response('<html>gateway page</html>', { status }));
    await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({ message, status, code: null });
  });

  test('HTTP 401 without a body, with no refresh possible -> "unauthorised, please log in"', async () => {
    client.state.clearSession();
    mockFetch(() => new Response(null, { status: 401 }));
    await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({
      message: 'unauthorised, please log in',
      status: 401,
    });
  });

  test('the messages are Chinese in the zh-CN locale', async () => {
    client = freshClient({ locale: 'zh-CN' });
    mockFetch(() => new Response(null, { status: 502 }));
    await expect(client.http.request(client.endpoints.user.info)).rejects.toThrow('网关错误');
  });
});

test('a network failure reads "network connection failed"', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
  await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({
    message: 'network connection failed',
    status: 0,
  });
});

test('a call the caller cancels rejects with its abort, not with a failure message', async () => {
  let reachedServer: () => void;
  const sentOut = new Promise<void>((resolve) => (reachedServer = resolve));
  mockFetch(
    (sent) =>
      new Promise<Response>((_resolve, reject) => {
        sent.signal.addEventListener('abort', () => reject(sent.signal.reason));
        reachedServer();
      }),
  );
  const leaving = new AbortController();
  const pending = client.http.request(client.endpoints.user.info, { signal: leaving.signal });
  await sentOut;
  leaving.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

test('no answer within 40 s reads "request timeout"', async () => {
  jest.useFakeTimers();
  try {
    mockFetch(
      (sent) =>
        new Promise<Response>((_resolve, reject) => {
          sent.signal.addEventListener('abort', () => reject(sent.signal.reason));
        }),
    );
    const pending = client.http.request(client.endpoints.user.info).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(39_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: 'ApiError', message: 'request timeout' });
  } finally {
    jest.useRealTimers();
  }
});

describe('responses are checked against the contract', () => {
  test('a data shape mismatch is a ContractError naming the call and the fields', async () => {
    mockFetch(() => envelope({ ...appUser(), userId: 'seven', canShare: undefined }));
    const failure = (await client.http.request(client.endpoints.user.info).catch((error: unknown) => error)) as Error;
    expect(failure).toBeInstanceOf(client.http.ContractError);
    expect(failure.message).toContain('GET /app/api/user/info');
    expect(failure.message).toContain('userId');
    expect(failure.message).toContain('canShare');
  });

  test('a 2xx answer that is not an envelope is a ContractError, not undefined', async () => {
    mockFetch(() => new Response('<html>captive portal</html>', { status: 200 }));
    await expect(client.http.request(client.endpoints.user.info)).rejects.toThrow(/response envelope does not match/);
  });

  test('the resolved data is the parsed record', async () => {
    mockFetch(() => envelope(appUser({ nickname: 'Li' })));
    const user = await client.http.request(client.endpoints.user.info);
    expect(user.nickname).toBe('Li');
  });
});

test('a raw endpoint resolves the text', async () => {
  mockFetch(() => new Response('<svg></svg>', { headers: { 'content-type': 'image/svg+xml' } }));
  await expect(client.http.request(client.endpoints.auth.captcha, { query: { phone: '13800138000' } })).resolves.toBe(
    '<svg></svg>',
  );
});

test('query parameters that are empty, undefined or null are not sent', async () => {
  const { sent } = mockFetch(() => envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' }));
  await client.http.request(client.endpoints.auth.smsSend, {
    params: { phone: '13800138000' },
    query: { type: undefined, extra: '', none: null, keep: 0 } as never,
  });
  expect(sent[0].url).toBe('http://localhost/appserver/api/sms/send/13800138000?keep=0');
});

test('the service base URL from state prefixes every call', async () => {
  client.state.appStore.set(client.state.serviceBaseUrlAtom, 'https://api.example.test/');
  const { sent } = mockFetch(() => envelope(appUser()));
  await client.http.request(client.endpoints.user.info);
  expect(sent[0].url).toBe('https://api.example.test/app/api/user/info');
});

test('a JSON body is sent as JSON', async () => {
  const { sent } = mockFetch(() => envelope(appUser()));
  await client.http.request(client.endpoints.user.setIdentity, { body: { identityType: 'cargoOwner' } });
  expect(sent[0]).toMatchObject({ method: 'PUT', body: { identityType: 'cargoOwner' } });
  expect(sent[0].headers['content-type']).toMatch(/application\/json/);
});
