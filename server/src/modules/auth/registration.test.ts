import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { endpoints, type Endpoint } from '@/lib/contract';
import { createTestApp, resetDatabase } from '../../../test/helpers';
import type { AppDeps } from '../../deps';
import { pendingVehicleAuthorizations } from '../user/user.table';
import {
  call,
  deviceToken,
  freshPhone,
  passCaptcha,
  requestCode,
  rowCounts,
  signIn,
  useTestClock,
  watchCaptchas,
  type CaptchaWatch,
} from '../testing';

const { auth, user } = endpoints;
const SECOND = 1000;

let app: FastifyInstance;
let deps: AppDeps;
let close: () => Promise<void>;
let clock: ReturnType<typeof useTestClock>;
let captchas: CaptchaWatch;

before(async () => {
  ({ app, deps, close } = await createTestApp());
  captchas = watchCaptchas();
});
after(async () => {
  captchas.restore();
  await close();
});
beforeEach(async () => {
  await resetDatabase();
  clock = useTestClock();
});
afterEach(() => clock.restore());

/** A newcomer on a shared page: a device token and a 'register' code for a fresh phone. */
async function newcomer() {
  const mobile = freshPhone();
  const token = await deviceToken(app);
  const smsCode = await requestCode(app, mobile, { type: 'register', token });
  return { mobile, token, smsCode };
}

const register = (endpoint: Endpoint, token: string | undefined, body: Record<string, unknown>) =>
  call(app, endpoint, { token, body });

describe('captcha', () => {
  it('answers an SVG image for a phone, and a new one on refresh', async () => {
    const phone = freshPhone();
    const image = await call(app, auth.captcha, { query: { phone } });
    assert.equal(image.status, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.match(image.text, /^<svg/);
    const first = captchas.lastAnswer();
    const refreshed = await call(app, auth.refreshCaptcha, { query: { phone } });
    assert.equal(refreshed.status, 200);
    assert.match(refreshed.text, /^<svg/);
    assert.notEqual(refreshed.text, image.text);
    const token = await deviceToken(app);
    if (first.toLowerCase() !== captchas.lastAnswer().toLowerCase()) {
      const stale = await call(app, auth.checkCaptcha, { body: { phone, captcha: first }, token });
      assert.equal(stale.status, 400, 'the earlier image no longer counts');
    }
  });

  it('accepts the right answer once, case-insensitively', async () => {
    const phone = freshPhone();
    const token = await deviceToken(app);
    await call(app, auth.captcha, { query: { phone } });
    const answer = captchas.lastAnswer();
    const right = await call(app, auth.checkCaptcha, { body: { phone, captcha: ` ${answer.toUpperCase()} ` }, token });
    assert.equal(right.status, 200, right.text);
    assert.deepEqual(right.body.data, { valid: true });
    const again = await call(app, auth.checkCaptcha, { body: { phone, captcha: answer }, token });
    assert.equal(again.status, 400);
  });

  it('voids the image after a wrong answer', async () => {
    const phone = freshPhone();
    const token = await deviceToken(app);
    await call(app, auth.captcha, { query: { phone } });
    const answer = captchas.lastAnswer();
    const wrong = await call(app, auth.checkCaptcha, { body: { phone, captcha: 'zzzzz' }, token });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.msg, /Wrong captcha/);
    const late = await call(app, auth.checkCaptcha, { body: { phone, captcha: answer }, token });
    assert.equal(late.status, 400);
  });

  it('lets an image expire after 5 minutes', async () => {
    const phone = freshPhone();
    const token = await deviceToken(app);
    await call(app, auth.captcha, { query: { phone } });
    clock.advance(300 * SECOND);
    const result = await call(app, auth.checkCaptcha, { body: { phone, captcha: captchas.lastAnswer() }, token });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /expired/);
  });

  it('refuses bad input and checks without a token', async () => {
    const token = await deviceToken(app);
    assert.equal((await call(app, auth.captcha, { query: { phone: '123' } })).status, 400);
    assert.equal((await call(app, auth.captcha, {})).status, 400);
    assert.equal((await call(app, auth.refreshCaptcha, { query: { phone: 'abc' } })).status, 400);
    assert.equal((await call(app, auth.checkCaptcha, { body: { phone: freshPhone() }, token })).status, 400);
    assert.equal((await call(app, auth.checkCaptcha, { body: { phone: freshPhone(), captcha: '' }, token })).status, 400);
    assert.equal((await call(app, auth.checkCaptcha, { body: { phone: freshPhone(), captcha: 'abcd' } })).status, 401);
  });
});

describe('newcomer registration (checkH5SmsCode)', () => {
  it('needs a captcha; without one the SMS code is kept for the next try', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const refused = await register(auth.checkH5SmsCode, token, { mobile, smsCode });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.errors, [{ field: 'captcha', message: 'required' }]);
    assert.equal((await rowCounts(deps.db)).users, 0);
    await call(app, auth.captcha, { query: { phone: mobile } });
    const ok = await register(auth.checkH5SmsCode, token, { mobile, smsCode, captcha: captchas.lastAnswer() });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.code, '200');
    assert.equal(ok.body.data.isTourist, false);
    const info = await call(app, user.info, { token: ok.body.data.userToken });
    assert.equal(info.body.data.mobile, mobile);
  });

  it('accepts a captcha checked beforehand with checkCaptcha', async () => {
    const { mobile, token, smsCode } = await newcomer();
    await passCaptcha(app, captchas, mobile, token);
    const ok = await register(auth.checkH5SmsCode, token, { mobile, smsCode });
    assert.equal(ok.status, 200, ok.text);
  });

  it('refuses a wrong captcha without using the SMS code', async () => {
    const { mobile, token, smsCode } = await newcomer();
    await call(app, auth.captcha, { query: { phone: mobile } });
    const wrong = await register(auth.checkH5SmsCode, token, { mobile, smsCode, captcha: 'zzzz' });
    assert.equal(wrong.status, 400);
    assert.equal((await rowCounts(deps.db)).users, 0);
    await passCaptcha(app, captchas, mobile, token);
    assert.equal((await register(auth.checkH5SmsCode, token, { mobile, smsCode })).status, 200);
  });

  it("takes only 'register' codes", async () => {
    const mobile = freshPhone();
    const token = await deviceToken(app);
    const smsCode = await requestCode(app, mobile, { type: 'login', token });
    await passCaptcha(app, captchas, mobile, token);
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
    const inviter = await signIn(app);
    const inviterInfo = (await call(app, user.info, { token: inviter.userToken })).body.data;
    assert.equal(inviterInfo.isInviter, false);
    for (const recommender of [inviter.phone, String(inviterInfo.userId)]) {
      const { mobile, token, smsCode } = await newcomer();
      const result = await register(auth.inviteRegister, token, { mobile, smsCode, recommender });
      assert.equal(result.status, 200, result.text);
      const info = await call(app, user.info, { token: result.body.data.userToken });
      assert.equal(info.body.data.recommender, String(inviterInfo.userId));
    }
    assert.equal((await call(app, user.info, { token: inviter.userToken })).body.data.isInviter, true);
  });

  it('refuses an unknown, malformed or own recommender, keeping the code and storing nothing', async () => {
    const someone = await signIn(app);
    const { mobile, token, smsCode } = await newcomer();
    const before = await rowCounts(deps.db);
    for (const [recommender, message] of [
      ['13999999999', /no registered user/],
      ['987654', /no registered user/],
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
    assert.deepEqual(await rowCounts(deps.db), before);
    const ok = await register(auth.inviteRegister, token, { mobile, smsCode, recommender: someone.phone });
    assert.equal(ok.status, 200);
  });

  it('refuses an existing account naming itself by id', async () => {
    const existing = await signIn(app);
    const id = (await call(app, user.info, { token: existing.userToken })).body.data.userId;
    clock.advance(61 * SECOND);
    const smsCode = await requestCode(app, existing.phone, { type: 'register' });
    const result = await register(auth.inviteRegister, existing.device, { mobile: existing.phone, smsCode, recommender: String(id) });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /cannot be yourself/);
  });

  it('does not give an existing account a recommender after the fact', async () => {
    const inviter = await signIn(app);
    const existing = await signIn(app);
    clock.advance(61 * SECOND);
    const smsCode = await requestCode(app, existing.phone, { type: 'register' });
    const result = await register(auth.inviteRegister, existing.device, { mobile: existing.phone, smsCode, recommender: inviter.phone });
    assert.equal(result.status, 200);
    const info = await call(app, user.info, { token: result.body.data.userToken });
    assert.equal(info.body.data.recommender, null);
    assert.equal((await call(app, user.info, { token: inviter.userToken })).body.data.isInviter, false);
  });
});

describe('consignor and vehicle authorisation registration', () => {
  it('grants the cargo-owner identity to a consignor and makes it current', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const result = await register(auth.consignorRegister, token, { mobile, smsCode });
    assert.equal(result.status, 200, result.text);
    const info = (await call(app, user.info, { token: result.body.data.userToken })).body.data;
    assert.equal(info.identityType, 'cargoOwner');
    assert.deepEqual(info.identities, ['cargoOwner']);
  });

  it('keeps the current identity of an existing account and adds cargo owner', async () => {
    const existing = await signIn(app);
    await call(app, user.setIdentity, { token: existing.userToken, body: { identityType: 'driver' } });
    clock.advance(61 * SECOND);
    const smsCode = await requestCode(app, existing.phone, { type: 'register' });
    const result = await register(auth.consignorRegister, existing.device, { mobile: existing.phone, smsCode });
    const info = (await call(app, user.info, { token: result.body.data.userToken })).body.data;
    assert.equal(info.identityType, 'driver');
    assert.deepEqual([...info.identities].sort(), ['cargoOwner', 'driver']);
  });

  it('checks a captcha when one is given', async () => {
    const { mobile, token, smsCode } = await newcomer();
    await call(app, auth.captcha, { query: { phone: mobile } });
    const wrong = await register(auth.consignorRegister, token, { mobile, smsCode, captcha: 'zzzz' });
    assert.equal(wrong.status, 400);
    assert.equal((await rowCounts(deps.db)).users, 0);
  });

  it('files the vehicle of an authorisation link for the vehicles issue', async () => {
    const owner = await signIn(app);
    const { mobile, token, smsCode } = await newcomer();
    const result = await register(auth.vehicleAuthorize, token, { mobile, smsCode, vehicleId: '42', recommender: owner.phone });
    assert.equal(result.status, 200, result.text);
    const rows = await deps.db.select().from(pendingVehicleAuthorizations);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].vehicleId, 42);
    assert.ok(rows[0].recommenderId);
  });

  it('refuses a missing or malformed vehicleId, storing nothing', async () => {
    const { mobile, token, smsCode } = await newcomer();
    const before = await rowCounts(deps.db);
    for (const vehicleId of [undefined, 'abc', -1, 0, 1.5, 2 ** 31, 1e12]) {
      const result = await register(auth.vehicleAuthorize, token, { mobile, smsCode, vehicleId });
      assert.equal(result.status, 400, String(vehicleId));
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), /vehicleId/);
    }
    assert.deepEqual(await rowCounts(deps.db), before);
  });

  it('refuses malformed mobile and smsCode on every variant', async () => {
    const token = await deviceToken(app);
    for (const endpoint of [auth.checkH5SmsCode, auth.consignorRegister, auth.inviteRegister, auth.vehicleAuthorize]) {
      for (const body of [{ mobile: '123', smsCode: '123456' }, { mobile: freshPhone(), smsCode: '12' }, {}]) {
        const result = await register(endpoint, token, { ...body, vehicleId: 1 });
        assert.equal(result.status, 400, `${endpoint.path} ${JSON.stringify(body)}`);
        assert.equal(result.body.code, '400');
      }
    }
    assert.equal((await rowCounts(deps.db)).users, 0);
  });
});
