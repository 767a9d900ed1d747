import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../clock';
import { assignCollectorToStation } from '../goods/goods.repository';
import { useModuleSuite } from '../testing';
import { verifySourceQr } from './waybill.tokens';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

/** A toll collector employed by `stationId`. */
async function collectorOf(stationId: number) {
  const collector = await h.tollCollector();
  await assignCollectorToStation(suite.deps.db, collector.userId, stationId, nowDate());
  return collector;
}

describe('stationQrKey', () => {
  it("gives a station's collector the key that verifies the station's real codes, and nothing else's", async () => {
    const stationId = await h.station();
    const collector = await collectorOf(stationId);
    const mine = await h.lg(w.stationQrKey, collector, { query: {} });
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.body.data.station.id, stationId);
    assert.equal(mine.body.data.station.name, '福州收费站');
    const named = await h.lg(w.stationQrKey, collector, { query: { stationId } });
    assert.equal(named.status, 200, named.text);
    assert.equal(named.body.data.key, mine.body.data.key);

    // A code the server made for goods released at this station verifies with the kiosk's key alone.
    const goodsSourceId = await h.stationGoods(collector.userId, stationId);
    const code = await h.qr(collector, goodsSourceId, 'loading');
    const key = Buffer.from(mine.body.data.key as string, 'base64url');
    const kioskKey = (id: number) => (id === stationId ? key : null);
    const read = verifySourceQr(kioskKey, code, suite.clock.now());
    assert.deepEqual([read.purpose, read.goodsSourceId, read.stationId], ['loading', goodsSourceId, stationId]);
    // Another station's code, and the owner's own pickup codes (station 0), do not verify with it.
    const otherStation = await h.station();
    const elsewhere = await h.qr(collector, await h.stationGoods(collector.userId, otherStation), 'loading');
    assert.throws(() => verifySourceQr(kioskKey, elsewhere, suite.clock.now()), /not a code of this platform/);
    const o = await h.owner();
    const ownPickup = await h.qr(o, await h.goods(o.userId), 'loading');
    assert.throws(() => verifySourceQr(kioskKey, ownPickup, suite.clock.now()), /not a code of this platform/);
  });

  it("refuses another station's collector, an unassigned collector and other roles (403), and bad input (400)", async () => {
    const stationId = await h.station();
    const otherCollector = await collectorOf(await h.station());
    const refused = await h.lg(w.stationQrKey, otherCollector, { query: { stationId } });
    assert.equal(refused.status, 403, refused.text);
    assert.match(refused.body.msg, /Only toll collectors of station/);
    const unassigned = await h.lg(w.stationQrKey, await h.tollCollector(), { query: { stationId } });
    assert.equal(unassigned.status, 403, unassigned.text);
    assert.match(unassigned.body.msg, /not assigned to a toll station/);
    assert.equal((await h.lg(w.stationQrKey, await h.owner(), { query: { stationId } })).status, 403);
    assert.equal((await h.lg(w.stationQrKey, await h.driver(), { query: {} })).status, 403);
    const collector = await collectorOf(stationId);
    assert.equal((await h.lg(w.stationQrKey, collector, { query: { stationId: 'abc' } })).status, 400);
    assert.equal((await h.lg(w.stationQrKey, collector, { query: { stationId: -3 } })).status, 400);
  });
});

describe('myStations', () => {
  it("answers a collector with their own station only, and a collector moved to another station with the new one", async () => {
    const stationId = await h.station();
    const otherStation = await h.station();
    const collector = await collectorOf(stationId);
    await collectorOf(otherStation);
    const mine = await h.lg(w.myStations, collector, {});
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(mine.body.data.map((s: { id: number }) => s.id), [stationId]);
    assert.equal(mine.body.data[0].name, '福州收费站');
    await assignCollectorToStation(suite.deps.db, collector.userId, otherStation, nowDate());
    const moved = await h.lg(w.myStations, collector, {});
    assert.deepEqual(moved.body.data.map((s: { id: number }) => s.id), [otherStation]);
  });

  it('says an unbound collector has no station (404 noOwnStation) and refuses other roles (403)', async () => {
    const unbound = await h.lg(w.myStations, await h.tollCollector(), {});
    assert.equal(unbound.status, 404, unbound.text);
    assert.equal(unbound.body.error, 'waybill.noOwnStation');
    assert.match(unbound.body.msg, /not bound to a toll station/);
    assert.equal((await h.lg(w.myStations, await h.driver(), {})).status, 403);
    assert.equal((await h.lg(w.myStations, await h.owner(), {})).status, 403);
  });
});
