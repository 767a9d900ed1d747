import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { endpoints } from '@/lib/contract';
import { createTestApp } from '../../../test/helpers';
import { call, deviceToken, freshIp, freshPhone, passCaptcha, requestCode, rowCounts, useModuleSuite } from '../testing';
import type { LocalSmsProvider } from '../../providers/sms/local';
import { SMS_LIMITS, sendCode } from './sms.service';

const { auth, app: appCalls } = endpoints;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const suite = useModuleSuite({ clock: true, captchas: true });

const send = (phone: string, token: string | undefined, ip: string, type = 'login') =>
  call(suite.app, auth.smsSend, { params: { phone }, query: { type }, token, ip });

const signInWith = (mobile: string, smsCode: string) =>
  call(suite.app, auth.mobile, { body: { mobile, smsCode, grant_type: 'custom_sms' } });

/** Sends `count` codes to one phone a minute apart, passing the captcha when one is due. */
async function sendSpaced(phone: string, token: string, ip: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    let result = await send(phone, token, ip);
    if (result.status === 400 && result.body.errors?.[0]?.field === 'captcha') {
      await passCaptcha(suite.app, suite.captchas, phone, token);
      result = await send(phone, token, ip);
    }
    assert.equal(result.status, 200, `send ${i + 1}: ${result.text}`);
    suite.clock.advance(MINUTE + SECOND);
  }
}

describe('sending a code', () => {
  it('sends a 6-digit code and says when to ask again and how long it lives', async () => {
    const phone = freshPhone();
    const result = await send(phone, await deviceToken(suite.app), freshIp());
    assert.equal(result.status, 200);
    assert.deepEqual(result.body.data, { resendAfter: 60, expiresIn: 300 });
    const dev = await call(suite.app, appCalls.devLastSms, { params: { phone } });
    assert.match(dev.body.data.code, /^\d{6}$/);
    assert.equal(dev.body.data.type, 'login');
  });

  it('refuses a bad number, an unknown type and callers without a token', async () => {
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    for (const phone of ['12345678901', '1380000000', '1380000000a']) {
      const result = await send(phone, token, ip);
      assert.equal(result.status, 400, phone);
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), /phone/);
    }
    assert.equal((await send(freshPhone(), token, ip, 'lottery')).status, 400);
    assert.equal((await send(freshPhone(), undefined, ip)).status, 401);
    assert.equal((await send(freshPhone(), 'garbage', ip)).status, 401);
  });

  it('allows one code a minute per phone, with Retry-After', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    assert.equal((await send(phone, token, ip)).status, 200);
    suite.clock.advance(20 * SECOND);
    const early = await send(phone, token, ip);
    assert.equal(early.status, 429);
    assert.equal(early.body.code, 'P00429');
    assert.equal(early.headers['retry-after'], '40');
    assert.match(early.body.msg, /1 code a minute.*40 seconds/);
    // The stable code and its params, for the client's catalogue; the msg is its English text.
    assert.equal(early.body.error, 'sms.tooManyPerMinute');
    assert.equal(early.body.params?.retryAfter, 40);
    assert.equal(early.body.msg, 'Too many SMS codes: this number may get 1 code a minute. Try again in 40 seconds');
    suite.clock.advance(40 * SECOND);
    assert.equal((await send(phone, token, ip)).status, 200);
  });

  it('allows 5 codes an hour per phone', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    const firstAt = suite.clock.now();
    await sendSpaced(phone, token, ip, SMS_LIMITS.perPhonePerHour);
    await passCaptcha(suite.app, suite.captchas, phone, token);
    const over = await send(phone, token, ip);
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /5 codes an hour/);
    assert.equal(Number(over.headers['retry-after']), Math.ceil((firstAt + 3600 * SECOND - suite.clock.now()) / SECOND));
    suite.clock.advance(Number(over.headers['retry-after']) * SECOND);
    await passCaptcha(suite.app, suite.captchas, phone, token);
    assert.equal((await send(phone, token, ip)).status, 200, 'the hour has moved on');
  });

  it('allows 10 codes a day per phone', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    await sendSpaced(phone, token, ip, 5);
    suite.clock.advance(60 * MINUTE);
    await sendSpaced(phone, token, ip, 5);
    suite.clock.advance(60 * MINUTE);
    await passCaptcha(suite.app, suite.captchas, phone, token);
    const over = await send(phone, token, ip);
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /10 codes a day/);
    assert.ok(Number(over.headers['retry-after']) > 20 * 3600);
  });

  it('allows 20 codes a day per device, and other devices go on', async () => {
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    for (let i = 0; i < SMS_LIMITS.perCallerPerDay; i += 1) {
      assert.equal((await send(freshPhone(), token, ip)).status, 200, `send ${i + 1}`);
    }
    const over = await send(freshPhone(), token, ip);
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /this device or account may get 20 codes a day/);
    assert.equal((await send(freshPhone(), await deviceToken(suite.app), ip)).status, 200);
  });

  it('allows 50 codes a day per client address', async () => {
    const ip = freshIp();
    let token = '';
    for (let i = 0; i < SMS_LIMITS.perIpPerDay; i += 1) {
      if (i % SMS_LIMITS.perCallerPerDay === 0) token = await deviceToken(suite.app);
      assert.equal((await send(freshPhone(), token, ip)).status, 200, `send ${i + 1}`);
    }
    const over = await send(freshPhone(), await deviceToken(suite.app), ip);
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /this network address may get 50 codes a day/);
    assert.equal((await send(freshPhone(), token, freshIp())).status, 200, 'another address goes on');
  });

  it('asks for a captcha from the third code a day to one phone, and uses each passed captcha once', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    await sendSpaced(phone, token, ip, 2);
    const refused = await send(phone, token, ip);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.errors, [{ field: 'captcha', message: 'required', error: 'captcha.fieldRequired' }]);
    assert.match(refused.body.msg, /captcha/);
    await passCaptcha(suite.app, suite.captchas, phone, token);
    assert.equal((await send(phone, token, ip)).status, 200);
    suite.clock.advance(MINUTE + SECOND);
    assert.equal((await send(phone, token, ip)).status, 400, 'the passed captcha was used up');
  });

  it("needs no captcha for a signed-in caller's code to their own number (cash-out, ETC card change), and still does for anyone else", async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    await sendSpaced(phone, token, ip, 2);
    assert.equal((await send(phone, token, ip)).status, 400, 'a third sign-in code asks for the captcha');
    const asDevice = sendCode(suite.deps, { phone, type: 'verify', caller: { kind: 'device', id: 'some-device' }, ip, ownNumber: true });
    await assert.rejects(asDevice, (error: { code?: string }) => error.code === 'captcha.requiredAfterSends', 'a device has no own number');
    const own = await sendCode(suite.deps, { phone, type: 'verify', caller: { kind: 'user', id: 1 }, ip, ownNumber: true });
    assert.equal(own.resendAfter, SMS_LIMITS.resendAfterSeconds);
    await assert.rejects(
      sendCode(suite.deps, { phone, type: 'verify', caller: { kind: 'user', id: 1 }, ip, ownNumber: true }),
      (error: { code?: string }) => error.code === 'sms.tooManyPerMinute',
      'the other limits still hold',
    );
  });

  it('lets the phone ask again at once when the SMS gateway fails', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const ip = freshIp();
    const failing = mock.method(suite.deps.providers.sms, 'send', async () => {
      throw new Error('gateway down');
    });
    const result = await send(phone, token, ip);
    failing.mock.restore();
    assert.equal(result.status, 502);
    assert.match(result.body.msg, /could not be sent/);
    assert.equal((await send(phone, token, ip)).status, 200);
  });
});

describe('checking a code', () => {
  it('burns a code after 5 wrong tries, saying how many are left', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const result = await signInWith(phone, wrong);
      assert.equal(result.status, 400);
      assert.match(result.body.msg, new RegExp(`${left} tr(y|ies) left`));
      assert.deepEqual([result.body.error, result.body.params], ['sms.wrongCode', { triesLeft: left }]);
      assert.deepEqual(result.body.errors?.map((e) => [e.field, e.error]), [['smsCode', 'sms.wrongCode']]);
    }
    const fifth = await signInWith(phone, wrong);
    assert.match(fifth.body.msg, /last try: this code is void/);
    assert.equal(fifth.body.error, 'sms.lastTryWrong');
    const right = await signInWith(phone, code);
    assert.equal(right.status, 400, 'even the right code is refused once burnt');
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await signInWith(phone, wrong);
    assert.equal((await signInWith(phone, code)).status, 200);
  });

  it('refuses parallel guesses beyond 5', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1e6).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => signInWith(phone, g)));
    assert.ok(results.every((r) => r.status === 400));
    assert.equal((await signInWith(phone, code)).status, 400, 'the code is burnt');
  });

  it('uses a code once: the same code again is refused', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    assert.equal((await signInWith(phone, code)).status, 200);
    const replay = await signInWith(phone, code);
    assert.equal(replay.status, 400);
    assert.match(replay.body.msg, /no valid SMS code/);
    assert.equal((await rowCounts(suite.deps.db)).auth_sessions, 1);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    suite.clock.advance(5 * MINUTE);
    const result = await signInWith(phone, code);
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /expired/);
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
  });

  it('accepts a code until just before 5 minutes', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    suite.clock.advance(5 * MINUTE - SECOND);
    assert.equal((await signInWith(phone, code)).status, 200);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    const first = await requestCode(suite.app, phone, { token });
    suite.clock.advance(MINUTE + SECOND);
    const second = await requestCode(suite.app, phone, { token });
    if (first !== second) assert.equal((await signInWith(phone, first)).status, 400);
    assert.equal((await signInWith(phone, second)).status, 200);
  });
});

describe('development SMS endpoint', () => {
  it('answers 404 for a phone that got no code', async () => {
    const result = await call(suite.app, appCalls.devLastSms, { params: { phone: freshPhone() } });
    assert.equal(result.status, 404);
  });

  it('answers only on this machine: a client on the network is refused', async () => {
    const phone = freshPhone();
    const code = await requestCode(suite.app, phone);
    for (const ip of ['192.168.1.20', '10.0.0.8', '::ffff:192.168.1.20']) {
      const remote = await call(suite.app, appCalls.devLastSms, { params: { phone }, ip });
      assert.equal(remote.status, 403, ip);
      assert.ok(!remote.text.includes(code));
    }
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      assert.equal((await call(suite.app, appCalls.devLastSms, { params: { phone }, ip })).body.data.code, code, ip);
    }
  });

  it('does not exist in production, even on the simulators', async () => {
    const production = await createTestApp({ env: 'production', simulators: true });
    try {
      const phone = freshPhone();
      const sent = await call(production.app, auth.smsSend, {
        params: { phone },
        query: { type: 'login' },
        token: await deviceToken(production.app),
        ip: freshIp(),
      });
      assert.equal(sent.status, 200);
      const dev = await call(production.app, appCalls.devLastSms, { params: { phone } });
      assert.equal(dev.status, 404);
      const sentCode = (production.deps.providers.sms as LocalSmsProvider).lastMessage(phone)?.params.code;
      assert.ok(sentCode && !dev.text.includes(sentCode));
      assert.ok(!production.app.printRoutes().includes('dev/'));
    } finally {
      await production.close();
    }
  });
});
