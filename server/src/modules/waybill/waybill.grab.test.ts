import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints, type Endpoint } from '@/lib/contract';
import { findGoodsSource } from '../goods/goods.queries';
import { certifications } from '../identity/identity.table';
import { signIn, useModuleSuite } from '../testing';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

describe('without a logistics token', () => {
  it('every waybill call answers 401 to no token, a tourist device token and a user token, changing nothing', async () => {
    const { driver, waybillId, goodsSourceId } = await h.waybillAt('created');
    const tourist = (await signIn(suite.app)).device;
    const calls: [Endpoint, { query?: Record<string, string | number>; body?: unknown; params?: Record<string, number | string> }][] = [
      [w.grabOrder, { body: { goodsSourceId, carNumber: driver.plate } }],
      [w.cargoOwnerDispatchOrder, { body: { goodsSourceId, driverId: driver.userId, carNumber: driver.plate } }],
      [w.receivingOrder, { body: { waybillId } }],
      [w.getSignUrl, { query: { waybillId } }],
      [w.waybillSignUrl, { query: { waybillId } }],
      [w.sourceQrCode, { query: { goodsSourceId } }],
      [w.scanningLoading, { body: { waybillId, qrToken: 'x' } }],
      [w.loadingCompleted, { body: { waybillId, loadedWeightKg: 1, weighingSlipFileIds: ['abcdefghijklmnop'] } }],
      [w.scanningUnloading, { body: { waybillId, qrToken: 'x' } }],
      [w.unLoadingCompleted, { body: { waybillId, unloadedWeightKg: 1, receiptFileIds: ['abcdefghijklmnop'] } }],
      [w.driverCancelOrder, { body: { waybillId, reason: '车坏了' } }],
      [w.cargoOwnerCancelWaybill, { body: { waybillId, reason: '不发了' } }],
      [w.cargoOwnerEvaluate, { body: { waybillId, stars: 5 } }],
      [w.waybillDetailScanning, { body: { code: 'WB1.1.x' } }],
      [w.waybillDetail, { params: { id: waybillId } }],
      [w.waybillPhoto, { params: { id: waybillId, fileId: 'abcdefghijklmnop' } }],
      [w.commerceWaybillInfo, { params: { id: waybillId } }],
      [w.stationLoadingList, { query: { stationId: 1 } }],
      [w.stationLoadingDetail, { query: { waybillId } }],
      [w.stationLoadingSignFor, { body: { waybillId, isSignFor: 1 } }],
      [w.waybillList, {}],
      [w.waybillListOfDriver, {}],
      [w.waybillListOfEnterprise, { query: { enterpriseId: 1 } }],
    ];
    const before = await h.stored();
    for (const [endpoint, input] of calls) {
      for (const headers of [{}, { authorization: `Bearer ${tourist}` }, { authorization: `Bearer ${driver.userToken}` }]) {
        const result = await suite.app.inject({
          method: endpoint.method,
          url: `/logistics/api${endpoint.path.replace(/:id/, String(waybillId)).replace(/:fileId/, 'abcdefghijklmnop')}`,
          query: input.query ? Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)])) : undefined,
          ...(input.body ? { payload: input.body as object } : {}),
          headers,
        });
        // The logistics service answers token failures with HTTP 200 and code/msg 401 (spec §8).
        const body = result.json();
        assert.equal(body.code, '401', `${endpoint.path} ${JSON.stringify(headers)}: ${result.body}`);
      }
    }
    assert.deepEqual(await h.stored(), before);
  });
});

describe('grabOrder', () => {
  it('a certified driver with an approved vehicle takes the slot: waybill created, slot counted, history written', async () => {
    const d = await h.driver();
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId, { trucksNeeded: 2 });
    const result = await h.lg(w.grabOrder, d, { body: { goodsSourceId, carNumber: d.plate } });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.origin, 'grab');
    assert.equal(result.body.data.carNumber, d.plate);
    assert.match(result.body.data.waybillNo, /^WB\d{8}$/);
    assert.match(result.body.data.code, /^WB1\./);
    const source = await findGoodsSource(suite.deps.db, goodsSourceId);
    assert.equal(source?.trucksTaken, 1);
    assert.equal(source?.status, 'open');
  });

  it('refuses: no driver certification (403), a vehicle not theirs (400), an unapproved vehicle (403), own goods (403), unknown or draft goods (404), bad input (400); nothing changes', async () => {
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId);
    const draftId = await h.goods(o.userId, { status: 'draft', openedAt: null });
    const uncertified = await h.driver({ certified: false });
    const d = await h.driver();
    const other = await h.driver();
    const pendingVehicle = await h.addVehicle(d.userId, 'pending');
    const ownerAsDriver = { ...o, ...(await h.addVehicle(o.userId)) };
    await suite.deps.db.insert(certifications).values({ userId: o.userId, kind: 'driver', status: 'approved', submittedAt: new Date(), reviewedAt: new Date() });
    const before = await h.stored();
    const cases: [typeof d, Record<string, unknown>, number][] = [
      [uncertified, { goodsSourceId, carNumber: uncertified.plate }, 403],
      [d, { goodsSourceId, carNumber: other.plate }, 400],
      [d, { goodsSourceId, carNumber: pendingVehicle.plate }, 403],
      [ownerAsDriver, { goodsSourceId, carNumber: ownerAsDriver.plate }, 403],
      [d, { goodsSourceId: 999999, carNumber: d.plate }, 404],
      [d, { goodsSourceId: draftId, carNumber: d.plate }, 404],
      [d, { goodsSourceId, carNumber: '粤' }, 400],
      [d, { goodsSourceId: 'x', carNumber: d.plate }, 400],
      [d, { carNumber: d.plate }, 400],
    ];
    for (const [session, body, status] of cases) {
      const result = await h.lg(w.grabOrder, session, { body });
      assert.equal(result.status, status, `${JSON.stringify(body)}: ${result.text}`);
    }
    assert.deepEqual(await h.stored(), before);
  });

  it('one driver cannot hold two active waybills of the same source: grabbing again answers the one he holds; after cancelling he may grab again', async () => {
    const d = await h.driver();
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId, { trucksNeeded: 3 });
    const waybillId = await h.grab(d, goodsSourceId);
    const before = await h.stored();
    const again = await h.lg(w.grabOrder, d, { body: { goodsSourceId, carNumber: d.plate } });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.waybillId, waybillId);
    assert.deepEqual(await h.stored(), before);
    const cancelled = await h.lg(w.driverCancelOrder, d, { body: { waybillId, reason: '临时有事' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await findGoodsSource(suite.deps.db, goodsSourceId))?.trucksTaken, 0);
    await h.grab(d, goodsSourceId);
  });

  it('a taken, cancelled or closed source answers 409 "already taken" / not open', async () => {
    const o = await h.owner();
    const d = await h.driver();
    const e = await h.driver();
    const goodsSourceId = await h.goods(o.userId);
    await h.grab(d, goodsSourceId);
    const late = await h.lg(w.grabOrder, e, { body: { goodsSourceId, carNumber: e.plate } });
    assert.equal(late.status, 409);
    assert.match(late.body.msg, /already taken/);
    const cancelledId = await h.goods(o.userId, { status: 'cancelled', cancelledAt: new Date(), cancelReason: '不发了' });
    const refused = await h.lg(w.grabOrder, e, { body: { goodsSourceId: cancelledId, carNumber: e.plate } });
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /not open/);
  });

  it('200 drivers grab a one-truck load at once: exactly one 200, 199 × 409 "already taken", one waybill', async () => {
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId);
    const drivers = [];
    for (let i = 0; i < 200; i += 1) drivers.push(await h.driver());
    const results = await Promise.all(drivers.map((d) => h.lg(w.grabOrder, d, { body: { goodsSourceId, carNumber: d.plate } })));
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(results.filter((r) => r.status !== 409 && r.status !== 200).map((r) => r.text)));
    assert.equal(statuses.filter((s) => s === 409).length, 199);
    assert.ok(results.filter((r) => r.status === 409).every((r) => /already taken/.test(r.body.msg)));
    const stored = await h.stored();
    assert.equal(stored.waybills.length, 1);
    const source = stored.goods.find((g) => g.id === goodsSourceId);
    assert.equal(source?.trucksTaken, 1);
    assert.equal(source?.status, 'taken');
  });

  it('a three-truck load grabbed by 30 drivers at once gives exactly three waybills', async () => {
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId, { trucksNeeded: 3 });
    const drivers = [];
    for (let i = 0; i < 30; i += 1) drivers.push(await h.driver());
    const results = await Promise.all(drivers.map((d) => h.lg(w.grabOrder, d, { body: { goodsSourceId, carNumber: d.plate } })));
    assert.equal(results.filter((r) => r.status === 200).length, 3);
    assert.equal(results.filter((r) => r.status === 409).length, 27);
  });
});

describe('cargoOwnerDispatchOrder and receivingOrder', () => {
  it('the owner dispatches to a driver by mobile: assigned; the driver receives it: created; history says both', async () => {
    const o = await h.owner();
    const d = await h.driver();
    const goodsSourceId = await h.goods(o.userId);
    const dispatched = await h.lg(w.cargoOwnerDispatchOrder, o, { body: { goodsSourceId, driverMobile: d.phone, carNumber: d.plate } });
    assert.equal(dispatched.status, 200, dispatched.text);
    assert.equal(dispatched.body.data.status, 'assigned');
    assert.equal(dispatched.body.data.origin, 'dispatch');
    const waybillId = dispatched.body.data.waybillId;
    const list = await h.lg(w.waybillListOfDriver, d, { query: { status: 'assigned' } });
    assert.deepEqual(list.body.data.records.map((r: { waybillId: number }) => r.waybillId), [waybillId]);
    // The driver cannot sign before receiving.
    const early = await h.lg(w.getSignUrl, d, { query: { waybillId } });
    assert.equal(early.status, 409, early.text);
    const received = await h.lg(w.receivingOrder, d, { body: { waybillId } });
    assert.equal(received.status, 200, received.text);
    assert.equal(received.body.data.status, 'created');
    assert.deepEqual(received.body.data.history.map((e: { to: string }) => e.to), ['assigned', 'created']);
    const twice = await h.lg(w.receivingOrder, d, { body: { waybillId } });
    assert.equal(twice.status, 409);
  });

  it('dispatch by driver id works; refusals: not the owner (403), unknown driver (404), unqualified driver (409), not their vehicle (400), to self (409), full source (409)', async () => {
    const o = await h.owner();
    const stranger = await h.owner();
    const d = await h.driver();
    const uncertified = await h.driver({ certified: false });
    const goodsSourceId = await h.goods(o.userId, { trucksNeeded: 2 });
    const before = await h.stored();
    const cases: [typeof o, Record<string, unknown>, number][] = [
      [stranger, { goodsSourceId, driverId: d.userId, carNumber: d.plate }, 403],
      [o, { goodsSourceId, driverMobile: '13000000000', carNumber: d.plate }, 404],
      [o, { goodsSourceId, driverId: uncertified.userId, carNumber: uncertified.plate }, 409],
      [o, { goodsSourceId, driverId: d.userId, carNumber: uncertified.plate }, 400],
      [o, { goodsSourceId, driverId: o.userId, carNumber: d.plate }, 409],
      [o, { goodsSourceId, driverId: d.userId, driverMobile: d.phone, carNumber: d.plate }, 400],
      [o, { goodsSourceId, carNumber: d.plate }, 400],
    ];
    for (const [session, body, status] of cases) {
      const result = await h.lg(w.cargoOwnerDispatchOrder, session, { body });
      assert.equal(result.status, status, `${JSON.stringify(body)}: ${result.text}`);
    }
    assert.deepEqual(await h.stored(), before);
    const ok = await h.lg(w.cargoOwnerDispatchOrder, o, { body: { goodsSourceId, driverId: d.userId, carNumber: d.plate } });
    assert.equal(ok.status, 200, ok.text);
    const again = await h.lg(w.cargoOwnerDispatchOrder, o, { body: { goodsSourceId, driverId: d.userId, carNumber: d.plate } });
    assert.equal(again.status, 409, again.text);
  });

  it('only the named driver receives (another driver 404, the owner 403); the driver declines with driverCancelOrder: slot freed', async () => {
    const o = await h.owner();
    const d = await h.driver();
    const other = await h.driver();
    const goodsSourceId = await h.goods(o.userId);
    const dispatched = await h.lg(w.cargoOwnerDispatchOrder, o, { body: { goodsSourceId, driverId: d.userId, carNumber: d.plate } });
    const waybillId = dispatched.body.data.waybillId;
    assert.equal((await h.lg(w.receivingOrder, other, { body: { waybillId } })).status, 404);
    assert.equal((await h.lg(w.receivingOrder, o, { body: { waybillId } })).status, 403);
    const declined = await h.lg(w.driverCancelOrder, d, { body: { waybillId, reason: '这趟去不了' } });
    assert.equal(declined.status, 200, declined.text);
    assert.equal(declined.body.data.cancellation.by, 'driver');
    const source = await findGoodsSource(suite.deps.db, goodsSourceId);
    assert.equal(source?.status, 'open');
    assert.equal(source?.trucksTaken, 0);
  });

  it('the owner withdraws a dispatch not yet received (cancelled by "dispatch")', async () => {
    const o = await h.owner();
    const d = await h.driver();
    const goodsSourceId = await h.goods(o.userId);
    const dispatched = await h.lg(w.cargoOwnerDispatchOrder, o, { body: { goodsSourceId, driverId: d.userId, carNumber: d.plate } });
    const result = await h.lg(w.cargoOwnerCancelWaybill, o, { body: { waybillId: dispatched.body.data.waybillId, reason: '改派他人' } });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.cancellation.by, 'dispatch');
    const [row] = (await h.stored()).waybills;
    assert.equal(row.status, 'cancelled');
    assert.equal(row.cancelledBy, 'dispatch');
  });
});
