import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../clock';
import { call, signIn, useModuleSuite } from '../testing';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { addIdentity } from '../user/user.repository';
import { spareCapacities, temporaryVehicles } from './vehicle.table';
import { approvedVehicle, dayFrom, managedEnterprise, registerVehicle } from './vehicle.testing';

const { vehicle } = endpoints;
const suite = useModuleSuite({ clock: true });

const DAY = 86_400_000;

function temporaryBody(overrides: Record<string, unknown> = {}) {
  return {
    plateNumber: '闽A88888',
    plateColor: '2',
    vehicleType: 'H32',
    contactName: '陈七',
    contactMobile: '13912345678',
    validFrom: dayFrom(0),
    validUntil: dayFrom(6),
    ...overrides,
  };
}

async function temporaryRows() {
  const [row] = await suite.deps.db.select({ n: count() }).from(temporaryVehicles);
  return row.n;
}

describe('temporary vehicles', () => {
  it('registers, changes, lists and ends a temporary vehicle; it expires by itself', async () => {
    const owner = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const saved = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody() });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.state, 'active');
    const temporaryId = saved.body.data.temporaryId;

    const changed = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody({ temporaryId, validUntil: dayFrom(9) }) });
    assert.equal(changed.body.data.validUntil, dayFrom(9));
    const byStranger = await call(suite.app, vehicle.save2Vehicle, { token: stranger.userToken, body: temporaryBody({ temporaryId }) });
    assert.equal(byStranger.status, 404);
    assert.equal((await call(suite.app, vehicle.endTemporary, { token: stranger.userToken, params: { temporaryId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.temporaryVehicles, { token: stranger.userToken })).body.data.total, 0);

    const listed = await call(suite.app, vehicle.temporaryVehicles, { token: owner.userToken });
    assert.equal(listed.body.data.total, 1);

    // Ten days on, it has expired by itself: gone from the current list, shown with all=true.
    suite.clock.advance(10 * DAY);
    const later = await signIn(suite.app, owner.phone);
    assert.equal((await call(suite.app, vehicle.temporaryVehicles, { token: later.userToken })).body.data.total, 0);
    const all = await call(suite.app, vehicle.temporaryVehicles, { token: later.userToken, query: { all: 'true' } });
    assert.equal(all.body.data.records[0].state, 'expired');
    assert.equal((await call(suite.app, vehicle.endTemporary, { token: later.userToken, params: { temporaryId } })).status, 409);

    const next = await call(suite.app, vehicle.save2Vehicle, { token: later.userToken, body: temporaryBody({ validFrom: dayFrom(1), validUntil: dayFrom(3) }) });
    assert.equal(next.body.data.state, 'upcoming');
    const ended = await call(suite.app, vehicle.endTemporary, { token: later.userToken, params: { temporaryId: next.body.data.temporaryId } });
    assert.equal(ended.body.data.state, 'ended');
  });

  it('refuses bad periods and plates (400), a registered plate and overlapping periods (409)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    await approvedVehicle(suite.app, operator, owner);
    const bad: [Record<string, unknown>, number][] = [
      [{ validFrom: dayFrom(-1) }, 400],
      [{ validUntil: dayFrom(-1), validFrom: dayFrom(-3) }, 400],
      [{ validFrom: dayFrom(5), validUntil: dayFrom(4) }, 400],
      [{ validUntil: dayFrom(90) }, 400],
      [{ plateNumber: '闽A8888' }, 400],
      [{ plateColor: '5' }, 400],
      [{ vehicleType: 'NOPE' }, 400],
      [{ contactMobile: '123' }, 400],
      [{ plateNumber: '粤B12345' }, 409],
    ];
    for (const [overrides, status] of bad) {
      const answered = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody(overrides) });
      assert.equal(answered.status, status, `${JSON.stringify(overrides)}: ${answered.text}`);
    }
    assert.equal(await temporaryRows(), 0);
    assert.equal((await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody() })).status, 200);
    const overlapping = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody({ validFrom: dayFrom(3), validUntil: dayFrom(12) }) });
    assert.equal(overlapping.status, 409);
    const after = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody({ validFrom: dayFrom(7), validUntil: dayFrom(12) }) });
    assert.equal(after.status, 200);
  });

  it("an enterprise's temporary vehicles are its manager's", async () => {
    const manager = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    const saved = await call(suite.app, vehicle.save2Vehicle, { token: manager.userToken, body: temporaryBody({ enterpriseId }) });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.owner.enterpriseName, '福州闽运物流有限公司');
    assert.equal((await call(suite.app, vehicle.save2Vehicle, { token: other.userToken, body: temporaryBody({ enterpriseId }) })).status, 404);
    assert.equal((await call(suite.app, vehicle.temporaryVehicles, { token: other.userToken, query: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.temporaryVehicles, { token: manager.userToken, query: { enterpriseId } })).body.data.total, 1);
    assert.equal((await call(suite.app, vehicle.temporaryVehicles, { token: manager.userToken })).body.data.total, 0);
  });

  it('reads one temporary vehicle: its registrant or its enterprise\'s manager; others 404, tourists 401', async () => {
    const owner = await signInWithId(suite.app);
    const manager = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const personal = await call(suite.app, vehicle.save2Vehicle, { token: owner.userToken, body: temporaryBody() });
    assert.equal(personal.status, 200, personal.text);
    const personalId = personal.body.data.temporaryId;
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    const business = await call(suite.app, vehicle.save2Vehicle, { token: manager.userToken, body: temporaryBody({ enterpriseId, plateNumber: '闽A66666' }) });
    assert.equal(business.status, 200, business.text);
    const businessId = business.body.data.temporaryId;

    const read = await call(suite.app, vehicle.temporaryVehicle, { token: owner.userToken, params: { temporaryId: personalId } });
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(read.body.data, personal.body.data);
    const byManager = await call(suite.app, vehicle.temporaryVehicle, { token: manager.userToken, params: { temporaryId: businessId } });
    assert.equal(byManager.status, 200, byManager.text);
    assert.equal(byManager.body.data.owner.enterpriseName, '福州闽运物流有限公司');
    assert.equal(byManager.body.data.plateNumber, '闽A66666');

    for (const [token, temporaryId] of [
      [stranger.userToken, personalId],
      [stranger.userToken, businessId],
      [manager.userToken, personalId],
      [owner.userToken, businessId],
      [owner.userToken, 999_999],
    ] as const) {
      assert.equal((await call(suite.app, vehicle.temporaryVehicle, { token, params: { temporaryId } })).status, 404);
    }
    assert.equal((await call(suite.app, vehicle.temporaryVehicle, { params: { temporaryId: personalId } })).status, 401);
    assert.equal((await call(suite.app, vehicle.temporaryVehicle, { token: owner.userToken, params: { temporaryId: 0 } })).status, 400);

    // Ended ones are still read (the screen says it can no longer be changed).
    assert.equal((await call(suite.app, vehicle.endTemporary, { token: owner.userToken, params: { temporaryId: personalId } })).status, 200);
    const ended = await call(suite.app, vehicle.temporaryVehicle, { token: owner.userToken, params: { temporaryId: personalId } });
    assert.equal(ended.body.data.state, 'ended');
  });
});

describe('spare capacity', () => {
  it('publishes, replaces and withdraws spare capacity of an approved vehicle; cargo owners see it shared', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const cargoOwner = await signInWithId(suite.app);
    const plain = await signInWithId(suite.app);
    await addIdentity(suite.deps.db, cargoOwner.userId, 'cargoOwner', nowDate());
    const vehicleId = await approvedVehicle(suite.app, operator, owner);
    const pending = await registerVehicle(suite.app, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    const body = { freeLoadKg: 8000, fromArea: '广东省深圳市', toArea: '福建省厦门市', availableDate: dayFrom(2) };
    const publish = (id: number, b: Record<string, unknown>, token = owner.userToken) =>
      call(suite.app, vehicle.publishSpareCapacity, { token, params: { vehicleId: id }, body: b });

    assert.equal((await publish(pending.vehicleId, body)).status, 409);
    assert.equal((await publish(vehicleId, { ...body, freeLoadKg: 18001 })).status, 400);
    assert.equal((await publish(vehicleId, { ...body, availableDate: dayFrom(-1) })).status, 400);
    assert.equal((await publish(vehicleId, { ...body, fromArea: '' })).status, 400);
    assert.equal((await publish(vehicleId, body, plain.userToken)).status, 404);
    assert.equal((await call(suite.app, vehicle.spareCapacity, { token: owner.userToken, params: { vehicleId } })).body.data, null);

    assert.equal((await publish(vehicleId, body)).status, 200);
    const replaced = await publish(vehicleId, { ...body, freeLoadKg: 5000 });
    assert.equal(replaced.body.data.freeLoadKg, 5000);
    const own = await call(suite.app, vehicle.spareCapacity, { token: owner.userToken, params: { vehicleId } });
    assert.equal(own.body.data.freeLoadKg, 5000);
    const capacities = await call(suite.app, vehicle.capacities, { token: owner.userToken });
    assert.equal(capacities.body.data.total, 1);
    assert.equal(capacities.body.data.records[0].spareCapacity.freeLoadKg, 5000);
    assert.equal((await call(suite.app, vehicle.spareCapacity, { token: plain.userToken, params: { vehicleId } })).status, 404);

    const shared = await call(suite.app, vehicle.sharedInventory, { token: cargoOwner.userToken });
    assert.equal(shared.status, 200, shared.text);
    assert.equal(shared.body.data.total, 1);
    assert.equal(shared.body.data.records[0].plateNumber, '粤B12345');
    assert.equal(shared.body.data.records[0].contactMobile, owner.phone);
    assert.equal((await call(suite.app, vehicle.sharedInventory, { token: cargoOwner.userToken, query: { toArea: '厦门' } })).body.data.total, 1);
    assert.equal((await call(suite.app, vehicle.sharedInventory, { token: cargoOwner.userToken, query: { toArea: '北京' } })).body.data.total, 0);
    assert.equal((await call(suite.app, vehicle.sharedInventory, { token: plain.userToken })).status, 403);

    assert.equal((await call(suite.app, vehicle.closeSpareCapacity, { token: plain.userToken, params: { vehicleId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.closeSpareCapacity, { token: owner.userToken, params: { vehicleId } })).status, 200);
    assert.equal((await call(suite.app, vehicle.closeSpareCapacity, { token: owner.userToken, params: { vehicleId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.sharedInventory, { token: cargoOwner.userToken })).body.data.total, 0);
    // Every publication is kept (closed), none erased.
    const [rows] = await suite.deps.db.select({ n: count() }).from(spareCapacities);
    assert.equal(rows.n, 2);
  });

  it('lists an enterprise manager\'s capacities per enterprise only for its manager', async () => {
    const manager = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    assert.equal((await call(suite.app, vehicle.capacities, { token: manager.userToken, query: { enterpriseId } })).status, 200);
    assert.equal((await call(suite.app, vehicle.capacities, { token: other.userToken, query: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.expiring, { token: other.userToken, query: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.unverified, { token: other.userToken, query: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.authorizationRequests, { token: other.userToken, query: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.certificateAudits, { token: other.userToken, query: { enterpriseId } })).status, 404);
  });
});
