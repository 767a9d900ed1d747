/** lib/api/auth and app: what the server receives for sign-in, registration, sign-out, SMS, captcha and config calls. */
import { envelope, freshClient, mockFetch, signIn, type Client, type Sent } from '../support';

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
});

afterEach(() => jest.restoreAllMocks());

const signedIn = (suffix: string) => ({
  userToken: `user-${suffix}`,
  userRefreshToken: `user-refresh-${suffix}`,
  logisticsToken: `logistics-${suffix}`,
  logisticsRefreshToken: `logistics-refresh-${suffix}`,
  isTourist: false,
});

/** A server that hands out a device token and answers the other calls with `answer`. */
function server(answer: (sent: Sent) => Response) {
  return mockFetch((sent) =>
    sent.url.endsWith('/appserver/authentication/device')
      ? envelope({ token: 'device-1', isTourist: true }, { code: 'P00000' })
      : answer(sent),
  );
}

const path = (sent: Sent) => new URL(sent.url).pathname;

test('signInWithSms sends the code with the device token and keeps the session across a reload', async () => {
  const { sent } = server(() => envelope(signedIn('a'), { code: 'P00000' }));
  await client.api.signInWithSms('13800138000', '123456');
  const signInCall = sent.find((s) => path(s) === '/appserver/authentication/mobile')!;
  expect(signInCall.method).toBe('POST');
  expect(signInCall.body).toEqual({ mobile: '13800138000', smsCode: '123456', deviceToken: 'device-1', grant_type: 'custom_sms' });
  expect(client.state.isSignedIn()).toBe(true);

  // A reload: fresh modules read the persisted atoms on creation.
  const reloaded = freshClient();
  expect(reloaded.state.isSignedIn()).toBe(true);
  expect(reloaded.state.appStore.get(reloaded.state.logisticsTokenAtom)).toBe('logistics-a');
});

test('a refused sign-in keeps the tourist a tourist and rejects with the server message', async () => {
  server(() => envelope(null, { code: 'P00400', msg: 'the code is wrong or expired', status: 400 }));
  await expect(client.api.signInWithSms('13800138000', '000000')).rejects.toThrow('the code is wrong or expired');
  expect(client.state.isSignedIn()).toBe(false);
});

test.each([
  ['newcomer', '/app/api/user/checkH5SmsCode'],
  ['consignor', '/app/api/user/consignorRegister'],
  ['invite', '/app/api/user/inviteRegister'],
] as const)('registerFromShare(%s) posts to %s with the recommender and captcha', async (kind, expectedPath) => {
  const { sent } = server(() => envelope(signedIn('r'), { code: '200' }));
  await client.api.registerFromShare(kind, { mobile: '13800138000', smsCode: '654321', recommender: '13900139000', captcha: 'x7k2' });
  const call = sent.find((s) => path(s) === expectedPath)!;
  expect(call.body).toEqual({
    mobile: '13800138000',
    smsCode: '654321',
    recommender: '13900139000',
    captcha: 'x7k2',
    deviceToken: 'device-1',
  });
  expect(call.headers.authorization).toBe('Bearer device-1');
  expect(client.state.isSignedIn()).toBe(true);
});

test('registerFromShare(vehicle) sends the authorised vehicle', async () => {
  const { sent } = server(() => envelope(signedIn('v'), { code: '200' }));
  await client.api.registerFromShare('vehicle', { mobile: '13800138000', smsCode: '654321', vehicleId: 42 });
  const call = sent.find((s) => path(s) === '/app/api/user/vehicleAuthorize')!;
  expect(call.body).toMatchObject({ vehicleId: 42, mobile: '13800138000' });
});

test('signOut revokes the refresh tokens and ends the session', async () => {
  signIn(client, 'out');
  const { sent } = mockFetch(() => envelope(null, { code: 'P00000' }));
  await client.api.signOut();
  expect(sent[0]).toMatchObject({
    method: 'POST',
    body: { userRefreshToken: 'user-refresh-out', logisticsRefreshToken: 'logistics-refresh-out' },
  });
  expect(sent[0].headers.authorization).toBe('Bearer user-out');
  expect(client.state.isSignedIn()).toBe(false);
  expect(localStorage.getItem('tf.userToken')).toBe('null');
});

test('signOut ends the session even when the server cannot be reached, and tries no refresh', async () => {
  signIn(client, 'offline');
  const { sent } = mockFetch(() => new Response(null, { status: 401 }));
  await client.api.signOut();
  expect(sent).toHaveLength(1);
  expect(client.state.appStore.get(client.state.touristAtom)).toBe(true);
});

test('sendSmsCode asks for a login code for the phone', async () => {
  const { sent } = server(() => envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' }));
  await expect(client.api.sendSmsCode('13800138000')).resolves.toEqual({ resendAfter: 60, expiresIn: 300 });
  expect(sent.at(-1)!.url).toBe('http://localhost/appserver/api/sms/send/13800138000?type=login');
});

test('checkCaptcha posts the answer', async () => {
  const { sent } = server(() => envelope({ valid: true }, { code: 'P00000' }));
  await client.api.checkCaptcha('13800138000', 'x7k2');
  expect(sent.at(-1)!.body).toEqual({ phone: '13800138000', captcha: 'x7k2' });
});

test('captchaImageUrl gives a fresh address each time; refresh asks for a new challenge', () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1000);
  expect(client.api.captchaImageUrl('13800138000')).toBe('http://localhost/appserver/api/captcha?phone=13800138000&t=1000');
  now.mockReturnValue(2000);
  expect(client.api.captchaImageUrl('13800138000', true)).toBe(
    'http://localhost/appserver/api/captcha/refresh?phone=13800138000&t=2000',
  );
});

test('fetchWxConfig asks for the config of a page URL', async () => {
  const config = { appId: 'wx1', timestamp: 1700000000, nonceStr: 'n', signature: 's', jsApiList: ['scanQRCode'] };
  const { sent } = mockFetch(() => envelope(config, { code: 0 }));
  await expect(client.api.fetchWxConfig('https://freight.example/app/index.html')).resolves.toEqual(config);
  expect(sent[0].url).toBe('http://localhost/store/api/products/wxConfig?url=https%3A%2F%2Ffreight.example%2Fapp%2Findex.html');
});
