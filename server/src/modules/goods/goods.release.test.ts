import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@/lib/contract';
import { call, deviceToken, useModuleSuite, type CallOptions } from '../testing';
import { nowDate } from '../clock';
import { managedEnterprise, registerVehicle } from '../vehicle/vehicle.testing';
import { enterprises } from '../owner/owner.table';
import { waybills } from '../waybill/waybill.table';
import { takeTruckSlot } from './goods.queries';
import { goodsOperations, goodsSources, stations } from './goods.table';
import { dayFrom, freshPlate, offlineBody, release, releaseBody, statusOf, userWith, type Session } from './goods.testing';

const { goods } = endpoints;
const suite = useModuleSuite({ clock: true });

async function sourceCount() {
  const [row] = await suite.deps.db.select({ n: count() }).from(goodsSources);
  return row.n;
}
async function sourceRow(id: number) {
  const [row] = await suite.deps.db.select().from(goodsSources).where(eq(goodsSources.id, id));
  return row;
}
const owner = () => userWith(suite.app, suite.deps, 'cargoOwner');
const post = (endpoint: Endpoint, session: Session, body: unknown) => call(suite.app, endpoint, { logisticsToken: session.logisticsToken, body });

describe('acting on goods needs sign-in', () => {
  const acting: [Endpoint, CallOptions][] = [
    [goods.releaseSource, { body: releaseBody() }],
    [goods.releaseSourceOfOffline, { body: offlineBody(1) }],
    [goods.confirmTheSourceOfGoods, { body: { id: 1 } }],
    [goods.cargoOwnerCancel, { body: { id: 1 } }],
    [goods.listOfCargoOwner, {}],
    [goods.operationHistory, {}],
    [goods.freeTransportRelease, { body: {} }],
    [goods.freeTransportEdit, { body: {} }],
    [goods.freeTransportDelete, { body: { id: 1 } }],
  ];
  for (const [endpoint, options] of acting) {
    it(`${endpoint.path}: 401 for no token and for a tourist's device token, nothing written`, async () => {
      const device = await deviceToken(suite.app);
      // The user token alone is not the logistics token either.
      const user = await owner();
      for (const token of [undefined, device, user.userToken]) {
        const result = await call(suite.app, endpoint, { ...options, token });
        assert.ok([400, 401].includes(statusOf(result)), result.text);
      }
      assert.equal(await sourceCount(), 0);
    });
  }

  it('a tourist reads the market lists (device token) but gets 401 releasing', async () => {
    const device = await deviceToken(suite.app);
    const list = await call(suite.app, goods.priorityGoods, { token: device });
    assert.equal(list.status, 200, list.text);
    const released = await call(suite.app, goods.releaseSource, { token: device, body: releaseBody() });
    assert.equal(statusOf(released), 401);
    assert.equal(await sourceCount(), 0);
  });
});

describe('releaseSource', () => {
  it('an approved cargo owner releases: open at once, all fields kept, operation recorded', async () => {
    const me = await owner();
    const source = await release(suite.app, me);
    assert.equal(source.status, 'open');
    assert.equal(source.trucksTaken, 0);
    assert.equal(source.trucksNeeded, 2);
    assert.equal(source.freightFen, 350000);
    assert.equal(source.isMine, true);
    assert.equal(source.contactMobile, '13905910001');
    assert.equal(source.releasedBy, 'cargoOwner');
    assert.deepEqual(source.origin, releaseBody().origin);
    assert.ok(source.openedAt);
    const ops = await suite.deps.db.select().from(goodsOperations).where(eq(goodsOperations.userId, me.userId));
    assert.deepEqual(ops.map((o) => o.action), ['released']);
  });

  it('draft: true saves it unopened, hidden from the market and from others', async () => {
    const me = await owner();
    const draft = await release(suite.app, me, { draft: true });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.openedAt, null);
    const market = await call(suite.app, goods.priorityGoods, { token: me.userToken });
    assert.equal(market.body.data.total, 0);
    const other = await owner();
    const seen = await call(suite.app, goods.sourceDetail, { token: other.userToken, params: { id: draft.id } });
    assert.equal(seen.status, 404);
    const mine = await call(suite.app, goods.sourceDetail, { token: me.userToken, params: { id: draft.id } });
    assert.equal(mine.status, 200);
  });

  it('a driver (no cargo-owner identity) gets 403, nothing written', async () => {
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const result = await post(goods.releaseSource, driver, releaseBody());
    assert.equal(result.status, 403, result.text);
    assert.match(result.body.msg, /cargo-owner/);
    assert.equal(await sourceCount(), 0);
  });

  it('refuses bad inputs with 400 and writes nothing', async () => {
    const me = await owner();
    const bad: Record<string, unknown>[] = [
      { trucksNeeded: 0 },
      { trucksNeeded: 51 },
      { trucksNeeded: 1.5 },
      { freightFen: 0 },
      { freightFen: 12.5 },
      { freightFen: 100_000_001 },
      { weightKg: -1 },
      { volumeM3: 0 },
      { loadingDate: dayFrom(-1) },
      { loadingDate: '2030-02-30' },
      { loadingDate: 'tomorrow' },
      { cargoType: 'gold-bars' },
      { vehicleLength: '99' },
      { vehicleType: 'X99' },
      { contactMobile: '12345' },
      { contactName: '' },
      { origin: { name: 'x', address: 'y', lng: 200, lat: 26, adCode: '350104' } },
      { origin: { name: 'x', address: 'y', lng: 119, lat: 26, adCode: '3501' } },
      { destination: undefined },
      { remarks: 'x'.repeat(201) },
    ];
    for (const override of bad) {
      const result = await post(goods.releaseSource, me, releaseBody(override));
      assert.equal(result.status, 400, `${JSON.stringify(override)}: ${result.text}`);
    }
    assert.equal(await sourceCount(), 0);
  });

  it('loading today is accepted (China date)', async () => {
    const me = await owner();
    const source = await release(suite.app, me, { loadingDate: dayFrom(0) });
    assert.equal(source.loadingDate, dayFrom(0));
  });

  it('for an enterprise: only its manager, only an approved consignor with the identity', async () => {
    const manager = await userWith(suite.app, suite.deps, 'enterpriseCargoOwner');
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager, '福州闽运货主有限公司');
    // managedEnterprise writes a carrier: not a consignor yet.
    let result = await post(goods.releaseSource, manager, releaseBody({ enterpriseId }));
    assert.equal(result.status, 403, result.text);
    await suite.deps.db.update(enterprises).set({ role: 'consignor' }).where(eq(enterprises.id, enterpriseId));
    result = await post(goods.releaseSource, manager, releaseBody({ enterpriseId }));
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.enterpriseId, enterpriseId);
    assert.equal(result.body.data.enterpriseName, '福州闽运货主有限公司');
    const stranger = await userWith(suite.app, suite.deps, 'enterpriseCargoOwner', 'cargoOwner');
    result = await post(goods.releaseSource, stranger, releaseBody({ enterpriseId }));
    assert.equal(result.status, 404, result.text);
    assert.equal(await sourceCount(), 1);
  });
});

describe('releaseSourceOfOffline', () => {
  async function stationId() {
    const [station] = await suite.deps.db.select().from(stations).limit(1);
    return station.id;
  }

  it('a toll collector releases for an offline shipper at a station: open, shipper is the contact', async () => {
    const collector = await userWith(suite.app, suite.deps, 'tollCollector');
    const id = await stationId();
    const result = await post(goods.releaseSourceOfOffline, collector, offlineBody(id));
    assert.equal(result.status, 200, result.text);
    const source = result.body.data;
    assert.equal(source.status, 'open');
    assert.equal(source.releasedBy, 'tollCollector');
    assert.equal(source.offlineShipperName, '林发货');
    assert.equal(source.offlineShipperMobile, '13705950002');
    assert.equal(source.contactMobile, '13705950002');
    assert.equal(source.station.id, id);
    // Others do not see the shipper's mobile field (it is the contact, unmasked for the signed-in).
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const seen = await call(suite.app, goods.sourceDetail, { token: driver.userToken, params: { id: source.id } });
    assert.equal(seen.body.data.offlineShipperMobile, null);
    assert.equal(seen.body.data.isMine, false);
  });

  it('a cargo owner or driver gets 403; an unknown station or bad shipper 400; nothing written', async () => {
    const id = await stationId();
    for (const who of [await owner(), await userWith(suite.app, suite.deps, 'driver')]) {
      const result = await post(goods.releaseSourceOfOffline, who, offlineBody(id));
      assert.equal(result.status, 403, result.text);
    }
    const collector = await userWith(suite.app, suite.deps, 'tollCollector');
    for (const override of [{ stationId: 999999 }, { shipperMobile: '1' }, { shipperName: '' }, { trucksNeeded: 60 }, { loadingDate: dayFrom(-2) }]) {
      const result = await post(goods.releaseSourceOfOffline, collector, offlineBody(id, override));
      assert.equal(result.status, 400, `${JSON.stringify(override)}: ${result.text}`);
    }
    assert.equal(await sourceCount(), 0);
  });
});

describe('confirmTheSourceOfGoods (draft → open)', () => {
  it('the owner opens a draft; a second confirm is refused 409', async () => {
    const me = await owner();
    const draft = await release(suite.app, me, { draft: true });
    const opened = await post(goods.confirmTheSourceOfGoods, me, { id: draft.id });
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.body.data.status, 'open');
    assert.ok(opened.body.data.openedAt);
    const again = await post(goods.confirmTheSourceOfGoods, me, { id: draft.id });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /Only a draft/);
  });

  it("another cargo owner cannot confirm someone's draft (404); a missing id 404; a bad id 400", async () => {
    const me = await owner();
    const draft = await release(suite.app, me, { draft: true });
    const other = await owner();
    assert.equal((await post(goods.confirmTheSourceOfGoods, other, { id: draft.id })).status, 404);
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: 424242 })).status, 404);
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: 'x' })).status, 400);
    assert.equal((await sourceRow(draft.id)).status, 'draft');
  });

  it('a draft whose loading date passed is refused 409', async () => {
    const me = await owner();
    const draft = await release(suite.app, me, { draft: true, loadingDate: dayFrom(0) });
    await suite.deps.db.update(goodsSources).set({ loadingDate: dayFrom(-1) }).where(eq(goodsSources.id, draft.id));
    const result = await post(goods.confirmTheSourceOfGoods, me, { id: draft.id });
    assert.equal(result.status, 409, result.text);
    assert.equal((await sourceRow(draft.id)).status, 'draft');
  });

  it('confirming an open, taken, cancelled or closed source is refused 409', async () => {
    const me = await owner();
    const open = await release(suite.app, me, { trucksNeeded: 1 });
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: open.id })).status, 409);
    await takeTruckSlot(suite.deps.db, open.id);
    assert.equal((await sourceRow(open.id)).status, 'taken');
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: open.id })).status, 409);
    await suite.deps.db.update(goodsSources).set({ status: 'closed', closedAt: nowDate() }).where(eq(goodsSources.id, open.id));
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: open.id })).status, 409);
    const other = await release(suite.app, me);
    assert.equal((await post(goods.cargoOwnerCancel, me, { id: other.id })).status, 200);
    assert.equal((await post(goods.confirmTheSourceOfGoods, me, { id: other.id })).status, 409);
  });
});

describe('cargoOwnerCancel', () => {
  it('the owner cancels a draft and an open source; the reason is kept; a second cancel is 409', async () => {
    const me = await owner();
    for (const draft of [true, false]) {
      const source = await release(suite.app, me, { draft });
      const cancelled = await post(goods.cargoOwnerCancel, me, { id: source.id, reason: '货物延期' });
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.equal(cancelled.body.data.status, 'cancelled');
      assert.equal(cancelled.body.data.cancelReason, '货物延期');
      const again = await post(goods.cargoOwnerCancel, me, { id: source.id });
      assert.equal(again.status, 409);
    }
  });

  it("a cargo owner cannot cancel another's goods (403 for open ones, 404 for drafts), nothing changes", async () => {
    const me = await owner();
    const open = await release(suite.app, me);
    const draft = await release(suite.app, me, { draft: true });
    const other = await owner();
    assert.equal((await post(goods.cargoOwnerCancel, other, { id: open.id })).status, 403);
    assert.equal((await post(goods.cargoOwnerCancel, other, { id: draft.id })).status, 404);
    assert.equal((await sourceRow(open.id)).status, 'open');
    assert.equal((await sourceRow(draft.id)).status, 'draft');
  });

  it('a taken source cancels with its not-yet-loading waybills; refused 409 once a truck is loading', async () => {
    const me = await owner();
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const source = await release(suite.app, me, { trucksNeeded: 1 });
    await takeTruckSlot(suite.deps.db, source.id);
    const waybill = await insertWaybill(source.id, me.userId, driver, 'signed');
    const cancelled = await post(goods.cargoOwnerCancel, me, { id: source.id });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.data.trucksTaken, 0);
    const [after] = await suite.deps.db.select().from(waybills).where(eq(waybills.id, waybill.id));
    assert.equal(after.status, 'cancelled');

    const loading = await release(suite.app, me, { trucksNeeded: 2 });
    await takeTruckSlot(suite.deps.db, loading.id);
    const other = await userWith(suite.app, suite.deps, 'driver');
    await insertWaybill(loading.id, me.userId, other, 'loading');
    const refused = await post(goods.cargoOwnerCancel, me, { id: loading.id });
    assert.equal(refused.status, 409, refused.text);
    assert.match(refused.body.msg, /loading/);
    assert.equal((await sourceRow(loading.id)).status, 'open');
  });

  it('two cancels (or two confirms) at once: one succeeds, the other 409', async () => {
    const me = await owner();
    const open = await release(suite.app, me);
    const cancels = await Promise.all([1, 2].map(() => post(goods.cargoOwnerCancel, me, { id: open.id })));
    assert.deepEqual(cancels.map((r) => r.status).sort(), [200, 409]);
    const draft = await release(suite.app, me, { draft: true });
    const confirms = await Promise.all([1, 2].map(() => post(goods.confirmTheSourceOfGoods, me, { id: draft.id })));
    assert.deepEqual(confirms.map((r) => r.status).sort(), [200, 409]);
    const ops = await suite.deps.db.select().from(goodsOperations).where(eq(goodsOperations.goodsSourceId, draft.id));
    assert.equal(ops.filter((o) => o.action === 'confirmed').length, 1);
  });

  it('a closed source cannot be cancelled (409)', async () => {
    const me = await owner();
    const source = await release(suite.app, me, { trucksNeeded: 1 });
    await takeTruckSlot(suite.deps.db, source.id);
    await suite.deps.db.update(goodsSources).set({ status: 'closed', closedAt: nowDate() }).where(eq(goodsSources.id, source.id));
    assert.equal((await post(goods.cargoOwnerCancel, me, { id: source.id })).status, 409);
  });
});

/** A waybill of the waybill module in `status`, written directly (its own flow is tested there). */
async function insertWaybill(goodsSourceId: number, cargoOwnerId: number, driver: Session, status: 'signed' | 'loading') {
  const vehicle = await registerVehicle(suite.app, driver, { plateNumber: freshPlate() });
  const at = nowDate();
  const [row] = await suite.deps.db
    .insert(waybills)
    .values({
      goodsSourceId,
      driverId: driver.userId,
      cargoOwnerId,
      vehicleId: vehicle.vehicleId,
      plateNumber: vehicle.plateNumber,
      origin: 'grab',
      status,
      freightFen: 350000,
      createdAt: at,
      updatedAt: at,
      receivedAt: at,
      driverSignedAt: at,
      ownerSignedAt: at,
      loadingScannedAt: status === 'loading' ? at : null,
    })
    .returning();
  return row;
}
