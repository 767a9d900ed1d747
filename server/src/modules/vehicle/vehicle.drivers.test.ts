import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints } from '@/lib/contract';
import type { MyAuthorization, VehicleSummary } from '@/lib/contract/vehicle';
import { call, useModuleSuite } from '../testing';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { addPendingVehicleAuthorization } from '../user/user.repository';
import { pendingVehicleAuthorizations } from '../user/user.table';
import { vehicleAuthorizations, vehicleEvents } from './vehicle.table';
import { vehiclesDrivenBy } from './vehicle.queries';
import { approvedVehicle, enterpriseDriver, managedEnterprise, registerVehicle } from './vehicle.testing';

const { vehicle } = endpoints;
const suite = useModuleSuite({ clock: true });
type Grant = z.infer<typeof MyAuthorization>;

async function grants() {
  const [row] = await suite.deps.db.select({ n: count() }).from(vehicleAuthorizations);
  return row.n;
}

describe('authorising drivers', () => {
  it("myTrucks: the vehicles I can drive (own approved, then authorised); authorizedVehicle: my grants, current and ended", async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const manager = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const ownedByDriver = await approvedVehicle(suite.app, operator, driver, { plateNumber: '粤B77777', vin: 'LFWSRXRJ5A1B00007' });
    await registerVehicle(suite.app, driver, { plateNumber: '粤B77778', vin: 'LFWSRXRJ5A1B00008' }); // pending: not drivable
    const personal = await approvedVehicle(suite.app, operator, owner);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    await enterpriseDriver(suite.deps, enterpriseId, manager.userId, driver.userId);
    const business = await approvedVehicle(suite.app, operator, manager, { enterpriseId, plateNumber: '闽A12345', vin: 'LFWSRXRJ5A1B00009', ownerName: '福州闽运物流有限公司' });
    for (const [token, vehicleId] of [[owner.userToken, personal], [manager.userToken, business]] as const) {
      const granted = await call(suite.app, vehicle.authorize, { token, params: { vehicleId }, body: { mobile: driver.phone } });
      assert.equal(granted.status, 200, granted.text);
    }

    const drivable = await call(suite.app, vehicle.drivable, { token: driver.userToken });
    assert.equal(drivable.status, 200, drivable.text);
    assert.deepEqual(
      drivable.body.data.map((each: VehicleSummary) => [each.vehicleId, each.relation]),
      [[ownedByDriver, 'owner'], [business, 'driver'], [personal, 'driver']],
    );
    assert.equal(drivable.body.data[0].inspectionValidUntil.length, 10);
    assert.deepEqual((await call(suite.app, vehicle.drivable, { token: stranger.userToken })).body.data, []);

    // The driver gives the personal vehicle up; the manager revokes the enterprise's.
    assert.equal((await call(suite.app, vehicle.untie, { token: driver.userToken, body: { vehicleId: personal } })).status, 200);
    const before = await call(suite.app, vehicle.myAuthorizations, { token: driver.userToken });
    assert.equal(before.status, 200, before.text);
    assert.deepEqual(before.body.data.current.map((each: Grant) => [each.plateNumber, each.ownerName, each.ownerKind]), [['闽A12345', '福州闽运物流有限公司', 'enterprise']]);
    assert.deepEqual(before.body.data.history.map((each: Grant) => [each.plateNumber, each.ownerName, each.endReason]), [['粤B12345', '张三', 'untied']]);
    assert.equal((await call(suite.app, vehicle.untie, { token: manager.userToken, body: { vehicleId: business, driverUserId: driver.userId } })).status, 200);
    const after = await call(suite.app, vehicle.myAuthorizations, { token: driver.userToken });
    assert.equal(after.body.data.current.length, 0);
    assert.deepEqual(after.body.data.history.map((each: Grant) => each.endReason), ['revoked', 'untied']);
    assert.deepEqual((await call(suite.app, vehicle.drivable, { token: driver.userToken })).body.data.map((each: VehicleSummary) => each.vehicleId), [ownedByDriver]);

    // Each caller sees only their own grants (none for the owner side).
    assert.deepEqual((await call(suite.app, vehicle.myAuthorizations, { token: owner.userToken })).body.data, { current: [], history: [] });
    assert.deepEqual((await call(suite.app, vehicle.myAuthorizations, { token: stranger.userToken })).body.data, { current: [], history: [] });
    assert.equal((await call(suite.app, vehicle.myAuthorizations, {})).status, 401);
    assert.equal((await call(suite.app, vehicle.drivable, {})).status, 401);
  });

  it('the owner authorises a driver by mobile; the driver sees and reads the vehicle, without its photos', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    const granted = await call(suite.app, vehicle.authorize, { token: owner.userToken, params: { vehicleId }, body: { mobile: driver.phone } });
    assert.equal(granted.status, 200, granted.text);
    assert.equal(granted.body.data.driverUserId, driver.userId);
    assert.equal(granted.body.data.endedAt, null);

    const mine = await call(suite.app, vehicle.authorized, { token: driver.userToken });
    assert.equal(mine.body.data.total, 1);
    assert.equal(mine.body.data.records[0].relation, 'driver');
    const info = await call(suite.app, vehicle.info, { token: driver.userToken, params: { vehicleId } });
    assert.equal(info.status, 200);
    assert.equal(info.body.data.licenseFrontImage, null);
    // A driver reads, but does not manage, the vehicle.
    assert.equal((await call(suite.app, vehicle.drivers, { token: driver.userToken, params: { vehicleId } })).status, 403);
    assert.equal((await call(suite.app, vehicle.remove, { token: driver.userToken, params: { vehicleId } })).status, 403);

    const drivers = await call(suite.app, vehicle.drivers, { token: owner.userToken, params: { vehicleId } });
    assert.equal(drivers.body.data.current.length, 1);
    assert.equal((await vehiclesDrivenBy(suite.deps.db, [driver.userId])).get(driver.userId)?.[0].vehicleId, vehicleId);
  });

  it('refuses: a pending vehicle (409), an unknown mobile (404), the owner (400), twice (409), a stranger (404)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const pending = await registerVehicle(suite.app, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    const authorize = (token: string, id: number, mobile: string) => call(suite.app, vehicle.authorize, { token, params: { vehicleId: id }, body: { mobile } });
    assert.equal((await authorize(owner.userToken, pending.vehicleId, driver.phone)).status, 409);
    assert.equal((await authorize(owner.userToken, vehicleId, '13000000001')).status, 404);
    assert.equal((await authorize(owner.userToken, vehicleId, 'not-a-mobile')).status, 400);
    assert.equal((await authorize(owner.userToken, vehicleId, owner.phone)).status, 400);
    assert.equal((await authorize(stranger.userToken, vehicleId, driver.phone)).status, 404);
    assert.equal(await grants(), 0);
    assert.equal((await authorize(owner.userToken, vehicleId, driver.phone)).status, 200);
    assert.equal((await authorize(owner.userToken, vehicleId, driver.phone)).status, 409);
    assert.equal(await grants(), 1);
  });

  it('two authorisations of one driver at once end in one 200 and one 409', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    const answers = await Promise.all(
      [1, 2].map(() => call(suite.app, vehicle.authorize, { token: owner.userToken, params: { vehicleId }, body: { mobile: driver.phone } })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    assert.equal(await grants(), 1);
  });

  it('an enterprise vehicle goes to active drivers of the enterprise only', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const manager = await signInWithId(suite.app);
    const member = await signInWithId(suite.app);
    const outsider = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    await enterpriseDriver(suite.deps, enterpriseId, manager.userId, member.userId);
    const vehicleId = await approvedVehicle(suite.app, operator, manager, { enterpriseId });
    const outside = await call(suite.app, vehicle.authorize, { token: manager.userToken, params: { vehicleId }, body: { mobile: outsider.phone } });
    assert.equal(outside.status, 400);
    assert.ok(outside.body.errors?.some((e) => e.field === 'mobile'));
    const inside = await call(suite.app, vehicle.authorize, { token: manager.userToken, params: { vehicleId }, body: { mobile: member.phone } });
    assert.equal(inside.status, 200, inside.text);
  });
});

describe('untying', () => {
  it('the driver gives up, the owner revokes; every grant stays as history', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    const authorize = (mobile: string) => call(suite.app, vehicle.authorize, { token: owner.userToken, params: { vehicleId }, body: { mobile } });
    await authorize(driver.phone);
    await authorize(other.phone);

    // Another driver of the vehicle may not revoke a colleague.
    assert.equal((await call(suite.app, vehicle.untie, { token: other.userToken, body: { vehicleId, driverUserId: driver.userId } })).status, 403);
    const gaveUp = await call(suite.app, vehicle.untie, { token: driver.userToken, body: { vehicleId } });
    assert.equal(gaveUp.status, 200, gaveUp.text);
    assert.equal(gaveUp.body.data.endReason, 'untied');
    assert.equal((await call(suite.app, vehicle.untie, { token: driver.userToken, body: { vehicleId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.info, { token: driver.userToken, params: { vehicleId } })).status, 404);

    const revoked = await call(suite.app, vehicle.untie, { token: owner.userToken, body: { vehicleId, driverUserId: other.userId } });
    assert.equal(revoked.body.data.endReason, 'revoked');
    assert.equal((await call(suite.app, vehicle.untie, { token: owner.userToken, body: { vehicleId, driverUserId: other.userId } })).status, 404);

    // Authorised again: a new grant row, the old ones kept.
    await authorize(driver.phone);
    const drivers = (await call(suite.app, vehicle.drivers, { token: owner.userToken, params: { vehicleId } })).body.data;
    assert.equal(drivers.current.length, 1);
    assert.deepEqual(drivers.history.map((d: { endReason: string }) => d.endReason).sort(), ['revoked', 'untied']);
    const events = await suite.deps.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicleId));
    assert.deepEqual(events.map((e) => e.action), ['authorized', 'authorized', 'untied', 'revoked', 'authorized']);
  });

  it('deleting or re-allocating a vehicle ends its authorisations', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const driver = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, owner);
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    await call(suite.app, vehicle.authorize, { token: owner.userToken, params: { vehicleId }, body: { mobile: driver.phone } });
    await call(suite.app, vehicle.allocate, { token: owner.userToken, params: { vehicleId }, body: { enterpriseId } });
    assert.equal((await call(suite.app, vehicle.authorized, { token: driver.userToken })).body.data.total, 0);
    const [ended] = await suite.deps.db.select().from(vehicleAuthorizations);
    assert.equal(ended.endReason, 'reallocated');

    const second = await approvedVehicle(suite.app, operator, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    await call(suite.app, vehicle.authorize, { token: owner.userToken, params: { vehicleId: second }, body: { mobile: driver.phone } });
    await call(suite.app, vehicle.remove, { token: owner.userToken, params: { vehicleId: second } });
    const rows = await suite.deps.db.select().from(vehicleAuthorizations).where(eq(vehicleAuthorizations.vehicleId, second));
    assert.equal(rows[0].endReason, 'deleted');
  });
});

describe('requests from authorisation links', () => {
  it('the owner lists, accepts and declines requests; strangers cannot see or settle them', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const asker = await signInWithId(suite.app);
    const decliner = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    await addPendingVehicleAuthorization(suite.deps.db, { userId: asker.userId, vehicleId, recommenderId: owner.userId, requestedAt: new Date() });
    await addPendingVehicleAuthorization(suite.deps.db, { userId: decliner.userId, vehicleId, recommenderId: owner.userId, requestedAt: new Date() });

    const listed = await call(suite.app, vehicle.authorizationRequests, { token: owner.userToken });
    assert.equal(listed.body.data.length, 2);
    assert.equal((await call(suite.app, vehicle.authorizationRequests, { token: stranger.userToken })).body.data.length, 0);
    const [first, second] = listed.body.data as { requestId: number; userId: number }[];
    const askerRequest = first.userId === asker.userId ? first : second;
    const declinerRequest = first.userId === asker.userId ? second : first;

    const settle = (token: string, requestId: number, accept: boolean) =>
      call(suite.app, vehicle.settleRequest, { token, params: { requestId }, body: { accept } });
    assert.equal((await settle(stranger.userToken, askerRequest.requestId, true)).status, 404);
    assert.equal((await settle(owner.userToken, askerRequest.requestId, true)).status, 200);
    assert.equal((await settle(owner.userToken, declinerRequest.requestId, false)).status, 200);
    assert.equal((await settle(owner.userToken, declinerRequest.requestId, false)).status, 404);
    assert.equal((await call(suite.app, vehicle.authorized, { token: asker.userToken })).body.data.total, 1);
    assert.equal((await call(suite.app, vehicle.authorized, { token: decliner.userToken })).body.data.total, 0);
    const [left] = await suite.deps.db.select({ n: count() }).from(pendingVehicleAuthorizations);
    assert.equal(left.n, 0);
  });
});
