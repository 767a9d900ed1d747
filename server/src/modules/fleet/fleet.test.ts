import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints, type Endpoint } from '@/lib/contract';
import { call, signIn, useModuleSuite } from '../testing';
import { signInWithId } from '../identity/identity.testing';
import { registerVehicle } from '../vehicle/vehicle.testing';
import { fleetHelpers } from './fleet.testing';

const { fleet } = endpoints;
const suite = useModuleSuite({ clock: true });
const { verifiedUser, apply, captainWithFleet, inviteToken, join, member, identitiesOf, storedRows } = fleetHelpers(suite);

describe('without a user token', () => {
  it('every fleet call answers 401 to no token and to a tourist device token, changing nothing', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const token = await inviteToken(captain, fleetId);
    const tourist = (await signIn(suite.app)).device;
    const calls: [Endpoint, { query?: Record<string, string | number>; body?: unknown }][] = [
      [fleet.applyToBeAFleet, { body: { fleetName: '闽运车队', region: '福建 福州' } }],
      [fleet.getFleetListByCaptainId, { query: { captainId: captain.userId } }],
      [fleet.getBelongToFleet, {}],
      [fleet.getFleetDetail, { query: { fleetId } }],
      [fleet.getMembers, { query: { fleetId } }],
      [fleet.vehicleListByDriverId, { query: { driverId: captain.userId } }],
      [fleet.getFleetCaptainAuthUrl, { query: { fleetId } }],
      [fleet.getInvite, { query: { token } }],
      [fleet.addAMember, { body: { fleetId, token } }],
      [fleet.leave, { body: { fleetId } }],
      [fleet.removeMember, { body: { fleetId, userId: captain.userId } }],
    ];
    const before = await storedRows();
    for (const [endpoint, input] of calls) {
      for (const bearer of [undefined, tourist]) {
        const result = await call(suite.app, endpoint, { ...input, token: bearer });
        assert.equal(result.status, 401, `${endpoint.path} ${bearer ? 'tourist' : 'no token'}: ${result.text}`);
      }
    }
    assert.deepEqual(await storedRows(), before);
  });
});

describe('applyToBeAFleet', () => {
  it('needs an approved real name (403), storing nothing', async () => {
    const session = await signInWithId(suite.app);
    const before = await storedRows();
    const refused = await apply(session);
    assert.equal(refused.status, 403, refused.text);
    assert.match(refused.body.msg, /real-name/);
    assert.deepEqual(await storedRows(), before);
  });

  it('refuses malformed fields with 400 naming them, storing nothing', async () => {
    const session = await verifiedUser();
    const before = await storedRows();
    for (const [body, field] of [
      [{ fleetName: '闽' }, 'fleetName'],
      [{ fleetName: 'x'.repeat(31) }, 'fleetName'],
      [{ region: ' ' }, 'region'],
      [{ description: 'x'.repeat(201) }, 'description'],
    ] as const) {
      const refused = await apply(session, body);
      assert.equal(refused.status, 400, refused.text);
      assert.ok(refused.body.errors?.some((error) => error.field === field), refused.text);
    }
    const missing = await call(suite.app, fleet.applyToBeAFleet, { token: session.userToken, body: { fleetName: '闽运车队' } });
    assert.equal(missing.status, 400);
    assert.deepEqual(await storedRows(), before);
  });

  it('founds the fleet at once and grants the fleetCaptain identity', async () => {
    const captain = await verifiedUser('王队长');
    const founded = await apply(captain, { description: undefined });
    assert.equal(founded.status, 200, founded.text);
    const data = founded.body.data;
    assert.equal(data.role, 'captain');
    assert.equal(data.fleetName, '闽运车队');
    assert.equal(data.region, '福建 福州');
    assert.equal(data.description, '');
    assert.deepEqual(data.captain, { userId: captain.userId, name: '王队长' });
    assert.equal(data.memberCount, 0);
    assert.equal(data.createdAt, new Date(suite.clock.now()).toISOString());
    assert.ok((await identitiesOf(captain)).includes('fleetCaptain'));
  });

  it('allows one fleet per captain: a second application is 409, two at once end in one 200 and one 409', async () => {
    const { captain } = await captainWithFleet();
    const before = await storedRows();
    const again = await apply(captain, { fleetName: '第二车队' });
    assert.equal(again.status, 409, again.text);
    assert.deepEqual(await storedRows(), before);

    const racer = await verifiedUser();
    const results = await Promise.all([apply(racer, { fleetName: '甲车队' }), apply(racer, { fleetName: '乙车队' })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const mine = await call(suite.app, fleet.getFleetListByCaptainId, { token: racer.userToken, query: { captainId: racer.userId } });
    assert.equal(mine.body.data.length, 1);
  });

  it('refuses a member of a fleet (409): they leave first', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const before = await storedRows();
    const refused = await apply(driver);
    assert.equal(refused.status, 409, refused.text);
    assert.match(refused.body.msg, /leave/);
    assert.deepEqual(await storedRows(), before);
  });
});

describe('getFleetListByCaptainId and getBelongToFleet', () => {
  it("answers the caller's own fleets only: another captainId is 403", async () => {
    const { captain, fleetId } = await captainWithFleet();
    const other = await captainWithFleet();
    const own = await call(suite.app, fleet.getFleetListByCaptainId, { token: captain.userToken, query: { captainId: captain.userId } });
    assert.equal(own.status, 200, own.text);
    assert.deepEqual(own.body.data.map((f: { fleetId: number }) => f.fleetId), [fleetId]);
    const foreign = await call(suite.app, fleet.getFleetListByCaptainId, { token: other.captain.userToken, query: { captainId: captain.userId } });
    assert.equal(foreign.status, 403, foreign.text);
    const bad = await call(suite.app, fleet.getFleetListByCaptainId, { token: captain.userToken, query: { captainId: 'me' } });
    assert.equal(bad.status, 400);
    const nobody = await signInWithId(suite.app);
    const none = await call(suite.app, fleet.getFleetListByCaptainId, { token: nobody.userToken, query: { captainId: nobody.userId } });
    assert.deepEqual(none.body.data, []);
  });

  it('answers the fleet the caller is a member of, or null (a captain is nobody’s member)', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await verifiedUser();
    assert.equal((await call(suite.app, fleet.getBelongToFleet, { token: driver.userToken })).body.data, null);
    await join(driver, fleetId, await inviteToken(captain, fleetId));
    const belong = await call(suite.app, fleet.getBelongToFleet, { token: driver.userToken });
    assert.equal(belong.status, 200, belong.text);
    assert.equal(belong.body.data.fleetId, fleetId);
    assert.equal(belong.body.data.memberCount, 1);
    assert.equal(belong.body.data.joinedAt, new Date(suite.clock.now()).toISOString());
    assert.equal((await call(suite.app, fleet.getBelongToFleet, { token: captain.userToken })).body.data, null);
  });
});

describe('getFleetDetail', () => {
  it('shows the fleet to its captain and members; anyone else, and a missing fleet, get 404', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const other = await captainWithFleet();
    const stranger = await verifiedUser();
    const ask = (token: string, id: number | string = fleetId) => call(suite.app, fleet.getFleetDetail, { token, query: { fleetId: id } });

    const asCaptain = await ask(captain.userToken);
    assert.equal(asCaptain.status, 200, asCaptain.text);
    assert.equal(asCaptain.body.data.role, 'captain');
    assert.equal(asCaptain.body.data.memberCount, 1);
    assert.equal((await ask(driver.userToken)).body.data.role, 'member');
    for (const token of [other.captain.userToken, stranger.userToken]) assert.equal((await ask(token)).status, 404);
    assert.equal((await ask(captain.userToken, fleetId + 1000)).status, 404);
    assert.equal((await ask(captain.userToken, 'x')).status, 400);
    assert.equal((await ask(captain.userToken, 0)).status, 400);
  });
});

describe('getMembers', () => {
  it('shows the captain mobiles and vehicles, members names only; others 404', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const first = await member(captain, fleetId, '李四');
    suite.clock.advance(1000);
    const second = await member(captain, fleetId, '赵六');
    const stranger = await verifiedUser();
    const list = (token: string, query: Record<string, string | number> = {}) =>
      call(suite.app, fleet.getMembers, { token, query: { fleetId, ...query } });

    const asCaptain = await list(captain.userToken);
    assert.equal(asCaptain.status, 200, asCaptain.text);
    assert.equal(asCaptain.body.data.total, 2);
    assert.deepEqual(
      asCaptain.body.data.records.map((m: Record<string, unknown>) => [m.userId, m.name, m.mobile, m.vehicles, m.endedAt]),
      [
        [first.userId, '李四', first.phone, [], null],
        [second.userId, '赵六', second.phone, [], null],
      ],
    );
    const asMember = await list(first.userToken);
    assert.equal(asMember.status, 200, asMember.text);
    assert.deepEqual(
      asMember.body.data.records.map((m: Record<string, unknown>) => [m.name, m.mobile, m.vehicles]),
      [['李四', null, null], ['赵六', null, null]],
    );
    assert.equal((await list(stranger.userToken)).status, 404);

    const paged = await list(captain.userToken, { current: 2, size: 1 });
    assert.deepEqual([paged.body.data.total, paged.body.data.pages, paged.body.data.records[0].userId], [2, 2, second.userId]);
    assert.equal((await list(captain.userToken, { size: 101 })).status, 400);
    assert.equal((await list(captain.userToken, { state: 'everyone' })).status, 400);
  });

  it('shows former members (left or removed, when) to the captain only', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const leaver = await member(captain, fleetId, '李四');
    const removed = await member(captain, fleetId, '赵六');
    const stays = await member(captain, fleetId, '钱七');
    suite.clock.advance(60_000);
    assert.equal((await call(suite.app, fleet.leave, { token: leaver.userToken, body: { fleetId } })).status, 200);
    suite.clock.advance(60_000);
    assert.equal((await call(suite.app, fleet.removeMember, { token: captain.userToken, body: { fleetId, userId: removed.userId } })).status, 200);

    const former = await call(suite.app, fleet.getMembers, { token: captain.userToken, query: { fleetId, state: 'former' } });
    assert.equal(former.status, 200, former.text);
    assert.deepEqual(
      former.body.data.records.map((m: Record<string, unknown>) => [m.userId, m.endReason, m.endedAt, m.vehicles]),
      [
        [removed.userId, 'removed', new Date(suite.clock.now()).toISOString(), null],
        [leaver.userId, 'left', new Date(suite.clock.now() - 60_000).toISOString(), null],
      ],
    );
    const current = await call(suite.app, fleet.getMembers, { token: captain.userToken, query: { fleetId } });
    assert.deepEqual(current.body.data.records.map((m: { userId: number }) => m.userId), [stays.userId]);
    const refused = await call(suite.app, fleet.getMembers, { token: stays.userToken, query: { fleetId, state: 'former' } });
    assert.equal(refused.status, 403, refused.text);
  });
});

describe('vehicleListByDriverId', () => {
  it("answers the driver themself and their fleet's captain; anyone else 403", async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const fellow = await member(captain, fleetId, '赵六');
    const other = await captainWithFleet();
    const ask = (token: string, driverId: number | string = driver.userId) =>
      call(suite.app, fleet.vehicleListByDriverId, { token, query: { driverId } });

    for (const token of [driver.userToken, captain.userToken]) {
      const allowed = await ask(token);
      assert.equal(allowed.status, 200, allowed.text);
      assert.deepEqual(allowed.body.data, []);
    }
    for (const token of [fellow.userToken, other.captain.userToken]) assert.equal((await ask(token)).status, 403);
    assert.equal((await ask(captain.userToken, 'abc')).status, 400);

    // Once the driver is out of the fleet, the captain no longer sees their vehicles.
    await call(suite.app, fleet.removeMember, { token: captain.userToken, body: { fleetId, userId: driver.userId } });
    assert.equal((await ask(captain.userToken)).status, 403);
    assert.equal((await ask(driver.userToken)).status, 200);
  });
});

describe("the captain sees members' vehicles", () => {
  it('lists the vehicles a member registered, in getMembers and vehicleListByDriverId alike', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const registered = await registerVehicle(suite.app, driver, { plateNumber: '闽A12345' });
    const expected = [
      {
        vehicleId: registered.vehicleId,
        plateNumber: '闽A12345',
        plateColor: '2',
        vehicleType: 'H12',
        vehicleLength: '9.6',
        status: 'pending',
      },
    ];
    const members = await call(suite.app, fleet.getMembers, { token: captain.userToken, query: { fleetId } });
    assert.deepEqual(members.body.data.records[0].vehicles, expected);
    const listed = await call(suite.app, fleet.vehicleListByDriverId, { token: captain.userToken, query: { driverId: driver.userId } });
    assert.deepEqual(listed.body.data, expected);
    const own = await call(suite.app, fleet.vehicleListByDriverId, { token: driver.userToken, query: { driverId: driver.userId } });
    assert.deepEqual(own.body.data, expected);
  });
});
