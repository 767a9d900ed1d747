import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { enterprises } from '../owner/owner.table';
import { useModuleSuite } from '../testing';
import { enterpriseDriver, managedEnterprise } from '../vehicle/vehicle.testing';
import { waybillSignings, waybillStatusHistory } from './waybill.table';
import { signSourceQr, signWaybillCode } from './waybill.tokens';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

/** A toll collector's station goods with a driver's waybill walked to `until`. */
async function stationTrip(until: 'signed' | 'loaded') {
  const collector = await h.tollCollector();
  const stationId = await h.station();
  const goodsSourceId = await h.stationGoods(collector.userId, stationId);
  const d = await h.driver();
  const waybillId = await h.grab(d, goodsSourceId);
  await h.steps.signed(d, collector, waybillId);
  if (until === 'loaded') {
    await h.steps.loading(d, collector, waybillId, goodsSourceId);
    await h.steps.loaded(d, waybillId);
  }
  return { collector, stationId, goodsSourceId, driver: d, waybillId };
}

describe('sourceQrCode', () => {
  it('the owner gets both codes; a toll collector gets the loading code of station goods; others 403; unknown 404; closed 409', async () => {
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId);
    const stranger = await h.owner();
    const collector = await h.tollCollector();
    const stationId = await h.station();
    const atStation = await h.stationGoods((await h.tollCollector()).userId, stationId);
    const loading = await h.lg(w.sourceQrCode, o, { query: { goodsSourceId } });
    assert.equal(loading.status, 200, loading.text);
    assert.equal(loading.body.data.purpose, 'loading');
    assert.equal(loading.body.data.stationId, null);
    assert.match(loading.body.data.token, /^GQ1\.L\./);
    assert.equal((await h.lg(w.sourceQrCode, o, { query: { goodsSourceId, purpose: 'unloading' } })).status, 200);
    assert.equal((await h.lg(w.sourceQrCode, stranger, { query: { goodsSourceId } })).status, 403);
    assert.equal((await h.lg(w.sourceQrCode, collector, { query: { goodsSourceId } })).status, 403);
    const station = await h.lg(w.sourceQrCode, collector, { query: { goodsSourceId: atStation } });
    assert.equal(station.status, 200, station.text);
    assert.equal(station.body.data.stationId, stationId);
    assert.equal((await h.lg(w.sourceQrCode, collector, { query: { goodsSourceId: atStation, purpose: 'unloading' } })).status, 403);
    assert.equal((await h.lg(w.sourceQrCode, o, { query: { goodsSourceId: 999999 } })).status, 404);
    assert.equal((await h.lg(w.sourceQrCode, o, { query: { goodsSourceId, purpose: 'other' } })).status, 400);
    const closed = await h.goods(o.userId, { status: 'cancelled', cancelledAt: new Date(), cancelReason: '不发了' });
    assert.equal((await h.lg(w.sourceQrCode, o, { query: { goodsSourceId: closed } })).status, 409);
  });

  it('station goods load with the station-bound code; a code of the same source without the station is refused', async () => {
    const { collector, goodsSourceId, driver, waybillId } = await stationTrip('signed');
    const unbound = signSourceQr(suite.deps.config.tokenSecret, { purpose: 'loading', goodsSourceId, stationId: 0 }, suite.clock.now() + 60_000).token;
    const refused = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: unbound } });
    assert.equal(refused.status, 400, refused.text);
    assert.match(refused.body.msg, /another station/);
    const result = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: await h.qr(collector, goodsSourceId, 'loading') } });
    assert.equal(result.status, 200, result.text);
  });
});

describe('station loadings', () => {
  it('the station lists its loadings, shows one, and signs for a finished loading once (isSignFor 1, empty refusal reason)', async () => {
    const { stationId, waybillId, driver } = await stationTrip('loaded');
    const collector = await h.tollCollector();
    const list = await h.lg(w.stationLoadingList, collector, { query: { stationId } });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(list.body.data.records.map((r: { waybillId: number }) => r.waybillId), [waybillId]);
    assert.equal(list.body.data.total, 1);
    assert.equal(list.body.data.records[0].offlineShipper.name, '陈七');
    // A waybill not loading yet is not a loading of its station.
    const waiting = await stationTrip('signed');
    const none = await h.lg(w.stationLoadingList, collector, { query: { stationId: waiting.stationId } });
    assert.deepEqual([none.body.data.total, none.body.data.records], [0, []]);
    const detail = await h.lg(w.stationLoadingDetail, collector, { query: { waybillId } });
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.data.loadedWeightKg, 20000);
    assert.equal(detail.body.data.signedFor, false);
    const signed = await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId, isSignFor: 1, refusalReason: '' }, headers: { 'idempotency-key': 'sign-for-0001' } });
    assert.equal(signed.status, 200, signed.text);
    assert.equal(signed.body.data.signedFor, true);
    const replay = await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId, isSignFor: 1, refusalReason: '' }, headers: { 'idempotency-key': 'sign-for-0001' } });
    assert.deepEqual(replay.body.data, signed.body.data);
    const twice = await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId, isSignFor: 1 } });
    assert.equal(twice.status, 409);
    const seen = await h.lg(w.waybillDetail, driver, { params: { id: waybillId } });
    assert.equal(seen.body.data.stationSignFor.collectorId, collector.userId);
  });

  it('refusals: not a toll collector (403), isSignFor other than 1 or a refusal reason (400), loading not finished (409), not station goods (404)', async () => {
    const trip = await stationTrip('signed');
    const collector = await h.tollCollector();
    const before = await h.stored();
    assert.equal((await h.lg(w.stationLoadingSignFor, trip.driver, { body: { waybillId: trip.waybillId, isSignFor: 1 } })).status, 403);
    assert.equal((await h.lg(w.stationLoadingList, trip.driver, { query: { stationId: trip.stationId } })).status, 403);
    assert.equal((await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId: trip.waybillId, isSignFor: 0 } })).status, 400);
    assert.equal((await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId: trip.waybillId, isSignFor: 1, refusalReason: '不收' } })).status, 400);
    assert.equal((await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId: trip.waybillId, isSignFor: 1 } })).status, 409);
    assert.equal((await h.lg(w.stationLoadingDetail, collector, { query: { waybillId: trip.waybillId } })).status, 404);
    const plain = await h.waybillAt('loaded');
    assert.equal((await h.lg(w.stationLoadingSignFor, collector, { body: { waybillId: plain.waybillId, isSignFor: 1 } })).status, 404);
    assert.equal((await h.lg(w.commerceWaybillInfo, collector, { params: { id: plain.waybillId } })).status, 404);
    assert.deepEqual((await h.stored()).waybills.find((r) => r.id === trip.waybillId), before.waybills.find((r) => r.id === trip.waybillId));
  });

  it('commerceWaybillInfo for station goods; waybillDetailScanning reads a genuine waybill code only', async () => {
    const trip = await stationTrip('signed');
    const collector = await h.tollCollector();
    const info = await h.lg(w.commerceWaybillInfo, collector, { params: { id: trip.waybillId } });
    assert.equal(info.status, 200, info.text);
    assert.equal(info.body.data.stationId, trip.stationId);
    assert.equal((await h.lg(w.commerceWaybillInfo, trip.driver, { params: { id: trip.waybillId } })).status, 403);
    const code = (await h.lg(w.waybillDetail, trip.driver, { params: { id: trip.waybillId } })).body.data.code;
    const scanned = await h.lg(w.waybillDetailScanning, collector, { body: { code } });
    assert.equal(scanned.status, 200, scanned.text);
    assert.equal(scanned.body.data.waybillId, trip.waybillId);
    assert.equal(scanned.body.data.carNumber, trip.driver.plate);
    const forged = signWaybillCode('another secret of at least thirty-two chars', trip.waybillId);
    assert.equal((await h.lg(w.waybillDetailScanning, collector, { body: { code: forged } })).status, 400);
    assert.equal((await h.lg(w.waybillDetailScanning, collector, { body: { code: `WB1.${trip.waybillId + 1}.${code.split('.')[2]}` } })).status, 400);
    assert.equal((await h.lg(w.waybillDetailScanning, trip.driver, { body: { code } })).status, 403);
  });
});

describe('cancellation and evaluation', () => {
  it('a cargo owner cannot cancel another owner’s waybill (404), nor the driver’s cancel (403); a reason is required (400)', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('signed');
    const otherOwner = await h.owner();
    const before = await h.stored();
    assert.equal((await h.lg(w.cargoOwnerCancelWaybill, otherOwner, { body: { waybillId, reason: '不发了' } })).status, 404);
    assert.equal((await h.lg(w.cargoOwnerCancelWaybill, driver, { body: { waybillId, reason: '不发了' } })).status, 403);
    assert.equal((await h.lg(w.driverCancelOrder, owner, { body: { waybillId, reason: '不发了' } })).status, 403);
    assert.equal((await h.lg(w.cargoOwnerCancelWaybill, owner, { body: { waybillId, reason: ' ' } })).status, 400);
    assert.equal((await h.lg(w.cargoOwnerCancelWaybill, owner, { body: { waybillId } })).status, 400);
    assert.deepEqual(await h.stored(), before);
    const cancelled = await h.lg(w.cargoOwnerCancelWaybill, owner, { body: { waybillId, reason: '货物延期' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.deepEqual(
      { by: cancelled.body.data.cancellation.by, reason: cancelled.body.data.cancellation.reason, status: cancelled.body.data.status },
      { by: 'cargoOwner', reason: '货物延期', status: 'cancelled' },
    );
    const after = await h.stored();
    assert.equal(after.goods[0].trucksTaken, 0);
    assert.equal(after.goods[0].status, 'open');
  });

  it('evaluation: once, stars 1-5, only the cargo owner, only after unloading', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('unloaded');
    assert.equal((await h.lg(w.cargoOwnerEvaluate, driver, { body: { waybillId, stars: 5 } })).status, 403);
    for (const stars of [0, 6, 2.5]) assert.equal((await h.lg(w.cargoOwnerEvaluate, owner, { body: { waybillId, stars } })).status, 400);
    assert.equal((await h.lg(w.cargoOwnerEvaluate, owner, { body: { waybillId, stars: 3, text: 'x'.repeat(201) } })).status, 400);
    const first = await h.lg(w.cargoOwnerEvaluate, owner, { body: { waybillId, stars: 4, text: '还行' } });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body.data.actions, []);
    const second = await h.lg(w.cargoOwnerEvaluate, owner, { body: { waybillId, stars: 5 } });
    assert.equal(second.status, 409);
  });
});

describe('detail, photos and lists', () => {
  it('detail: driver and owner see it (actions differ), a stranger 404; photos only through the waybill', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('loaded');
    const stranger = await h.driver();
    const asDriver = await h.lg(w.waybillDetail, driver, { params: { id: waybillId } });
    const asOwner = await h.lg(w.waybillDetail, owner, { params: { id: waybillId } });
    assert.deepEqual(asDriver.body.data.actions, ['scanUnloading']);
    assert.deepEqual(asOwner.body.data.actions, []);
    assert.equal((await h.lg(w.waybillDetail, stranger, { params: { id: waybillId } })).status, 404);
    const url: string = asOwner.body.data.loading.photoUrls[0];
    const fileId = url.split('/').at(-1)!;
    assert.equal((await h.lg(w.waybillPhoto, stranger, { params: { id: waybillId, fileId } })).status, 404);
    assert.equal((await h.lg(w.waybillPhoto, owner, { params: { id: waybillId, fileId: 'abcdefghijklmnopq' } })).status, 404);
  });

  it('the detail read in one statement answers what a change answers: people, history with its times, signatures', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('unloaded');
    const evaluated = await h.lg(w.cargoOwnerEvaluate, owner, { body: { waybillId, stars: 4 } });
    assert.equal(evaluated.status, 200, evaluated.text);
    const read = await h.lg(w.waybillDetail, owner, { params: { id: waybillId } });
    assert.deepEqual(read.body.data, evaluated.body.data);
    const detail = read.body.data;
    assert.deepEqual([detail.driver.mobile, detail.cargoOwner.mobile], [driver.phone, owner.phone]);
    const history = await suite.deps.db.select().from(waybillStatusHistory).where(eq(waybillStatusHistory.waybillId, waybillId)).orderBy(waybillStatusHistory.id);
    assert.deepEqual(
      detail.history,
      history.map((row) => ({ from: row.fromStatus, to: row.toStatus, actorId: row.actorId, at: row.at.toISOString(), reason: row.reason, lat: row.lat, lng: row.lng })),
    );
    assert.deepEqual(
      detail.history.map((e: { to: string }) => e.to),
      ['created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading', 'unloaded'],
    );
    const signings = await suite.deps.db.select().from(waybillSignings).where(eq(waybillSignings.waybillId, waybillId));
    assert.deepEqual(
      detail.signatures.map((s: { party: string; signed: boolean; signedAt: string }) => [s.party, s.signed, s.signedAt]),
      (['driver', 'cargoOwner'] as const).map((party) => [party, true, signings.find((s) => s.party === party && s.signedAt)!.signedAt!.toISOString()]),
    );
  });

  it('lists: the driver’s, the owner’s (by source), status filters and paging; strangers see none', async () => {
    const o = await h.owner();
    const d = await h.driver();
    const goodsA = await h.goods(o.userId);
    const goodsB = await h.goods(o.userId);
    const a = await h.grab(d, goodsA);
    const b = await h.grab(d, goodsB);
    await h.lg(w.driverCancelOrder, d, { body: { waybillId: a, reason: '不去了' } });
    const mine = await h.lg(w.waybillListOfDriver, d, { query: { size: 1 } });
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual([mine.body.data.total, mine.body.data.pages, mine.body.data.records[0].waybillId], [2, 2, b]);
    const cancelled = await h.lg(w.waybillListOfDriver, d, { query: { status: 'cancelled' } });
    assert.deepEqual(cancelled.body.data.records.map((r: { waybillId: number }) => r.waybillId), [a]);
    const owners = await h.lg(w.waybillList, o, { query: { goodsSourceId: goodsB } });
    assert.deepEqual(owners.body.data.records.map((r: { waybillId: number }) => r.waybillId), [b]);
    assert.equal(owners.body.data.records[0].driver.mobile, d.phone);
    const stranger = await h.owner();
    assert.equal((await h.lg(w.waybillList, stranger, {})).body.data.total, 0);
    assert.equal((await h.lg(w.waybillListOfDriver, d, { query: { status: 'lost' } })).status, 400);
    assert.equal((await h.lg(w.waybillListOfDriver, d, { query: { size: 101 } })).status, 400);
  });

  it('enterprise list: a consignor manager sees its goods’ waybills, a carrier manager its drivers’; others 403, unknown 404', async () => {
    const consignorManager = await h.owner();
    const consignor = await managedEnterprise(suite.app, suite.deps, consignorManager, '福州发货有限公司');
    await suite.deps.db.update(enterprises).set({ role: 'consignor' }).where(eq(enterprises.id, consignor));
    const carrierManager = await h.owner();
    const carrier = await managedEnterprise(suite.app, suite.deps, carrierManager, '福州承运有限公司');
    const d = await h.driver();
    await enterpriseDriver(suite.deps, carrier, carrierManager.userId, d.userId);
    const goodsSourceId = await h.goods(consignorManager.userId, { enterpriseId: consignor });
    const waybillId = await h.grab(d, goodsSourceId);
    const ofConsignor = await h.lg(w.waybillListOfEnterprise, consignorManager, { query: { enterpriseId: consignor } });
    assert.equal(ofConsignor.status, 200, ofConsignor.text);
    assert.deepEqual(ofConsignor.body.data.records.map((r: { waybillId: number }) => r.waybillId), [waybillId]);
    const ofCarrier = await h.lg(w.waybillListOfEnterprise, carrierManager, { query: { enterpriseId: carrier, status: 'created' } });
    assert.deepEqual(ofCarrier.body.data.records.map((r: { waybillId: number }) => r.waybillId), [waybillId]);
    assert.equal((await h.lg(w.waybillListOfEnterprise, carrierManager, { query: { enterpriseId: carrier, status: 'signed' } })).body.data.total, 0);
    assert.equal((await h.lg(w.waybillListOfEnterprise, d, { query: { enterpriseId: carrier } })).status, 403);
    assert.equal((await h.lg(w.waybillListOfEnterprise, d, { query: { enterpriseId: 999999 } })).status, 404);
    // The carrier's manager may open its driver's waybill.
    const detail = await h.lg(w.waybillDetail, carrierManager, { params: { id: waybillId } });
    assert.equal(detail.status, 200, detail.text);
    assert.deepEqual(detail.body.data.actions, []);
  });
});
