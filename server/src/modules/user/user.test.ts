import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../clock';
import { call, rowCounts, signIn, useModuleSuite } from '../testing';
import { loadDemoData } from '../../db/demo';
import { addIdentity } from './user.repository';
import { DEMO_USERS } from './user.demo';
import { DEMO_FLEET_MEMBERS } from '../fleet/fleet.demo';
import { users } from './user.table';
import { stations } from '../goods/goods.table';

const { user } = endpoints;

const suite = useModuleSuite({ clock: true });

const setIdentity = (token: string, body: unknown) => call(suite.app, user.setIdentity, { token, body });

describe('user info', () => {
  it('shows a new account on the appserver: masked nickname, no avatar', async () => {
    const session = await signIn(suite.app);
    const result = await call(suite.app, user.appserverInfo, { token: session.userToken });
    assert.equal(result.body.code, 'P00000');
    const data = result.body.data;
    assert.equal(data.mobile, session.phone);
    assert.equal(data.nickname, `${session.phone.slice(0, 3)}****${session.phone.slice(7)}`);
    assert.equal(data.avatar, null);
    assert.equal(new Date(data.createdAt).getTime(), suite.clock.now());
  });

  it('shows a new account on the app with its flags: no identity, cannot share, not verified', async () => {
    const session = await signIn(suite.app);
    const result = await call(suite.app, user.info, { token: session.userToken });
    assert.equal(result.body.code, '200');
    assert.deepEqual(
      { ...result.body.data, userId: 0, createdAt: '' },
      {
        userId: 0,
        mobile: session.phone,
        nickname: `${session.phone.slice(0, 3)}****${session.phone.slice(7)}`,
        avatar: null,
        createdAt: '',
        identityType: null,
        identities: [],
        canShare: false,
        isInviter: false,
        isVerified: false,
        vLogo: null,
        recommender: null,
      },
    );
  });

  it('shows the verification badge only for a verified account', async () => {
    const session = await signIn(suite.app);
    await suite.deps.db.update(users).set({ vLogo: '/badges/v.svg' }).where(eq(users.mobile, session.phone));
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).body.data.vLogo, null);
    await suite.deps.db.update(users).set({ isVerified: true }).where(eq(users.mobile, session.phone));
    const info = (await call(suite.app, user.info, { token: session.userToken })).body.data;
    assert.equal(info.isVerified, true);
    assert.equal(info.vLogo, '/badges/v.svg');
  });

  it('shows the logistics side from the identities held', async () => {
    const session = await signIn(suite.app);
    const before = (await call(suite.app, user.wlInfo, { token: session.userToken })).body.data;
    assert.deepEqual(
      [before.isDriver, before.isCargoOwner, before.isCarrier, before.isTollCollector, before.isVerified],
      [false, false, false, false, false],
    );
    await setIdentity(session.userToken, { identityType: 'driver' });
    await setIdentity(session.userToken, { identityType: 'enterpriseCargoOwner' });
    const after = (await call(suite.app, user.wlInfo, { token: session.userToken })).body.data;
    assert.equal(after.identityType, 'enterpriseCargoOwner');
    assert.deepEqual([after.isDriver, after.isCargoOwner, after.isCarrier, after.isTollCollector], [true, true, false, false]);
  });
});

describe('switching identity', () => {
  it('takes a selectable identity freely and keeps the ones taken before', async () => {
    const session = await signIn(suite.app);
    const driver = await setIdentity(session.userToken, { identityType: 'driver' });
    assert.equal(driver.status, 200);
    assert.equal(driver.body.data.identityType, 'driver');
    assert.equal(driver.body.data.canShare, true);
    suite.clock.advance(1000);
    const carrier = await setIdentity(session.userToken, { identityType: 'carrier' });
    assert.equal(carrier.body.data.identityType, 'carrier');
    assert.deepEqual(carrier.body.data.identities, ['driver', 'carrier']);
    const info = await call(suite.app, user.info, { token: session.userToken });
    assert.equal(info.body.data.identityType, 'carrier');
  });

  it('refuses a granted identity the account does not hold with 403, changing nothing', async () => {
    const session = await signIn(suite.app);
    await setIdentity(session.userToken, { identityType: 'driver' });
    const before = await rowCounts(suite.deps.db);
    for (const identityType of ['tollCollector', 'fleetCaptain', 'operator', 'merchant']) {
      const result = await setIdentity(session.userToken, { identityType });
      assert.equal(result.status, 403, identityType);
      assert.equal(result.body.code, '403');
      assert.match(result.body.msg, new RegExp(`${identityType} identity is granted`));
    }
    assert.deepEqual(await rowCounts(suite.deps.db), before);
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).body.data.identityType, 'driver');
  });

  it('switches to a granted identity once it is held', async () => {
    const session = await signIn(suite.app);
    const { userId } = (await call(suite.app, user.info, { token: session.userToken })).body.data;
    await addIdentity(suite.deps.db, userId, 'tollCollector', nowDate());
    const result = await setIdentity(session.userToken, { identityType: 'tollCollector' });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.identityType, 'tollCollector');
    const wl = (await call(suite.app, user.wlInfo, { token: session.userToken })).body.data;
    assert.equal(wl.isTollCollector, true);
  });

  it('refuses unknown, missing and mistyped identity types with 400', async () => {
    const session = await signIn(suite.app);
    for (const body of [{ identityType: 'pilot' }, {}, { identityType: 3 }, { identityType: null }]) {
      const result = await setIdentity(session.userToken, body);
      assert.equal(result.status, 400, JSON.stringify(body));
      assert.match(result.body.msg + JSON.stringify(result.body.errors ?? []), /identityType/);
    }
    assert.equal((await call(suite.app, user.info, { token: session.userToken })).body.data.identityType, null);
  });

  it('needs a user token', async () => {
    const session = await signIn(suite.app);
    assert.equal((await setIdentity(session.logisticsToken, { identityType: 'driver' })).status, 401);
    assert.equal((await call(suite.app, user.setIdentity, { body: { identityType: 'driver' } })).status, 401);
    assert.equal((await call(suite.app, user.wlInfo, {})).status, 401);
  });
});

describe('demo users', () => {
  it('are seeded once, marked as demo, and sign in with their identity', async () => {
    assert.deepEqual(await loadDemoData(suite.deps.db), ['demo-users', 'demo-operator', 'demo-market', 'demo-freight', 'demo-fleet', 'demo-station', 'demo-coupons', 'demo-content', 'demo-circle', 'demo-brigade']);
    assert.deepEqual(await loadDemoData(suite.deps.db), [], 'a second start skips the seed');
    const rows = await suite.deps.db.select().from(users);
    // The demo users, the demo operator of the review console, the demo fleet's members, the
    // station's second collector, a collector at every other station, and the demo shop's
    // administrator and waiter.
    const otherStations = (await suite.deps.db.select().from(stations)).length - 1;
    assert.equal(rows.length, DEMO_USERS.length + 1 + DEMO_FLEET_MEMBERS.length + 1 + otherStations + 2);
    assert.ok(rows.every((row) => row.isDemo));
    const driver = await signIn(suite.app, '13800000001');
    const info = (await call(suite.app, user.info, { token: driver.userToken })).body.data;
    assert.equal(info.identityType, 'driver');
    const collector = await signIn(suite.app, '13800000003');
    const wl = (await call(suite.app, user.wlInfo, { token: collector.userToken })).body.data;
    assert.equal(wl.isTollCollector, true);
  });
});

describe('granted identities', () => {
  it('become current for a user who has none, and leave a chosen one alone', async () => {
    const fresh = await signIn(suite.app);
    const chosen = await signIn(suite.app);
    assert.equal((await setIdentity(chosen.userToken, { identityType: 'cargoOwner' })).status, 200);
    const infoOf = async (token: string) => (await call(suite.app, user.info, { token })).body.data;
    for (const session of [fresh, chosen]) await addIdentity(suite.deps.db, (await infoOf(session.userToken)).userId, 'driver', nowDate());

    const freshInfo = await infoOf(fresh.userToken);
    assert.equal(freshInfo.identityType, 'driver');
    assert.deepEqual(freshInfo.identities, ['driver']);
    const chosenInfo = await infoOf(chosen.userToken);
    assert.equal(chosenInfo.identityType, 'cargoOwner');
    assert.deepEqual([...chosenInfo.identities].sort(), ['cargoOwner', 'driver']);
  });
});
