import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { endpoints, type Endpoint } from '@/lib/contract';
import { pendingVehicleAuthorizations } from '../user/user.table';
import { REGISTRATION_LIMITS } from './auth.service';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha.image';
import { call, deviceToken, freshIp, freshPhone, passCaptcha, requestCode, rowCounts, signIn, useModuleSuite, type CallResult } from '../testing';

const { auth, user } = endpoints;
const SECOND = 1000;

const suite = useModuleSuite({ clock: true, captchas: true });

/** A newcomer on a shared page: a device token and a 'register' code for a fresh phone. */
async function newcomer() {
  const mobile = freshPhone();
  const token = await deviceToken(suite.app);
  const smsCode = await requestCode(suite.app, mobile, { type: 'register', token });
  return { mobile, token, smsCode };
}

const register = (endpoint: Endpoint, token: string | undefined, body: Record<string, unknown>) =>
  call(suite.app, endpoint, { token, body });

/** A newcomer registers at `endpoint` with a wrong answer to the captcha shown: refused, no account made. */
async function wrongCaptchaRefused(endpoint: Endpoint) {
  const { mobile, token, smsCode } = await newcomer();
  await call(suite.app, auth.captcha, { query: { phone: mobile } });
  const wrong = await register(endpoint, token, { mobile, smsCode, captcha: 'zzzz' });
  assert.equal(wrong.status, 400);
  assert.equal((await rowCounts(suite.deps.db)).users, 0);
  return { mobile, token, smsCode };
}

/** A captcha answer is a PNG picture: no SVG, no path outlines or text a script could read the answer from. */
function assertCaptchaPicture(image: CallResult) {
  assert.match(String(image.headers['content-type']), /^image\/png/);
  assert.deepEqual(image.bytes.subarray(0, 8), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  assert.doesNotMatch(image.bytes.toString('latin1'), /<svg|<path|\bd="/);
}

describe('captcha', () => {
  it('answers a PNG picture for a phone, and a new one on refresh', async () => {
    const phone = freshPhone();
    const image = await call(suite.app, auth.captcha, { query: { phone } });
    assert.equal(image.status, 200);
    assertCaptchaPicture(image);
    const first = suite.captchas.lastAnswer();
    const refreshed = await call(suite.app, auth.refreshCaptcha, { query: { phone } });
    assert.equal(refreshed.status, 200);
    assertCaptchaPicture(refreshed);
    assert.notDeepEqual(refreshed.bytes, image.bytes);
    const token = await deviceToken(suite.app);
    if (first.toLowerCase() !== suite.captchas.lastAnswer().toLowerCase()) {
      const stale = await call(suite.app, auth.checkCaptcha, { body: { phone, captcha: first }, token });
      assert.equal(stale.status, 400, 'the earlier image no longer counts');
    }
  });

  it('gives a script no outlines to match: only pixels, and the same text never draws the same twice', async () => {
    const [one, two] = [await drawCaptcha('Ab3x'), await drawCaptcha('Ab3x')];
    const pixels = async (png: Buffer) => (await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true }));
    const [a, b] = [await pixels(one), await pixels(two)];
    assert.equal(a.info.width, CAPTCHA_WIDTH);
    assert.equal(a.info.height, CAPTCHA_HEIGHT);
    // Not just other bytes (the grain alone would give that): the strokes themselves moved.
    let moved = 0;
    for (let i = 0; i < a.data.length; i += a.info.channels) if (Math.abs(a.data[i] - b.data[i]) > 100) moved += 1;
    assert.ok(moved > (CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 50, `only ${moved} pixels differ clearly between two drawings of one text`);
  });

  /** A tourist shown a captcha image for a fresh phone: the image's answer, and checking an answer. */
  async function captchaShown() {
    const phone = freshPhone();
    const token = await deviceToken(suite.app);
    await call(suite.app, auth.captcha, { query: { phone } });
    return {
      answer: suite.captchas.lastAnswer(),
      check: (captcha: string) => call(suite.app, auth.checkCaptcha, { body: { phone, captcha }, token }),
    };
  }

  it('accepts the right answer once, case-insensitively', async () => {
    const { answer, check } = await captchaShown();
    const right = await check(` ${answer.toUpperCase()} `);
    assert.equal(right.status, 200, right.text);
    assert.deepEqual(right.body.data, { valid: true });
    const again = await check(answer);
    assert.equal(again.status, 400);
  });

  it('voids the image after a wrong answer', async () => {
    const { answer, check } = await captchaShown();
    const wrong = await check('zzzzz');
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.msg, /Wrong captcha/);
    const late = await check(answer);
    assert.equal(late.status, 400);
  });

  it('lets an image expire after 5 minutes', async () => {
    const { answer, check } = await captchaShown();
    suite.clock.advance(300 * SECOND);
    const result = await check(answer);
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /expired/);
  });

  it('refuses bad input and checks without a token', async () => {
    const token = await deviceToken(suite.app);
    assert.equal((await call(suite.app, auth.captcha, { query: { phone: '123' } })).status, 400);
    assert.equal((await call(suite.app, auth.captcha, {})).status, 400);
    assert.equal((await call(suite.app, auth.refreshCaptcha, { query: { phone: 'abc' } })).status, 400);
    assert.equal((await call(suite.app, auth.checkCaptcha, { body: { phone: freshPhone() }, token })).status, 400);
    assert.equal((await call(suite.app, auth.checkCaptcha, { body: { phone: freshPhone(), captcha: '' }, token })).status, 400);
    assert.equal((await call(suite.app, auth.checkCaptcha, { body: { phone: freshPhone(), captcha: 'abcd' } })).status, 401);
  });
});

describe('newcomer registration (checkH5SmsCode)', () => {
  it('needs a captcha; without one the SMS code is kept for the next try', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const refused = await register(auth.checkH5SmsCode, token, { mobile, smsCode });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.errors, [{ field: 'captcha', message: 'required', error: 'captcha.fieldRequired' }]);
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
    await call(suite.app, auth.captcha, { query: { phone: mobile } });
    const ok = await register(auth.checkH5SmsCode, token, { mobile, smsCode, captcha: suite.captchas.lastAnswer() });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.code, '200');
    assert.equal(ok.body.data.isTourist, false);
    const info = await call(suite.app, user.info, { token: ok.body.data.userToken });
    assert.equal(info.body.data.mobile, mobile);
  });

  it('accepts a captcha checked beforehand with checkCaptcha', async () => {
    const { mobile, token, smsCode } = await newcomer();
    await passCaptcha(suite.app, suite.captchas, mobile, token);
    const ok = await register(auth.checkH5SmsCode, token, { mobile, smsCode });
    assert.equal(ok.status, 200, ok.text);
  });

  it('refuses a wrong captcha without using the SMS code', async () => {
    const { mobile, token, smsCode } = await wrongCaptchaRefused(auth.checkH5SmsCode);
    await passCaptcha(suite.app, suite.captchas, mobile, token);
    assert.equal((await register(auth.checkH5SmsCode, token, { mobile, smsCode })).status, 200);
  });

  it("takes only 'register' codes", async () => {
    const mobile = freshPhone();
    const token = await deviceToken(suite.app);
    const smsCode = await requestCode(suite.app, mobile, { type: 'login', token });
    await passCaptcha(suite.app, suite.captchas, mobile, token);
    const result = await register(auth.checkH5SmsCode, token, { mobile, smsCode });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /no valid SMS code/);
  });

  it('needs a tourist or user token', async () => {
    const { mobile, smsCode } = await newcomer();
    assert.equal((await register(auth.checkH5SmsCode, undefined, { mobile, smsCode })).status, 401);
  });
});

describe('recommender', () => {
  it('records the inviting user (by mobile or by id) on a new account and makes them an inviter', async () => {
    const inviter = await signIn(suite.app);
    const inviterInfo = (await call(suite.app, user.info, { token: inviter.userToken })).body.data;
    assert.equal(inviterInfo.isInviter, false);
    for (const recommender of [inviter.phone, String(inviterInfo.userId)]) {
      const { mobile, token, smsCode } = await newcomer();
      const result = await register(auth.inviteRegister, token, { mobile, smsCode, recommender });
      assert.equal(result.status, 200, result.text);
      const info = await call(suite.app, user.info, { token: result.body.data.userToken });
      assert.equal(info.body.data.recommender, String(inviterInfo.userId));
    }
    assert.equal((await call(suite.app, user.info, { token: inviter.userToken })).body.data.isInviter, true);
  });

  it('refuses a malformed or own recommender, keeping the code and storing nothing', async () => {
    const someone = await signIn(suite.app);
    const { mobile, token, smsCode } = await newcomer();
    const before = await rowCounts(suite.deps.db);
    for (const [recommender, message] of [
      ['not-a-user', /user id or an 11-digit mobile/],
      ['0', /user id or an 11-digit mobile/],
      ['99999999999', /user id or an 11-digit mobile/],
      [mobile, /cannot be yourself/],
    ] as const) {
      const result = await register(auth.inviteRegister, token, { mobile, smsCode, recommender });
      assert.equal(result.status, 400, recommender);
      assert.deepEqual(result.body.errors?.map((e) => e.field), ['recommender']);
      assert.match(result.body.msg, message);
    }
    const missing = await register(auth.inviteRegister, token, { mobile, smsCode });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /recommender is required/);
    assert.deepEqual(await rowCounts(suite.deps.db), before);
    const ok = await register(auth.inviteRegister, token, { mobile, smsCode, recommender: someone.phone });
    assert.equal(ok.status, 200);
  });

  it('answers the same whether or not a recommender is registered, until the SMS code is right', async () => {
    const someone = await signIn(suite.app);
    const someoneId = String((await call(suite.app, user.info, { token: someone.userToken })).body.data.userId);
    const token = await deviceToken(suite.app);
    const probe = (mobile: string, smsCode: string, recommender: string) =>
      call(suite.app, auth.inviteRegister, { token, body: { mobile, smsCode, recommender }, ip: freshIp() });
    const known = [someone.phone, someoneId];
    const unknown = ['13999999999', '987654'];
    // A number without a code, and one with a code but the wrong one: a prober has no right code.
    const { mobile: withCode, smsCode } = await newcomer();
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    for (const [mobile, code] of [[freshPhone(), '123456'], [withCode, wrongCode]] as const) {
      const answers = [];
      for (const recommender of [...known, ...unknown]) {
        const answer = await probe(mobile, code, recommender);
        answers.push({ status: answer.status, errors: answer.body.errors?.map((e) => [e.field, e.error]), error: answer.body.error, msg: answer.body.msg.replace(/\d+ tr(y|ies) left/, 'N tries left') });
      }
      for (const answer of answers) assert.deepEqual(answer, answers[0], JSON.stringify(answers));
      assert.equal(answers[0].status, 400);
      assert.deepEqual(answers[0].errors?.map(([field]) => field), ['smsCode']);
    }
  });

  it('refuses an unknown recommender once the code is right, storing nothing', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const before = await rowCounts(suite.deps.db);
    const result = await register(auth.inviteRegister, token, { mobile, smsCode, recommender: '13999999999' });
    assert.equal(result.status, 400);
    assert.deepEqual(result.body.errors?.map((e) => e.field), ['recommender']);
    assert.match(result.body.msg, /no registered user/);
    assert.deepEqual(await rowCounts(suite.deps.db), before);
  });

  it('allows 30 registration attempts an hour per client address, then 429 with Retry-After', async () => {
    const ip = freshIp();
    const token = await deviceToken(suite.app);
    const attempt = (from: string) =>
      call(suite.app, auth.inviteRegister, { token, body: { mobile: freshPhone(), smsCode: '123456', recommender: '13999999999' }, ip: from });
    for (let i = 0; i < REGISTRATION_LIMITS.attemptsPerAddressPerHour; i += 1) {
      assert.equal((await attempt(ip)).status, 400, `attempt ${i + 1}`);
    }
    const over = await attempt(ip);
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /30 registration attempts an hour/);
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.equal((await attempt(freshIp())).status, 400, 'another address goes on');
    for (const endpoint of [auth.checkH5SmsCode, auth.consignorRegister, auth.vehicleAuthorize]) {
      const refused = await call(suite.app, endpoint, { token, body: { mobile: freshPhone(), smsCode: '123456', vehicleId: 1 }, ip });
      assert.equal(refused.status, 429, 'every registration variant counts');
    }
  });

  it('refuses an existing account naming itself by id', async () => {
    const existing = await signIn(suite.app);
    const id = (await call(suite.app, user.info, { token: existing.userToken })).body.data.userId;
    suite.clock.advance(61 * SECOND);
    const smsCode = await requestCode(suite.app, existing.phone, { type: 'register' });
    const result = await register(auth.inviteRegister, existing.device, { mobile: existing.phone, smsCode, recommender: String(id) });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /cannot be yourself/);
  });

  it('does not give an existing account a recommender after the fact', async () => {
    const inviter = await signIn(suite.app);
    const existing = await signIn(suite.app);
    suite.clock.advance(61 * SECOND);
    const smsCode = await requestCode(suite.app, existing.phone, { type: 'register' });
    const result = await register(auth.inviteRegister, existing.device, { mobile: existing.phone, smsCode, recommender: inviter.phone });
    assert.equal(result.status, 200);
    const info = await call(suite.app, user.info, { token: result.body.data.userToken });
    assert.equal(info.body.data.recommender, null);
    assert.equal((await call(suite.app, user.info, { token: inviter.userToken })).body.data.isInviter, false);
  });
});

describe('consignor and vehicle authorisation registration', () => {
  it('grants the cargo-owner identity to a consignor and makes it current', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const result = await register(auth.consignorRegister, token, { mobile, smsCode });
    assert.equal(result.status, 200, result.text);
    const info = (await call(suite.app, user.info, { token: result.body.data.userToken })).body.data;
    assert.equal(info.identityType, 'cargoOwner');
    assert.deepEqual(info.identities, ['cargoOwner']);
  });

  it('keeps the current identity of an existing account and adds cargo owner', async () => {
    const existing = await signIn(suite.app);
    await call(suite.app, user.setIdentity, { token: existing.userToken, body: { identityType: 'driver' } });
    suite.clock.advance(61 * SECOND);
    const smsCode = await requestCode(suite.app, existing.phone, { type: 'register' });
    const result = await register(auth.consignorRegister, existing.device, { mobile: existing.phone, smsCode });
    const info = (await call(suite.app, user.info, { token: result.body.data.userToken })).body.data;
    assert.equal(info.identityType, 'driver');
    assert.deepEqual([...info.identities].sort(), ['cargoOwner', 'driver']);
  });

  it('checks a captcha when one is given', async () => {
    await wrongCaptchaRefused(auth.consignorRegister);
  });

  it('files the vehicle of an authorisation link for the vehicles issue', async () => {
    const owner = await signIn(suite.app);
    const { mobile, token, smsCode } = await newcomer();
    const result = await register(auth.vehicleAuthorize, token, { mobile, smsCode, vehicleId: '42', recommender: owner.phone });
    assert.equal(result.status, 200, result.text);
    const rows = await suite.deps.db.select().from(pendingVehicleAuthorizations);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].vehicleId, 42);
    assert.ok(rows[0].recommenderId);
  });

  it('refuses a missing or malformed vehicleId, storing nothing', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const before = await rowCounts(suite.deps.db);
    for (const vehicleId of [undefined, 'abc', -1, 0, 1.5, 2 ** 31, 1e12]) {
      const result = await register(auth.vehicleAuthorize, token, { mobile, smsCode, vehicleId });
      assert.equal(result.status, 400, String(vehicleId));
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), /vehicleId/);
    }
    assert.deepEqual(await rowCounts(suite.deps.db), before);
  });

  it('refuses malformed mobile and smsCode on every variant', async () => {
    const token = await deviceToken(suite.app);
    for (const endpoint of [auth.checkH5SmsCode, auth.consignorRegister, auth.inviteRegister, auth.vehicleAuthorize]) {
      for (const body of [{ mobile: '123', smsCode: '123456' }, { mobile: freshPhone(), smsCode: '12' }, {}]) {
        const result = await register(endpoint, token, { ...body, vehicleId: 1 });
        assert.equal(result.status, 400, `${endpoint.path} ${JSON.stringify(body)}`);
        assert.equal(result.body.code, '400');
      }
    }
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
  });
});
