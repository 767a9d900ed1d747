import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/contract';
import { mountEndpoint } from '../../http/route';
import { createTestApp } from '../../../test/helpers';
import { call, deviceToken, freshIp, freshPhone, requestCode, rowCounts, signIn, useModuleSuite } from '../testing';
import { users } from '../user/user.table';
import { authenticate } from './auth.access';
import { authSessions, devices } from './auth.table';
import { signToken } from './auth.tokens';
import { DEVICE_LIMITS } from './auth.service';

const { auth, user } = endpoints;

const suite = useModuleSuite({ clock: true });

const SECOND = 1000;

describe('device token', () => {
  it('answers a tourist token and keeps one device per serial number', async () => {
    const body = { serialNo: 'SN-1', os: 'Android', grant_type: 'custom_device' };
    const first = await call(suite.app, auth.device, { body });
    assert.equal(first.status, 200);
    assert.equal(first.body.code, 'P00000');
    assert.equal(first.body.data.isTourist, true);
    assert.match(first.body.data.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    await call(suite.app, auth.device, { body });
    assert.equal((await rowCounts(suite.deps.db)).devices, 1);
  });

  it('allows 20 new devices an hour per client address; known devices and other addresses go on', async () => {
    const ip = freshIp();
    const register = (serialNo: string, from = ip) => call(suite.app, auth.device, { body: { serialNo, os: 'H5', grant_type: 'custom_device' }, ip: from });
    for (let i = 0; i < DEVICE_LIMITS.newPerAddressPerHour; i += 1) {
      assert.equal((await register(`minted-${i}`)).status, 200, `device ${i + 1}`);
    }
    const over = await register('minted-over');
    assert.equal(over.status, 429);
    assert.match(over.body.msg, /this network address may register 20 new devices an hour/);
    assert.ok(Number(over.headers['retry-after']) > 0 && Number(over.headers['retry-after']) <= 3600);
    assert.equal((await rowCounts(suite.deps.db)).devices, DEVICE_LIMITS.newPerAddressPerHour, 'the refused device was not stored');
    assert.equal((await register('minted-0')).status, 200, 'an installation already known gets its token again');
    assert.equal((await register('minted-over', freshIp())).status, 200, 'another address goes on');
    suite.clock.advance(3600 * SECOND);
    assert.equal((await register('minted-later')).status, 200, 'the next hour');
  });

  for (const [name, body, field] of [
    ['missing serialNo', { os: 'H5', grant_type: 'custom_device' }, 'serialNo'],
    ['empty serialNo', { serialNo: '  ', os: 'H5', grant_type: 'custom_device' }, 'serialNo'],
    ['unknown os', { serialNo: 'x', os: 'Windows', grant_type: 'custom_device' }, 'os'],
    ['wrong grant type', { serialNo: 'x', os: 'H5', grant_type: 'custom_sms' }, 'grant_type'],
    ['missing grant type', { serialNo: 'x', os: 'H5' }, 'grant_type'],
    ['serialNo not a string', { serialNo: 42, os: 'H5', grant_type: 'custom_device' }, 'serialNo'],
  ] as const) {
    it(`refuses ${name} with 400 naming the field, storing nothing`, async () => {
      const result = await call(suite.app, auth.device, { body });
      assert.equal(result.status, 400);
      assert.equal(result.body.code, 'P00400');
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), new RegExp(field));
      assert.equal((await rowCounts(suite.deps.db)).devices, 0);
    });
  }
});

describe('SMS sign-in', () => {
  it('creates the account on the first sign-in, links the device and answers four tokens', async () => {
    const session = await signIn(suite.app);
    for (const token of ['userToken', 'logisticsToken', 'userRefreshToken', 'logisticsRefreshToken'] as const) {
      assert.equal(typeof session[token], 'string');
    }
    const [account] = await suite.deps.db.select().from(users).where(eq(users.mobile, session.phone));
    assert.ok(account, 'the account exists');
    const [device] = await suite.deps.db.select().from(devices);
    assert.equal(device.userId, account.id);
    const info = await call(suite.app, user.appserverInfo, { token: session.userToken });
    assert.equal(info.status, 200);
    assert.equal(info.body.data.mobile, session.phone);
  });

  it('signs an existing account in again with a new session, not a new account', async () => {
    const first = await signIn(suite.app);
    suite.clock.advance(61 * SECOND);
    const second = await signIn(suite.app, first.phone);
    const counts = await rowCounts(suite.deps.db);
    assert.equal(counts.users, 1);
    assert.equal(counts.auth_sessions, 2);
    const a = await call(suite.app, user.appserverInfo, { token: first.userToken });
    const b = await call(suite.app, user.appserverInfo, { token: second.userToken });
    assert.equal(a.body.data.userId, b.body.data.userId);
  });

  it('links the device from the tourist token in Authorization when the body has none', async () => {
    const phone = freshPhone();
    const device = await deviceToken(suite.app);
    const smsCode = await requestCode(suite.app, phone, { token: device });
    const result = await call(suite.app, auth.mobile, { body: { mobile: phone, smsCode, grant_type: 'custom_sms' }, token: device });
    assert.equal(result.status, 200);
    const [row] = await suite.deps.db.select().from(authSessions);
    assert.ok(row.deviceId);
  });

  it('signs in while the client still sends an old user token (public call: only a device token counts)', async () => {
    const old = await signIn(suite.app);
    await call(suite.app, auth.logout, { body: {}, token: old.userToken });
    const phone = freshPhone();
    const smsCode = await requestCode(suite.app, phone);
    const result = await call(suite.app, auth.mobile, { body: { mobile: phone, smsCode, grant_type: 'custom_sms' }, token: old.userToken });
    assert.equal(result.status, 200, result.text);
  });

  it('refuses malformed requests with 400 and leaves the code usable', async () => {
    const phone = freshPhone();
    const smsCode = await requestCode(suite.app, phone);
    const before = await rowCounts(suite.deps.db);
    const cases: [string, unknown][] = [
      ['grant_type', { mobile: phone, smsCode, grant_type: 'password' }],
      ['grant_type', { mobile: phone, smsCode }],
      ['smsCode', { mobile: phone, grant_type: 'custom_sms' }],
      ['smsCode', { mobile: phone, smsCode: '12ab56', grant_type: 'custom_sms' }],
      ['smsCode', { mobile: phone, smsCode: 123456, grant_type: 'custom_sms' }],
      ['mobile', { mobile: '12345', smsCode, grant_type: 'custom_sms' }],
      ['mobile', { mobile: '12012345678', smsCode, grant_type: 'custom_sms' }],
      ['mobile', { smsCode, grant_type: 'custom_sms' }],
    ];
    for (const [field, body] of cases) {
      const result = await call(suite.app, auth.mobile, { body });
      assert.equal(result.status, 400, `${JSON.stringify(body)} -> ${result.text}`);
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), new RegExp(field));
    }
    assert.deepEqual(await rowCounts(suite.deps.db), before);
    const ok = await call(suite.app, auth.mobile, { body: { mobile: phone, smsCode, grant_type: 'custom_sms' } });
    assert.equal(ok.status, 200, ok.text);
  });

  it('refuses a deviceToken that is not a device token, before using the SMS code', async () => {
    const phone = freshPhone();
    const smsCode = await requestCode(suite.app, phone);
    const other = await signIn(suite.app);
    const before = await rowCounts(suite.deps.db);
    for (const deviceTokenValue of ['not-a-token', other.userToken, other.userRefreshToken]) {
      const result = await call(suite.app, auth.mobile, {
        body: { mobile: phone, smsCode, deviceToken: deviceTokenValue, grant_type: 'custom_sms' },
      });
      assert.equal(result.status, 400);
      assert.deepEqual(result.body.errors?.map((e) => e.field), ['deviceToken']);
    }
    assert.deepEqual(await rowCounts(suite.deps.db), before);
    const ok = await call(suite.app, auth.mobile, { body: { mobile: phone, smsCode, grant_type: 'custom_sms' } });
    assert.equal(ok.status, 200);
  });

  it('refuses a number that was sent no code', async () => {
    const result = await call(suite.app, auth.mobile, { body: { mobile: freshPhone(), smsCode: '123456', grant_type: 'custom_sms' } });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /no valid SMS code/);
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
  });

  it('does not sign in with a code sent for another purpose', async () => {
    const phone = freshPhone();
    const smsCode = await requestCode(suite.app, phone, { type: 'bindCard' });
    const result = await call(suite.app, auth.mobile, { body: { mobile: phone, smsCode, grant_type: 'custom_sms' } });
    assert.equal(result.status, 400);
    assert.equal((await rowCounts(suite.deps.db)).users, 0);
  });
});

describe('tokens where they belong', () => {
  it('answers HTTP 401 without a token, or with a device, refresh or logistics token, on user calls', async () => {
    const session = await signIn(suite.app);
    const device = await deviceToken(suite.app);
    const attempts: [string | undefined, RegExp, string][] = [
      [undefined, /needs a user token/, 'auth.needsUserToken'],
      [device, /device token cannot be used/, 'auth.tokenWrongKind'],
      [session.userRefreshToken, /user refresh token cannot be used/, 'auth.tokenWrongKind'],
      [session.logisticsToken, /logistics token cannot be used/, 'auth.tokenWrongKind'],
      [session.logisticsRefreshToken, /logistics refresh token cannot be used/, 'auth.tokenWrongKind'],
      ['garbage', /not a valid user token/, 'auth.tokenInvalid'],
    ];
    for (const [token, message, error] of attempts) {
      for (const endpoint of [user.appserverInfo, user.info]) {
        const result = await call(suite.app, endpoint, { token });
        assert.equal(result.status, 401, `${endpoint.path} with ${token?.slice(0, 12)}`);
        assert.equal(result.body.code, endpoint.service === 'appserver' ? 'P00401' : '401');
        assert.match(result.body.msg, message);
        assert.equal(result.body.error, error);
      }
    }
  });

  it('accepts a signed-in user token where a tourist token is expected', async () => {
    const session = await signIn(suite.app);
    const result = await call(suite.app, auth.smsSend, { params: { phone: freshPhone() }, query: { type: 'verify' }, token: session.userToken });
    assert.equal(result.status, 200, result.text);
  });

  it('refuses a user token after two hours, and one signed with another secret or tampered with', async () => {
    const session = await signIn(suite.app);
    const [payload] = session.userToken.split('.').slice(1);
    const tampered = session.userToken.replace(payload, Buffer.from(JSON.stringify({ sub: '999' })).toString('base64url'));
    const foreign = await signToken('another-secret', 'user', { sub: '1', sid: 'x', rid: 'y' });
    for (const token of [tampered, foreign]) {
      const result = await call(suite.app, user.info, { token });
      assert.equal(result.status, 401);
      assert.match(result.body.msg, /not a valid user token/);
    }
    suite.clock.advance(2 * 3600 * SECOND - SECOND);
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).status, 200);
    suite.clock.advance(2 * SECOND);
    const expired = await call(suite.app, user.info, { token: session.userToken });
    assert.equal(expired.status, 401);
    assert.match(expired.body.msg, /has expired/);
  });

  it('refuses a token signed with an expiry in the past', async () => {
    const session = await signIn(suite.app);
    const claims = JSON.parse(Buffer.from(session.userToken.split('.')[1], 'base64url').toString());
    suite.clock.advance(-3 * 3600 * SECOND); // sign "three hours ago": it expired an hour ago
    const stale = await signToken(suite.deps.config.tokenSecret, 'user', { sub: claims.sub, sid: claims.sid, rid: claims.rid });
    suite.clock.advance(3 * 3600 * SECOND);
    const result = await call(suite.app, user.info, { token: stale });
    assert.equal(result.status, 401);
    assert.match(result.body.msg, /expired/);
  });

  it('takes logistics tokens only from Logistics-Authorization and only logistics tokens', async () => {
    const session = await signIn(suite.app);
    const device = await deviceToken(suite.app);
    const principal = await authenticate(suite.deps, { logisticsAuthorization: `Bearer ${session.logisticsToken}` }, 'logistics');
    assert.equal(principal?.kind, 'logistics');
    for (const credentials of [
      {},
      { authorization: `Bearer ${session.logisticsToken}` },
      { logisticsAuthorization: `Bearer ${session.userToken}` },
      { logisticsAuthorization: `Bearer ${device}` },
      { logisticsAuthorization: `Bearer ${session.logisticsRefreshToken}` },
    ]) {
      await assert.rejects(authenticate(suite.deps, credentials, 'logistics'), (error: { status: number }) => error.status === 401);
    }
  });

  it('answers an invalid logistics token on the logistics service with HTTP 200 and a msg containing 401', async () => {
    const session = await signIn(suite.app);
    for (const refresh_token of ['garbage', session.userRefreshToken]) {
      const result = await call(suite.app, auth.refreshLogistics, { body: { grant_type: 'refresh_token', refresh_token } });
      assert.equal(result.status, 200);
      assert.notEqual(result.body.code, '200');
      assert.match(result.body.msg, /401/);
    }
  });
});

describe('refresh rotation', () => {
  const refreshUser = (refresh_token: string) => call(suite.app, auth.refreshUser, { body: { grant_type: 'refresh_token', refresh_token } });
  /** The signed-in phone and someone who copied its refresh token, on other networks and browsers. */
  const VICTIM = { ip: '203.0.113.10', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) freight-app' } };
  const THIEF = { ip: '198.51.100.66', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) freight-app' } };
  const refreshFrom = (refresh_token: string, client: { ip: string; headers: Record<string, string> }) =>
    call(suite.app, auth.refreshUser, { body: { grant_type: 'refresh_token', refresh_token }, ...client });

  it('rotates: a new pair that works, and the old access token stays valid until it expires', async () => {
    const session = await signIn(suite.app);
    const result = await refreshUser(session.userRefreshToken);
    assert.equal(result.status, 200, result.text);
    const { userToken, userRefreshToken } = result.body.data;
    assert.notEqual(userRefreshToken, session.userRefreshToken);
    assert.equal((await call(suite.app, user.info, { token: userToken })).status, 200);
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).status, 200);
    const again = await refreshUser(userRefreshToken);
    assert.equal(again.status, 200);
  });

  it('revokes the whole session when a rotated token comes back after the grace', async () => {
    const session = await signIn(suite.app);
    const rotated = (await refreshUser(session.userRefreshToken)).body.data;
    suite.clock.advance(31 * SECOND);
    const reuse = await refreshUser(session.userRefreshToken);
    assert.equal(reuse.status, 401);
    assert.match(reuse.body.msg, /already used/);
    assert.equal((await call(suite.app, user.info, { token: rotated.userToken })).status, 401);
    assert.equal((await refreshUser(rotated.userRefreshToken)).status, 401);
    const logistics = await call(suite.app, auth.refreshLogistics, {
      body: { grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken },
    });
    assert.match(logistics.body.msg, /401/);
    await assert.rejects(authenticate(suite.deps, { logisticsAuthorization: `Bearer ${session.logisticsToken}` }, 'logistics'));
  });

  it('within 30 s answers the same client repeating a refresh with the same pair (its answer was lost)', async () => {
    const session = await signIn(suite.app);
    const lost = await refreshUser(session.userRefreshToken);
    assert.equal(lost.status, 200, lost.text);
    suite.clock.advance(20 * SECOND);
    const retried = await refreshUser(session.userRefreshToken);
    assert.equal(retried.status, 200, retried.text);
    assert.deepEqual(retried.body.data, lost.body.data, 'the same answer again, not a second pair');
    assert.equal((await call(suite.app, user.info, { token: lost.body.data.userToken })).status, 200);
    const next = await refreshUser(lost.body.data.userRefreshToken);
    assert.equal(next.status, 200, 'the session lives on');
    assert.equal((await call(suite.app, user.info, { token: next.body.data.userToken })).status, 200);
  });

  it('treats a rotated token as reuse, even within 30 s, once its successor was used', async () => {
    const session = await signIn(suite.app);
    const second = (await refreshUser(session.userRefreshToken)).body.data;
    const third = (await refreshUser(second.userRefreshToken)).body.data;
    suite.clock.advance(5 * SECOND);
    assert.equal((await refreshUser(session.userRefreshToken)).status, 401);
    assert.equal((await call(suite.app, user.info, { token: third.userToken })).status, 401);
  });

  it('a stolen refresh token replayed from elsewhere within 30 s ends the session instead of taking it over', async () => {
    const session = await signIn(suite.app);
    const victim = await refreshFrom(session.userRefreshToken, VICTIM);
    assert.equal(victim.status, 200, victim.text);
    suite.clock.advance(5 * SECOND);
    const thief = await refreshFrom(session.userRefreshToken, THIEF);
    assert.equal(thief.status, 401, thief.text);
    assert.match(thief.body.msg, /already used/);
    assert.equal(thief.body.data ?? null, null, 'the thief gets no tokens');
    // Reuse detection fired: the whole session ends, both families; the victim signs in again.
    assert.equal((await call(suite.app, user.info, { token: victim.body.data.userToken })).status, 401);
    assert.equal((await refreshFrom(victim.body.data.userRefreshToken, VICTIM)).status, 401);
    const logistics = await call(suite.app, auth.refreshLogistics, {
      body: { grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken },
      ...VICTIM,
    });
    assert.match(logistics.body.msg, /401/);
  });

  it('a thief who refreshes first keeps nothing: the victim presenting the same token ends the session', async () => {
    const session = await signIn(suite.app);
    const thief = await refreshFrom(session.userRefreshToken, THIEF);
    assert.equal(thief.status, 200);
    suite.clock.advance(2 * SECOND);
    const victim = await refreshFrom(session.userRefreshToken, VICTIM);
    assert.equal(victim.status, 401);
    assert.equal((await call(suite.app, user.info, { token: thief.body.data.userToken })).status, 401);
    assert.equal((await refreshFrom(thief.body.data.userRefreshToken, THIEF)).status, 401);
  });

  it('counts a different browser on the same address as another client', async () => {
    const session = await signIn(suite.app);
    assert.equal((await refreshFrom(session.userRefreshToken, VICTIM)).status, 200);
    const other = await refreshFrom(session.userRefreshToken, { ...VICTIM, headers: { 'user-agent': 'curl/8.5.0' } });
    assert.equal(other.status, 401);
  });

  for (const clients of [3, 5, 8]) {
    it(`${clients} concurrent refreshes of one token by one client all answer one working pair: it stays signed in`, async () => {
      const session = await signIn(suite.app);
      const answers = await Promise.all(Array.from({ length: clients }, () => refreshFrom(session.userRefreshToken, VICTIM)));
      assert.deepEqual(answers.map((a) => a.status), Array(clients).fill(200), answers.map((a) => a.text).join('\n'));
      for (const answer of answers) {
        assert.deepEqual(answer.body.data, answers[0].body.data, 'every answer is the same pair');
        assert.equal((await call(suite.app, user.info, { token: answer.body.data.userToken })).status, 200);
      }
      const next = await refreshFrom(answers[0].body.data.userRefreshToken, VICTIM);
      assert.equal(next.status, 200, next.text);
      assert.equal((await call(suite.app, user.info, { token: next.body.data.userToken })).status, 200);
      const logistics = await Promise.all(
        Array.from({ length: clients }, () =>
          call(suite.app, auth.refreshLogistics, { body: { grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken }, ...VICTIM }),
        ),
      );
      assert.deepEqual(logistics.map((a) => String(a.body.code)), Array(clients).fill('200'), logistics.map((a) => a.text).join('\n'));
    });
  }

  it('refuses an expired refresh token', async () => {
    const session = await signIn(suite.app);
    suite.clock.advance(30 * 86400 * SECOND + SECOND);
    const result = await refreshUser(session.userRefreshToken);
    assert.equal(result.status, 401);
    assert.match(result.body.msg, /expired/);
  });

  it('refuses wrong grant types, missing tokens and tokens of the wrong kind, storing nothing', async () => {
    const session = await signIn(suite.app);
    const before = await rowCounts(suite.deps.db);
    const bad: [unknown, number][] = [
      [{ grant_type: 'password', refresh_token: session.userRefreshToken }, 400],
      [{ refresh_token: session.userRefreshToken }, 400],
      [{ grant_type: 'refresh_token' }, 400],
      [{ grant_type: 'refresh_token', refresh_token: '' }, 400],
      [{ grant_type: 'refresh_token', refresh_token: session.userToken }, 401],
      [{ grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken }, 401],
    ];
    for (const [body, status] of bad) {
      const result = await call(suite.app, auth.refreshUser, { body });
      assert.equal(result.status, status, JSON.stringify(body));
    }
    assert.deepEqual(await rowCounts(suite.deps.db), before);
    assert.equal((await refreshUser(session.userRefreshToken)).status, 200, 'the real token still works');
  });

  it('rotates logistics tokens on the logistics service', async () => {
    const session = await signIn(suite.app);
    const result = await call(suite.app, auth.refreshLogistics, {
      body: { grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken },
    });
    assert.equal(result.body.code, '200', result.text);
    const principal = await authenticate(suite.deps, { logisticsAuthorization: `Bearer ${result.body.data.logisticsToken}` }, 'logistics');
    assert.equal(principal?.kind, 'logistics');
  });
});

describe('logout', () => {
  it("ends the session: its access tokens and refresh tokens stop working at once", async () => {
    const session = await signIn(suite.app);
    const result = await call(suite.app, auth.logout, { body: {}, token: session.userToken });
    assert.equal(result.status, 200);
    assert.equal(result.body.data, null);
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).status, 401);
    await assert.rejects(authenticate(suite.deps, { logisticsAuthorization: `Bearer ${session.logisticsToken}` }, 'logistics'));
    const refresh = await call(suite.app, auth.refreshUser, { body: { grant_type: 'refresh_token', refresh_token: session.userRefreshToken } });
    assert.equal(refresh.status, 401);
  });

  it('ends the session on every API node at once, and each node shows the account as it is now', async () => {
    // A second node: the same database and token secret, a process (and store) of its own.
    const otherNode = await createTestApp({ tokenSecret: suite.deps.config.tokenSecret });
    try {
      const session = await signIn(suite.app);
      assert.equal((await call(otherNode.app, user.info, { token: session.userToken })).body.data.identityType, null);
      const switched = await call(suite.app, user.setIdentity, { token: session.userToken, body: { identityType: 'driver' } });
      assert.equal(switched.status, 200, switched.text);
      const seen = (await call(otherNode.app, user.info, { token: session.userToken })).body.data;
      assert.deepEqual([seen.identityType, seen.identities], ['driver', ['driver']]);
      await call(suite.app, auth.logout, { body: {}, token: session.userToken });
      assert.equal((await call(otherNode.app, user.info, { token: session.userToken })).status, 401);
      assert.equal((await call(otherNode.app, user.wlInfo, { token: session.userToken })).status, 401);
    } finally {
      await otherNode.close();
    }
  });

  it("leaves the user's other sessions alone", async () => {
    const phone = freshPhone();
    const first = await signIn(suite.app, phone);
    suite.clock.advance(61 * SECOND);
    const second = await signIn(suite.app, phone);
    await call(suite.app, auth.logout, { body: {}, token: first.userToken });
    assert.equal((await call(suite.app, user.info, { token: second.userToken })).status, 200);
  });

  it('also ends the sessions of refresh tokens given in the body', async () => {
    const phone = freshPhone();
    const first = await signIn(suite.app, phone);
    suite.clock.advance(61 * SECOND);
    const second = await signIn(suite.app, phone);
    await call(suite.app, auth.logout, { body: { userRefreshToken: first.userRefreshToken }, token: second.userToken });
    assert.equal((await call(suite.app, user.info, { token: first.userToken })).status, 401);
  });

  it("refuses another account's or a malformed refresh token and then ends nothing", async () => {
    const session = await signIn(suite.app);
    const stranger = await signIn(suite.app);
    const foreign = await call(suite.app, auth.logout, { body: { userRefreshToken: stranger.userRefreshToken }, token: session.userToken });
    assert.equal(foreign.status, 403);
    const malformed = await call(suite.app, auth.logout, { body: { logisticsRefreshToken: 'nope' }, token: session.userToken });
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.body.errors?.map((e) => e.field), ['logisticsRefreshToken']);
    const wrongKind = await call(suite.app, auth.logout, { body: { userRefreshToken: session.logisticsRefreshToken }, token: session.userToken });
    assert.equal(wrongKind.status, 400);
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).status, 200);
    assert.equal((await call(suite.app, user.info, { token: stranger.userToken })).status, 200);
  });

  it('needs a user token', async () => {
    const device = await deviceToken(suite.app);
    assert.equal((await call(suite.app, auth.logout, { body: {} })).status, 401);
    assert.equal((await call(suite.app, auth.logout, { body: {}, token: device })).status, 401);
  });
});

describe('a logistics call', () => {
  // The contract has no logistics-token call yet (goods and waybills come later): mount one.
  const whoAmI = endpoint({
    service: 'logistics', method: 'GET', path: '/test/who-am-i', access: 'logistics',
    summary: 'test only', response: z.object({ userId: z.number() }),
  });
  // The file's hooks already reset the database and set the clock before each test.
  const logisticsApp = useModuleSuite({
    reset: false,
    routes: (instance) => mountEndpoint(instance, whoAmI, async (_input, { principal }) => ({
      userId: principal?.kind === 'logistics' ? principal.userId : -1,
    })),
  });

  it('answers the logistics token holder, and HTTP 200 with a msg containing 401 for any bad token', async () => {
    const session = await signIn(logisticsApp.app);
    const ok = await call(logisticsApp.app, whoAmI, { logisticsToken: session.logisticsToken });
    assert.equal(ok.body.code, '200');
    assert.ok(ok.body.data.userId > 0);
    const device = await deviceToken(logisticsApp.app);
    for (const options of [
      {},
      { token: session.logisticsToken },
      { logisticsToken: session.userToken },
      { logisticsToken: device },
      { logisticsToken: session.logisticsRefreshToken },
      { logisticsToken: 'garbage' },
    ]) {
      const refused = await call(logisticsApp.app, whoAmI, options);
      assert.equal(refused.status, 200, JSON.stringify(options).slice(0, 40));
      assert.notEqual(refused.body.code, '200');
      assert.match(refused.body.msg, /401/);
    }
    suite.clock.advance(2 * 3600 * SECOND + SECOND);
    const expired = await call(logisticsApp.app, whoAmI, { logisticsToken: session.logisticsToken });
    assert.equal(expired.status, 200);
    assert.match(expired.body.msg, /401.*expired|expired.*401/);
  });

  it('stops a logistics token at logout', async () => {
    const session = await signIn(logisticsApp.app);
    await call(logisticsApp.app, auth.logout, { body: {}, token: session.userToken });
    const refused = await call(logisticsApp.app, whoAmI, { logisticsToken: session.logisticsToken });
    assert.equal(refused.status, 200);
    assert.match(refused.body.msg, /401/);
  });
});
