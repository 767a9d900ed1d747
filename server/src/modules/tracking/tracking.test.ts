import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { MAX_POSITIONS_PER_BATCH, MAX_ROUTE_POINTS } from '@/lib/contract/tracking';
import { call, deviceToken, useModuleSuite } from '../testing';
import { statusOf, userWith } from '../goods/goods.testing';
import { point, readRoute, send, setStatus, tripIn } from './tracking.testing';
import { waybillPositions } from './tracking.table';

const suite = useModuleSuite({ clock: true });

async function stored(waybillId: number) {
  const [row] = await suite.deps.db.select({ n: count() }).from(waybillPositions).where(eq(waybillPositions.waybillId, waybillId));
  return row.n;
}

// Fuzhou → Minhou along the G70, about 1.11 km between consecutive points (0.01° of latitude).
const along = (minutesAgo: number, step: number) => point(minutesAgo, 26.0 + step * 0.01, 119.3);

describe('who may send and read positions', () => {
  it('401 with no token and with a tourist device token, nothing stored', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const tourist = await deviceToken(suite.app);
    for (const options of [{}, { token: tourist }]) {
      const sent = await call(suite.app, endpoints.tracking.positions, { ...options, body: { waybillId: trip.waybillId, points: [along(5, 0)] } });
      assert.equal(statusOf(sent), 401, sent.text);
      const read = await call(suite.app, endpoints.tracking.route, { ...options, params: { waybillId: trip.waybillId } });
      assert.equal(statusOf(read), 401, read.text);
    }
    assert.equal(await stored(trip.waybillId), 0);
  });

  it('only the driver sends: the cargo owner gets 403, another driver 404, nothing stored', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const other = await userWith(suite.app, suite.deps, 'driver');
    assert.equal(statusOf(await send(suite.app, trip.owner, trip.waybillId, [along(5, 0)])), 403);
    assert.equal(statusOf(await send(suite.app, other, trip.waybillId, [along(5, 0)])), 404);
    assert.equal(statusOf(await send(suite.app, trip.driver, 999_999, [along(5, 0)])), 404);
    assert.equal(await stored(trip.waybillId), 0);
    const ok = await send(suite.app, trip.driver, trip.waybillId, [along(5, 0)]);
    assert.equal(statusOf(ok), 200, ok.text);
    assert.deepEqual(ok.body.data, { accepted: 1, duplicates: 0, rejected: [] });
  });

  it('the driver and the cargo owner read the route; another user and an unknown waybill get 404', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    await send(suite.app, trip.driver, trip.waybillId, [along(5, 0), along(4, 1)]);
    for (const reader of [trip.driver, trip.owner]) {
      const route = await readRoute(suite.app, reader, trip.waybillId);
      assert.equal(statusOf(route), 200, route.text);
      assert.equal(route.body.data.carNumber, trip.plateNumber);
      assert.equal(route.body.data.points.length, 2);
    }
    const stranger = await userWith(suite.app, suite.deps, 'cargoOwner');
    assert.equal(statusOf(await readRoute(suite.app, stranger, trip.waybillId)), 404);
    assert.equal(statusOf(await readRoute(suite.app, trip.driver, 999_999)), 404);
  });
});

describe('when positions are taken', () => {
  for (const status of ['created', 'signed', 'cancelled'] as const) {
    it(`409 while the waybill is ${status}`, async () => {
      const trip = await tripIn(suite.app, suite.deps, status);
      const result = await send(suite.app, trip.driver, trip.waybillId, [along(1, 0)]);
      assert.equal(statusOf(result), 409, result.text);
      assert.equal(await stored(trip.waybillId), 0);
    });
  }

  for (const status of ['loading', 'loaded', 'inTransit', 'unloading'] as const) {
    it(`accepted while ${status}`, async () => {
      const trip = await tripIn(suite.app, suite.deps, status);
      const result = await send(suite.app, trip.driver, trip.waybillId, [along(1, 0)]);
      assert.equal(statusOf(result), 200, result.text);
      assert.equal(await stored(trip.waybillId), 1);
    });
  }

  it('after unloading, points taken before it (sent late from offline) are kept, later ones refused', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'unloaded');
    // Unloaded 5 minutes ago: 30 and 20 minutes ago are during the trip; 4 minutes ahead of now is more than the 5-minute skew after the unloading.
    const result = await send(suite.app, trip.driver, trip.waybillId, [along(30, 0), along(20, 1), point(-4, 26.1, 119.3)]);
    assert.equal(statusOf(result), 200, result.text);
    assert.equal(result.body.data.accepted, 2);
    assert.deepEqual(result.body.data.rejected, [{ index: 2, reason: 'afterEnd' }]);
  });

  it('refuses points before the loading scan and in the future one by one and stores the rest', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const result = await send(suite.app, trip.driver, trip.waybillId, [
      along(60 * 24, 0), // a day ago: before the loading scan (two hours ago)
      along(122, 1), // 2 minutes before the scan: within the clock skew, kept
      along(10, 2),
      point(-10, 26.1, 119.3), // 10 minutes ahead of the server
      point(-3, 26.1, 119.3), // 3 minutes ahead: within the skew, kept
    ]);
    assert.equal(statusOf(result), 200, result.text);
    assert.deepEqual(result.body.data, {
      accepted: 3,
      duplicates: 0,
      rejected: [
        { index: 0, reason: 'beforeStart' },
        { index: 3, reason: 'future' },
      ],
    });
    assert.equal(await stored(trip.waybillId), 3);
  });

  it('a batch with no acceptable point is a 400 naming each point, nothing stored', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const result = await send(suite.app, trip.driver, trip.waybillId, [point(-60, 26, 119), along(60 * 24, 1)]);
    assert.equal(statusOf(result), 400, result.text);
    assert.deepEqual(
      result.body.errors?.map((e) => e.field),
      ['points.0.at', 'points.1.at'],
    );
    assert.equal(await stored(trip.waybillId), 0);
  });
});

describe('bad batches', () => {
  const cases: [string, (good: ReturnType<typeof along>) => unknown][] = [
    ['latitude above 90', (good) => ({ points: [{ ...good, lat: 91 }] })],
    ['longitude below -180', (good) => ({ points: [{ ...good, lng: -181 }] })],
    ['a time that is not ISO', (good) => ({ points: [{ ...good, at: 'yesterday' }] })],
    ['a negative speed', (good) => ({ points: [{ ...good, speed: -1 }] })],
    ['no points', () => ({ points: [] })],
    [`more than ${MAX_POSITIONS_PER_BATCH} points`, (good) => ({ points: Array.from({ length: MAX_POSITIONS_PER_BATCH + 1 }, () => good) })],
    ['no waybill id', (good) => ({ waybillId: undefined, points: [good] })],
    ['a waybill id that is not a number', (good) => ({ waybillId: 'abc', points: [good] })],
  ];
  for (const [name, body] of cases) {
    it(`400 for ${name}, nothing stored`, async () => {
      const trip = await tripIn(suite.app, suite.deps, 'inTransit');
      const result = await call(suite.app, endpoints.tracking.positions, {
        logisticsToken: trip.driver.logisticsToken,
        body: { waybillId: trip.waybillId, ...(body(along(5, 0)) as object) },
      });
      assert.equal(statusOf(result), 400, result.text);
      assert.equal(await stored(trip.waybillId), 0);
    });
  }
});

describe('replays and late points', () => {
  it('a replayed batch stores nothing twice', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const batch = [along(30, 0), along(29, 1), along(28, 2)];
    const first = await send(suite.app, trip.driver, trip.waybillId, batch);
    assert.deepEqual(first.body.data, { accepted: 3, duplicates: 0, rejected: [] });
    const replay = await send(suite.app, trip.driver, trip.waybillId, batch);
    assert.equal(statusOf(replay), 200, replay.text);
    assert.deepEqual(replay.body.data, { accepted: 0, duplicates: 3, rejected: [] });
    // Overlapping re-batching (the phone re-sends part of a batch with new points).
    const overlap = await send(suite.app, trip.driver, trip.waybillId, [along(28, 2), along(27, 3)]);
    assert.deepEqual(overlap.body.data, { accepted: 1, duplicates: 1, rejected: [] });
    assert.equal(await stored(trip.waybillId), 4);
  });

  it('two fixes of the same millisecond are both kept, and still deduplicated on replay', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const at = along(10, 0).at;
    const batch = [{ lat: 26, lng: 119.3, at }, { lat: 26.0001, lng: 119.3, at }];
    assert.equal((await send(suite.app, trip.driver, trip.waybillId, batch)).body.data.accepted, 2);
    assert.equal((await send(suite.app, trip.driver, trip.waybillId, batch)).body.data.duplicates, 2);
    assert.equal(await stored(trip.waybillId), 2);
  });

  it('points stored offline and sent after newer ones take their place in time order', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    // Online again: the newest points go first, then the queue of the tunnel an hour ago.
    await send(suite.app, trip.driver, trip.waybillId, [along(2, 4), along(1, 5)]);
    await send(suite.app, trip.driver, trip.waybillId, [along(60, 0), along(59, 1), along(58, 2), along(57, 3)]);
    const route = (await readRoute(suite.app, trip.owner, trip.waybillId)).body.data;
    const times = route.points.map((p: { at: string }) => Date.parse(p.at));
    assert.deepEqual(times, [...times].sort((a, b) => a - b));
    assert.deepEqual(
      route.points.map((p: { lat: number }) => Math.round((p.lat - 26) * 100)),
      [0, 1, 2, 3, 4, 5],
    );
    assert.equal(route.last.at, along(1, 5).at);
    // Five steps of 0.01° latitude ≈ 5 × 1112 m.
    assert.ok(Math.abs(route.distanceM - 5560) < 20, String(route.distanceM));
  });
});

describe('the route', () => {
  it('is empty before the first point, with isEnd 0 while in transit and 1 once unloaded', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const empty = (await readRoute(suite.app, trip.owner, trip.waybillId)).body.data;
    assert.deepEqual(empty, { waybillId: trip.waybillId, carNumber: trip.plateNumber, isEnd: 0, points: [], pointCount: 0, distanceM: 0, last: null });
    await send(suite.app, trip.driver, trip.waybillId, [along(3, 0), { ...along(2, 1), speed: 22.5, accuracy: 8 }]);
    await setStatus(suite.deps, trip.waybillId, 'unloaded', new Date(suite.clock.now()));
    const ended = (await readRoute(suite.app, trip.owner, trip.waybillId)).body.data;
    assert.equal(ended.isEnd, 1);
    assert.deepEqual(ended.last, { lat: 26.01, lng: 119.3, at: along(2, 1).at, speed: 22.5 });
  });

  it('leaves GPS jumps out of the distance', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    // One fix 100 km away a minute after a normal one: 1,600 m/s, impossible for a truck.
    await send(suite.app, trip.driver, trip.waybillId, [along(10, 0), along(9, 1), point(8, 27, 119.3), along(7, 2), along(6, 3)]);
    const route = (await readRoute(suite.app, trip.owner, trip.waybillId)).body.data;
    assert.equal(route.pointCount, 5);
    assert.ok(Math.abs(route.distanceM - 3 * 1112) < 15, String(route.distanceM));
  });

  it(`thins a long route to ${MAX_ROUTE_POINTS} points keeping the first and the last`, async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const total = 1200;
    // One point every 5 s over the last 100 minutes, 100 m apart (20 m/s).
    const all = Array.from({ length: total }, (_, i) => ({
      lat: 26 + i * 0.0009,
      lng: 119.3,
      at: new Date(suite.clock.now() - (total - i) * 5000).toISOString(),
    }));
    for (let i = 0; i < total; i += MAX_POSITIONS_PER_BATCH) {
      const result = await send(suite.app, trip.driver, trip.waybillId, all.slice(i, i + MAX_POSITIONS_PER_BATCH));
      assert.equal(result.body.data.accepted, Math.min(MAX_POSITIONS_PER_BATCH, total - i));
    }
    const route = (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data;
    assert.equal(route.pointCount, total);
    assert.equal(route.points.length, MAX_ROUTE_POINTS);
    assert.equal(route.points[0].at, all[0].at);
    assert.equal(route.points.at(-1).at, all.at(-1)!.at);
    // The distance counts every stored point, not only the drawn ones: 1199 × ~100 m.
    assert.ok(Math.abs(route.distanceM - 1199 * 100) < 1200, String(route.distanceM));
  });
});

describe('a loaded truck that reports positions', () => {
  it('is in transit from then on', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'loaded');
    const sent = await send(suite.app, trip.driver, trip.waybillId, [point(3, 26.08, 119.3), point(1, 26.1, 119.32)]);
    assert.equal(statusOf(sent), 200, sent.text);
    const detail = await call(suite.app, endpoints.waybill.waybillDetail, { logisticsToken: trip.driver.logisticsToken, params: { id: trip.waybillId } });
    assert.equal(detail.body.data.status, 'inTransit', detail.text);
    // A second batch changes nothing more.
    assert.equal(statusOf(await send(suite.app, trip.driver, trip.waybillId, [point(0.5, 26.11, 119.33)])), 200);
    const again = await call(suite.app, endpoints.waybill.waybillDetail, { logisticsToken: trip.driver.logisticsToken, params: { id: trip.waybillId } });
    assert.equal(again.body.data.status, 'inTransit');
  });
});
