import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, deviceToken, useModuleSuite } from '../testing';
import { recordGoodsOperation, takeTruckSlot } from './goods.queries';
import { goodsSources, stations } from './goods.table';
import { FUZHOU, QUANZHOU, XIAMEN, dayFrom, offlineBody, release, statusOf, userWith } from './goods.testing';

const { goods } = endpoints;
const suite = useModuleSuite({ clock: true });

const owner = () => userWith(suite.app, suite.deps, 'cargoOwner');
const driver = () => userWith(suite.app, suite.deps, 'driver');
const ids = (result: { body: { data: { records: { id: number }[] } } }) => result.body.data.records.map((r) => r.id);

/** A point `km` kilometres north of Fuzhou's release origin. */
const northOfFuzhou = (km: number, name: string) => ({ ...FUZHOU, name, lat: FUZHOU.lat + km / 111.2 });

describe('market lists', () => {
  it('priorityGoods: open goods loading today or later only, highest freight first; tourists see contacts masked', async () => {
    const me = await owner();
    const cheap = await release(suite.app, me, { freightFen: 100000 });
    const dear = await release(suite.app, me, { freightFen: 900000 });
    await release(suite.app, me, { draft: true, freightFen: 999999 });
    const cancelled = await release(suite.app, me, { freightFen: 800000 });
    await call(suite.app, goods.cargoOwnerCancel, { logisticsToken: me.logisticsToken, body: { id: cancelled.id } });
    const full = await release(suite.app, me, { trucksNeeded: 1, freightFen: 700000 });
    await takeTruckSlot(suite.deps.db, full.id);
    const stale = await release(suite.app, me, { freightFen: 600000 });
    await suite.deps.db.update(goodsSources).set({ loadingDate: dayFrom(-1) }).where(eq(goodsSources.id, stale.id));

    const device = await deviceToken(suite.app);
    const page = await call(suite.app, goods.priorityGoods, { token: device });
    assert.equal(page.status, 200, page.text);
    assert.deepEqual(ids(page), [dear.id, cheap.id]);
    assert.equal(page.body.data.total, 2);
    assert.equal(page.body.data.records[0].contactMobile, '139****0001');
    assert.equal(page.body.data.records[0].isMine, false);
    const signedIn = await call(suite.app, goods.priorityGoods, { token: me.userToken });
    assert.equal(signedIn.body.data.records[0].contactMobile, '13905910001');
    assert.equal(signedIn.body.data.records[0].isMine, true);
  });

  it('no token at all: 401', async () => {
    const result = await call(suite.app, goods.priorityGoods);
    assert.equal(statusOf(result), 401);
  });

  it('filters: origin/destination by province, city or county, vehicle length and type (any matches), loading date; paging', async () => {
    const me = await owner();
    const a = await release(suite.app, me, { destination: QUANZHOU, vehicleLength: '13', vehicleType: 'Q11' });
    const b = await release(suite.app, me, { vehicleLength: undefined, vehicleType: undefined, loadingDate: dayFrom(2) });
    const c = await release(suite.app, me, { origin: XIAMEN, destination: FUZHOU });
    const token = me.userToken;
    const list = async (query: Record<string, string | number>) => ids(await call(suite.app, goods.priorityGoods, { token, query })).sort();
    assert.deepEqual(await list({ originAdCode: '350000' }), [a.id, b.id, c.id].sort());
    assert.deepEqual(await list({ originAdCode: '350100' }), [a.id, b.id].sort());
    assert.deepEqual(await list({ originAdCode: '350206' }), [c.id]);
    assert.deepEqual(await list({ destinationAdCode: '350500' }), [a.id]);
    assert.deepEqual(await list({ vehicleLength: '13' }), [a.id, b.id].sort());
    assert.deepEqual(await list({ vehicleType: 'H12' }), [b.id, c.id].sort());
    assert.deepEqual(await list({ loadingDate: dayFrom(2) }), [b.id]);
    const page = await call(suite.app, goods.priorityGoods, { token, query: { current: 2, size: 2 } });
    assert.equal(page.body.data.records.length, 1);
    assert.equal(page.body.data.pages, 2);
    for (const query of [{ originAdCode: '35' }, { loadingDate: '2030-13-01' }, { size: 101 }, { current: 0 }]) {
      const refused = await call(suite.app, goods.priorityGoods, { token, query });
      assert.equal(refused.status, 400, JSON.stringify(query));
    }
  });

  it('todaySourceOfGoodsList: only goods loading today (China time)', async () => {
    const me = await owner();
    const today = await release(suite.app, me, { loadingDate: dayFrom(0) });
    await release(suite.app, me, { loadingDate: dayFrom(1) });
    const page = await call(suite.app, goods.todaySourceOfGoodsList, { token: me.userToken });
    assert.deepEqual(ids(page), [today.id]);
    const otherDay = await call(suite.app, goods.todaySourceOfGoodsList, { token: me.userToken, query: { loadingDate: dayFrom(1) } });
    assert.deepEqual(ids(otherDay), []);
  });

  it('nearbySourceOfGoods: nearest origin first, with the distance in metres; latitude/longitude required', async () => {
    const me = await owner();
    const far = await release(suite.app, me, { origin: northOfFuzhou(40, '远处') });
    const near = await release(suite.app, me, { origin: northOfFuzhou(2, '近处') });
    const middle = await release(suite.app, me, { origin: northOfFuzhou(10, '中间') });
    const xiamen = await release(suite.app, me, { origin: XIAMEN });
    const device = await deviceToken(suite.app);
    const page = await call(suite.app, goods.nearbySourceOfGoods, { token: device, query: { latitude: FUZHOU.lat, longitude: FUZHOU.lng } });
    assert.equal(page.status, 200, page.text);
    assert.deepEqual(ids(page), [near.id, middle.id, far.id, xiamen.id]);
    const distances = page.body.data.records.map((r: { distanceM: number }) => r.distanceM);
    assert.ok(Math.abs(distances[0] - 2000) < 50, `near is ~2 km: ${distances[0]}`);
    assert.ok(Math.abs(distances[2] - 40000) < 500, `far is ~40 km: ${distances[2]}`);
    assert.ok(distances[3] > 150000);
    // From Xiamen the order turns round.
    const fromXiamen = await call(suite.app, goods.nearbySourceOfGoods, { token: device, query: { latitude: XIAMEN.lat, longitude: XIAMEN.lng, size: 2 } });
    assert.deepEqual(ids(fromXiamen), [xiamen.id, near.id]);
    assert.equal(fromXiamen.body.data.total, 4);
    for (const query of [{ latitude: FUZHOU.lat }, { latitude: 91, longitude: 0 }, { latitude: 'x', longitude: 1 }]) {
      assert.equal((await call(suite.app, goods.nearbySourceOfGoods, { token: device, query })).status, 400);
    }
  });

  it('nearbySourceOfGoods walks the GiST index nearest-first', async () => {
    const plan = await suite.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select id from goods_sources where status = 'open'
        order by ll_to_earth(origin_lat, origin_lng) <-> ll_to_earth(26.0, 119.3) limit 10`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    assert.match(plan, /goods_sources_open_origin_earth_idx/);
  });

  it('stationCommerceSourceList: open goods released at the station; an unknown station 404', async () => {
    const [station] = await suite.deps.db.select().from(stations).where(eq(stations.code, 'FJ-G15-XM'));
    const collector = await userWith(suite.app, suite.deps, 'tollCollector');
    const offline = await call(suite.app, goods.releaseSourceOfOffline, { logisticsToken: collector.logisticsToken, body: offlineBody(station.id) });
    assert.equal(offline.status, 200, offline.text);
    await release(suite.app, await owner());
    const device = await deviceToken(suite.app);
    const page = await call(suite.app, goods.stationCommerceSourceList, { token: device, query: { stationId: station.id } });
    assert.deepEqual(ids(page), [offline.body.data.id]);
    assert.equal(page.body.data.records[0].station.name, '厦门收费站');
    assert.equal((await call(suite.app, goods.stationCommerceSourceList, { token: device, query: { stationId: 99999 } })).status, 404);
    assert.equal((await call(suite.app, goods.stationCommerceSourceList, { token: device })).status, 400);
  });

  it("listOfCargoOwner: only the caller's own, any state or one status", async () => {
    const me = await owner();
    const draft = await release(suite.app, me, { draft: true });
    const open = await release(suite.app, me);
    const other = await owner();
    await release(suite.app, other);
    const all = await call(suite.app, goods.listOfCargoOwner, { logisticsToken: me.logisticsToken });
    assert.deepEqual(ids(all), [open.id, draft.id]);
    const drafts = await call(suite.app, goods.listOfCargoOwner, { logisticsToken: me.logisticsToken, query: { status: 'draft' } });
    assert.deepEqual(ids(drafts), [draft.id]);
    assert.equal((await call(suite.app, goods.listOfCargoOwner, { logisticsToken: me.logisticsToken, query: { status: 'lost' } })).status, 400);
  });

  it('recommendedForOldDrivers: routes the driver viewed or grabbed before; newest open goods otherwise', async () => {
    const me = await owner();
    const toXiamen = await release(suite.app, me);
    const toQuanzhou = await release(suite.app, me, { destination: QUANZHOU });
    const fromXiamen = await release(suite.app, me, { origin: XIAMEN, destination: FUZHOU });
    const veteran = await driver();
    const fresh = await call(suite.app, goods.recommendedForOldDrivers, { token: veteran.userToken });
    assert.deepEqual(ids(fresh), [fromXiamen.id, toQuanzhou.id, toXiamen.id]);
    // Viewing a Fuzhou → Quanzhou source makes that route the recommendation.
    assert.equal((await call(suite.app, goods.sourceDetail, { token: veteran.userToken, params: { id: toQuanzhou.id } })).status, 200);
    const another = await release(suite.app, me, { destination: { ...QUANZHOU, adCode: '350582', name: '晋江' } });
    const routed = await call(suite.app, goods.recommendedForOldDrivers, { token: veteran.userToken });
    assert.deepEqual(ids(routed), [another.id, toQuanzhou.id]);
    await recordGoodsOperation(suite.deps.db, veteran.userId, 'grabbed', { goodsSourceId: fromXiamen.id });
    const both = await call(suite.app, goods.recommendedForOldDrivers, { token: veteran.userToken });
    assert.deepEqual(ids(both), [another.id, fromXiamen.id, toQuanzhou.id]);
    const tourist = await call(suite.app, goods.recommendedForOldDrivers, { token: await deviceToken(suite.app) });
    assert.equal(tourist.body.data.total, 4);
  });

  it("operationHistory: the caller's own actions, newest first; a view is kept once", async () => {
    const me = await owner();
    const source = await release(suite.app, me, { draft: true });
    await call(suite.app, goods.confirmTheSourceOfGoods, { logisticsToken: me.logisticsToken, body: { id: source.id } });
    const viewer = await driver();
    for (let i = 0; i < 3; i += 1) await call(suite.app, goods.sourceDetail, { token: viewer.userToken, params: { id: source.id } });
    const mine = await call(suite.app, goods.operationHistory, { logisticsToken: me.logisticsToken });
    assert.deepEqual(mine.body.data.records.map((r: { action: string }) => r.action), ['confirmed', 'released']);
    assert.equal(mine.body.data.records[0].goodsSource.id, source.id);
    const theirs = await call(suite.app, goods.operationHistory, { logisticsToken: viewer.logisticsToken });
    assert.deepEqual(theirs.body.data.records.map((r: { action: string }) => r.action), ['viewed']);
    // Viewing again later moves the view's time, still one record.
    suite.clock.advance(60_000);
    await call(suite.app, goods.sourceDetail, { token: viewer.userToken, params: { id: source.id } });
    const again = await call(suite.app, goods.operationHistory, { logisticsToken: viewer.logisticsToken });
    assert.equal(again.body.data.total, 1);
    assert.equal(Date.parse(again.body.data.records[0].at) - Date.parse(theirs.body.data.records[0].at), 60_000);
    // The owner viewing their own source records nothing.
    await call(suite.app, goods.sourceDetail, { token: me.userToken, params: { id: source.id } });
    assert.equal((await call(suite.app, goods.operationHistory, { logisticsToken: me.logisticsToken })).body.data.total, 2);
  });

  it('details opened at the same moment each record their view, once per viewer and source', async () => {
    const me = await owner();
    const sources = [await release(suite.app, me), await release(suite.app, me)];
    const viewers = [await driver(), await driver(), await driver()];
    // Every viewer opens every source twice, all at once: the views go to the database together.
    const details = viewers.flatMap((v) => sources.flatMap((s) => [1, 2].map(() => call(suite.app, goods.sourceDetail, { token: v.userToken, params: { id: s.id } }))));
    assert.deepEqual(new Set((await Promise.all(details)).map((d) => d.status)), new Set([200]));
    for (const v of viewers) {
      const history = await call(suite.app, goods.operationHistory, { logisticsToken: v.logisticsToken });
      const seen = history.body.data.records.map((r: { action: string; goodsSource: { id: number } }) => `${r.action} ${r.goodsSource.id}`);
      assert.deepEqual(seen.sort(), sources.map((s) => `viewed ${s.id}`).sort());
    }
  });
});

describe('sourceDetail', () => {
  it('open goods are public; a draft or cancelled one only to its owner; unknown 404; bad id 400', async () => {
    const me = await owner();
    const open = await release(suite.app, me);
    const device = await deviceToken(suite.app);
    const seen = await call(suite.app, goods.sourceDetail, { token: device, params: { id: open.id } });
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.contactMobile, '139****0001');
    await call(suite.app, goods.cargoOwnerCancel, { logisticsToken: me.logisticsToken, body: { id: open.id } });
    assert.equal((await call(suite.app, goods.sourceDetail, { token: device, params: { id: open.id } })).status, 404);
    const ownView = await call(suite.app, goods.sourceDetail, { token: me.userToken, params: { id: open.id } });
    assert.equal(ownView.body.data.status, 'cancelled');
    assert.equal((await call(suite.app, goods.sourceDetail, { token: device, params: { id: 777 } })).status, 404);
    assert.equal((await call(suite.app, goods.sourceDetail, { token: device, params: { id: 'abc' } })).status, 400);
  });
});

describe('reference reads', () => {
  it('listOfStation: the seeded Fujian stations, by keyword or area', async () => {
    const device = await deviceToken(suite.app);
    const all = await call(suite.app, goods.listOfStation, { token: device });
    assert.equal(all.status, 200, all.text);
    assert.ok(all.body.data.length >= 20);
    assert.ok(all.body.data.every((s: { adCode: string; lat: number; lng: number }) => s.adCode.startsWith('35') && s.lat > 23 && s.lat < 29 && s.lng > 115 && s.lng < 121));
    const xiamen = await call(suite.app, goods.listOfStation, { token: device, query: { keyword: '厦门' } });
    assert.deepEqual(xiamen.body.data.map((s: { name: string }) => s.name), ['厦门收费站']);
    const g70 = await call(suite.app, goods.listOfStation, { token: device, query: { keyword: 'G70' } });
    assert.equal(g70.body.data.length, 5);
    const nanping = await call(suite.app, goods.listOfStation, { token: device, query: { adCode: '350700' } });
    assert.equal(nanping.body.data.length, 3);
    assert.equal((await call(suite.app, goods.listOfStation, { token: device, query: { keyword: '%' } })).body.data.length, 0);
  });

  it('vehicleClassification: the vehicle type and length dicts', async () => {
    const result = await call(suite.app, goods.vehicleClassification, { token: await deviceToken(suite.app) });
    assert.equal(result.status, 200);
    assert.ok(result.body.data.vehicleTypes.some((e: { code: string }) => e.code === 'H12'));
    assert.ok(result.body.data.vehicleLengths.some((e: { code: string }) => e.code === '9.6'));
  });

  it('areas: provinces, then Fujian cities, then counties; unknown code empty; bad code 400', async () => {
    const device = await deviceToken(suite.app);
    const provinces = await call(suite.app, goods.areas, { token: device });
    assert.ok(provinces.body.data.length >= 34);
    const fujian = provinces.body.data.find((d: { code: string }) => d.code === '350000');
    assert.equal(fujian.name, '福建省');
    const cities = await call(suite.app, goods.areas, { token: device, query: { parentCode: '350000' } });
    assert.deepEqual(cities.body.data.map((d: { code: string }) => d.code), ['350100', '350200', '350300', '350400', '350500', '350600', '350700', '350800', '350900']);
    const xiamen = await call(suite.app, goods.areas, { token: device, query: { parentCode: '350200' } });
    assert.equal(xiamen.body.data.length, 6);
    assert.ok(xiamen.body.data.every((d: { level: string; lat: number | null }) => d.level === 'county' && d.lat !== null));
    assert.deepEqual((await call(suite.app, goods.areas, { token: device, query: { parentCode: '999900' } })).body.data, []);
    assert.equal((await call(suite.app, goods.areas, { token: device, query: { parentCode: '35' } })).status, 400);
  });

  it('places: stations and divisions by keyword, nearest first when lat/lng given', async () => {
    const device = await deviceToken(suite.app);
    const found = await call(suite.app, goods.places, { token: device, query: { keyword: '厦门' } });
    assert.equal(found.status, 200, found.text);
    assert.equal(found.body.data[0].kind, 'station');
    assert.ok(found.body.data.some((p: { kind: string; adCode: string }) => p.kind === 'division' && p.adCode === '350200'));
    const near = await call(suite.app, goods.places, { token: device, query: { keyword: '收费站', lat: 27.3, lng: 120.2 } });
    assert.equal(near.body.data[0].name, '福鼎收费站');
    assert.ok(near.body.data[0].distanceM < near.body.data[1].distanceM);
    assert.equal((await call(suite.app, goods.places, { token: device, query: { keyword: '' } })).status, 400);
    assert.equal((await call(suite.app, goods.places, { token: device, query: { keyword: '厦门', lat: 24 } })).status, 400);
  });
});
