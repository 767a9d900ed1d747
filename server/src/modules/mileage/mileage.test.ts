import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { MAX_TRIP_TRACK_POINTS } from '@/lib/contract/mileage';
import { formatDate } from '@/lib/time';
import { call, deviceToken, useModuleSuite } from '../testing';
import { statusOf, userWith } from '../goods/goods.testing';
import { point, readRoute, send, tripIn, type Session } from '../tracking/tracking.testing';
import { waybillPositions } from '../tracking/tracking.table';
import { waybills } from '../waybill/waybill.table';
import { mileageDays, mileageTrips } from './mileage.table';
import { measureTrip } from './mileage.trips';

const { mileage } = endpoints;
const suite = useModuleSuite({ clock: true });
const HOUR = 3_600_000;

// North along the G70 from Fuzhou: about 1.11 km between consecutive points (0.01° of latitude).
const along = (minutesAgo: number, step: number) => point(minutesAgo, 26.0 + step * 0.01, 119.3);

const read = (session: Session, e: (typeof mileage)[keyof typeof mileage], options: { query?: Record<string, string | number>; params?: Record<string, number> } = {}) =>
  call(suite.app, e, { token: session.userToken, ...options });

/** Stores `count` points one minute apart ending `endMinutesAgo` before now, through the tracking call (as the phone does). */
async function drive(session: Session, waybillId: number, count: number, endMinutesAgo = 1) {
  const points = Array.from({ length: count }, (_, i) => along(endMinutesAgo + count - 1 - i, i));
  const sent = await send(suite.app, session, waybillId, points);
  assert.equal(statusOf(sent), 200, sent.text);
}

describe('mileage from tracked positions', () => {
  it('a trip measures what its route measures; the sum, the chart and the trip agree', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    await drive(trip.driver, trip.waybillId, 30);
    const route = await readRoute(suite.app, trip.driver, trip.waybillId);
    const distanceM = route.body.data.distanceM;
    assert.ok(distanceM > 30_000, `route ${distanceM} m`);

    const sum = await read(trip.driver, mileage.mileageSum);
    assert.equal(sum.status, 200, sum.text);
    assert.deepEqual(sum.body.data, { totalM: distanceM, thisMonthM: distanceM, thisYearM: distanceM, tripCount: 1 });

    const month = formatDate(suite.clock.now()).slice(0, 7);
    const byDay = await read(trip.driver, mileage.mileageByPeriod, { query: { month } });
    assert.equal(byDay.status, 200, byDay.text);
    assert.equal(byDay.body.data.unit, 'day');
    assert.equal(byDay.body.data.totalM, distanceM);
    assert.ok(byDay.body.data.buckets.length >= 28 && byDay.body.data.buckets.length <= 31);
    assert.equal(byDay.body.data.buckets.reduce((t: number, b: { distanceM: number }) => t + b.distanceM, 0), distanceM);
    const byMonth = await read(trip.driver, mileage.mileageByPeriod, { query: { year: month.slice(0, 4) } });
    assert.equal(byMonth.body.data.buckets.length, 12);
    assert.equal(byMonth.body.data.buckets.find((b: { key: string }) => b.key === month).distanceM, distanceM);
    // No query: the current month.
    assert.equal((await read(trip.driver, mileage.mileageByPeriod)).body.data.period, month);

    const trips = await read(trip.driver, mileage.travelRecords);
    assert.equal(trips.status, 200, trips.text);
    assert.equal(trips.body.data.nextCursor, null);
    const [listed] = trips.body.data.records;
    assert.equal(listed.waybillId, trip.waybillId);
    assert.equal(listed.distanceM, distanceM);
    assert.equal(listed.pointCount, 30);
    assert.equal(listed.endedAt, null, 'still on the way');
    assert.equal(listed.plateNumber, trip.plateNumber);
    const detail = await read(trip.driver, mileage.travelRecord, { params: { waybillId: trip.waybillId } });
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.data.track.length, 30);
    assert.equal(detail.body.data.distanceM, distanceM);

    // More positions of the same trip: measured again.
    assert.equal(statusOf(await send(suite.app, trip.driver, trip.waybillId, [along(0, 30)])), 200);
    const grown = await read(trip.driver, mileage.mileageSum);
    assert.equal(grown.body.data.totalM, (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data.distanceM);
    assert.ok(grown.body.data.totalM > distanceM);
  });

  it('a trip over China midnight counts on both days, and the days add up to the trip', async () => {
    // The suite clock stands at 18:00 China time; 00:40 of the next China day is 6 h 40 min later.
    suite.clock.advance(6 * HOUR + 40 * 60_000);
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    // 23:40 … 00:30 China time, one point every 10 minutes.
    const points = [60, 50, 40, 30, 20, 10].map((minutesAgo, i) => along(minutesAgo, i));
    assert.equal(statusOf(await send(suite.app, trip.driver, trip.waybillId, points)), 200);
    const days = await suite.deps.db.select().from(mileageDays).where(eq(mileageDays.waybillId, trip.waybillId)).orderBy(mileageDays.day);
    assert.equal(days.length, 2);
    assert.deepEqual(days.map((d) => d.day), [formatDate(suite.clock.now() - 60 * 60_000), formatDate(suite.clock.now())]);
    const [row] = await suite.deps.db.select().from(mileageTrips).where(eq(mileageTrips.waybillId, trip.waybillId));
    assert.equal(days[0].distanceM + days[1].distanceM, row.distanceM);
    assert.equal(row.distanceM, (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data.distanceM);
  });

  it('a trip sent batch by batch — over midnight, with a GPS jump and a vague fix — and then a late batch from an offline phone keeps what measuring it whole gives', async () => {
    // From 18:00 China time to 00:20: the hour of fixes ending now runs past midnight.
    suite.clock.advance(6 * HOUR + 20 * 60_000);
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    // 60 fixes a minute apart ending now; fix 20 jumps 50 km east, fix 35 is vague (accuracy 900 m).
    const fixes = Array.from({ length: 60 }, (_, i) =>
      i === 20 ? point(59 - i, 26.0 + i * 0.01, 119.8) : i === 35 ? point(59 - i, 26.0 + i * 0.01, 119.3, { accuracy: 900 }) : along(59 - i, i),
    );
    // The late batch: every third fix of the first half, held back by a phone without signal.
    const late = fixes.filter((_, i) => i < 30 && i % 3 === 1);
    const onTime = fixes.filter((fix) => !late.includes(fix));
    for (const size of [1, 7, 3, 12, 2, 9, 40]) {
      const batch = onTime.splice(0, size);
      if (batch.length > 0) assert.equal(statusOf(await send(suite.app, trip.driver, trip.waybillId, batch)), 200);
    }
    const kept = async () => ({
      trip: (await suite.deps.db.select().from(mileageTrips).where(eq(mileageTrips.waybillId, trip.waybillId)))[0],
      days: await suite.deps.db.select().from(mileageDays).where(eq(mileageDays.waybillId, trip.waybillId)).orderBy(mileageDays.day),
    });
    /** What the trip's rows are when counted from all its positions at once. */
    const whole = async () => {
      await suite.deps.db.delete(mileageTrips).where(eq(mileageTrips.waybillId, trip.waybillId));
      await measureTrip(suite.deps.db, trip.waybillId);
      return kept();
    };
    const same = (a: Awaited<ReturnType<typeof kept>>, b: Awaited<ReturnType<typeof kept>>) => {
      const { computedAt: _a, ...tripA } = a.trip;
      const { computedAt: _b, ...tripB } = b.trip;
      assert.deepEqual(tripA, tripB);
      assert.deepEqual(a.days, b.days);
    };

    const batched = await kept();
    assert.equal(batched.trip.pointCount, 50);
    assert.equal(batched.days.length, 2, 'driven on both sides of midnight');
    assert.equal(batched.days[0].distanceM + batched.days[1].distanceM, batched.trip.distanceM);
    assert.equal(batched.trip.distanceM, (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data.distanceM);
    same(batched, await whole());

    assert.equal(statusOf(await send(suite.app, trip.driver, trip.waybillId, late)), 200);
    const afterLate = await kept();
    assert.equal(afterLate.trip.pointCount, 60);
    assert.equal(afterLate.trip.distanceM, (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data.distanceM);
    same(afterLate, await whole());
  });

  it('positions stored without the mileage module (older data) are measured when read', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'unloaded');
    const at = (minutesAgo: number) => new Date(suite.clock.now() - minutesAgo * 60_000);
    await suite.deps.db.insert(waybillPositions).values(
      [30, 20, 10].map((minutesAgo, i) => ({ waybillId: trip.waybillId, at: at(minutesAgo), lat: 26 + i * 0.01, lng: 119.3, receivedAt: at(0) })),
    );
    const trips = await read(trip.driver, mileage.travelRecords);
    assert.equal(trips.body.data.records.length, 1);
    assert.ok(trips.body.data.records[0].endedAt, 'an unloaded trip has ended');
    assert.equal(trips.body.data.records[0].distanceM, (await readRoute(suite.app, trip.driver, trip.waybillId)).body.data.distanceM);
  });

  it('trips page newest first by cursor; only the driver reads a trip (the cargo owner and others: 404)', async () => {
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const waybillIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const trip = await tripIn(suite.app, suite.deps, 'unloaded');
      // Every trip for the same driver, started one after the other.
      const at = (minutesAgo: number) => new Date(suite.clock.now() - minutesAgo * 60_000 + i * 1000);
      await suite.deps.db.insert(waybillPositions).values([{ waybillId: trip.waybillId, at: at(30), lat: 26, lng: 119.3, receivedAt: at(0) }]);
      await suite.deps.db.update(waybills).set({ driverId: driver.userId }).where(eq(waybills.id, trip.waybillId));
      waybillIds.push(trip.waybillId);
    }
    const first = await read(driver, mileage.travelRecords, { query: { size: 2 } });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body.data.records.map((t: { waybillId: number }) => t.waybillId), [waybillIds[2], waybillIds[1]]);
    const second = await read(driver, mileage.travelRecords, { query: { size: 2, cursor: first.body.data.nextCursor } });
    assert.deepEqual(second.body.data.records.map((t: { waybillId: number }) => t.waybillId), [waybillIds[0]]);
    assert.equal(second.body.data.nextCursor, null);

    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    await drive(trip.driver, trip.waybillId, 3);
    const stranger = await userWith(suite.app, suite.deps, 'driver');
    for (const someone of [trip.owner, stranger, driver]) {
      const refused = await read(someone, mileage.travelRecord, { params: { waybillId: trip.waybillId } });
      assert.equal(refused.status, 404);
      assert.equal(refused.body.error, 'mileage.tripNotFound');
    }
    assert.equal((await read(trip.driver, mileage.travelRecord, { params: { waybillId: trip.waybillId } })).body.data.track.length, 3);
    assert.ok(MAX_TRIP_TRACK_POINTS >= 3);
    // The cargo owner drove nothing.
    assert.deepEqual((await read(trip.owner, mileage.mileageSum)).body.data, { totalM: 0, thisMonthM: 0, thisYearM: 0, tripCount: 0 });
  });

  it('refuses bad periods and cursors with 400, and tourists with 401', async () => {
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const periods: Record<string, string>[] = [{ month: '2026-13' }, { year: '1999' }, { month: '2026-01', year: '2026' }, { month: "2026-01' or 1=1" }];
    for (const query of periods) {
      assert.equal((await read(driver, mileage.mileageByPeriod, { query })).status, 400, JSON.stringify(query));
    }
    assert.equal((await read(driver, mileage.travelRecords, { query: { cursor: 'bm9wZQ' } })).status, 400);
    const tourist = await deviceToken(suite.app);
    for (const e of [mileage.mileageSum, mileage.mileageByPeriod, mileage.travelRecords]) {
      assert.equal((await call(suite.app, e, { token: tourist })).status, 401);
    }
  });
});
