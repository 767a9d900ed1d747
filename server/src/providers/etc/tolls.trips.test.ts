import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FUJIAN_STATIONS } from '../maps/stations.data';
import { distanceMetres } from '../maps/maps.provider';
import { ETC_DISCOUNT, MIN_TOLL_FEN, TRUCK_RATE_FEN_PER_KM, tollFen } from './rates.data';
import { findTollTrips, stationPasses, type TollStation } from './tolls.trips';

const station = (code: string): TollStation => {
  const found = FUJIAN_STATIONS.find((s) => s.code === code);
  if (!found) throw new Error(code);
  return found;
};
const FZN = station('FJ-G15-FZN');
const FQ = station('FJ-G15-FQ');
const PT = station('FJ-G15-PT');
const QZ = station('FJ-G15-QZ');

const T0 = Date.parse('2026-11-20T08:00:00+08:00');

/** Fixes every `stepM` metres (at 72 km/h) on straight lines through `via`, starting `leadM` before the first. */
function drive(via: { lat: number; lng: number }[], stepM = 1000, leadM = 3000) {
  const points: { lat: number; lng: number; at: Date }[] = [];
  let t = T0;
  const first = via[0];
  const second = via[1];
  // A lead-in before the first station, on the line away from the second (the truck comes off a local road).
  const lead = { lat: first.lat - (second.lat - first.lat) * (leadM / distanceMetres(first, second)), lng: first.lng - (second.lng - first.lng) * (leadM / distanceMetres(first, second)) };
  const legs = [lead, ...via];
  for (let leg = 0; leg + 1 < legs.length; leg += 1) {
    const a = legs[leg];
    const b = legs[leg + 1];
    const n = Math.max(1, Math.round(distanceMetres(a, b) / stepM));
    for (let i = 0; i < n; i += 1) {
      points.push({ lat: a.lat + ((b.lat - a.lat) * i) / n, lng: a.lng + ((b.lng - a.lng) * i) / n, at: new Date(t) });
      t += (stepM / 20) * 1000;
    }
  }
  const last = legs.at(-1)!;
  points.push({ ...last, at: new Date(t) });
  return points;
}

describe('toll trips from positions', () => {
  it('a drive through two stations is one trip, entry → exit, with the distance driven between them', () => {
    const points = drive([FZN, FQ]);
    const { trips, open } = findTollTrips(points, FUJIAN_STATIONS);
    assert.equal(trips.length, 1);
    assert.equal(open, null);
    assert.equal(trips[0].entry.station.code, FZN.code);
    assert.equal(trips[0].exit.station.code, FQ.code);
    const straight = distanceMetres(FZN, FQ);
    assert.ok(Math.abs(trips[0].distanceM - straight) < 50, `${trips[0].distanceM} vs ${straight}`);
    assert.ok(trips[0].entry.at < trips[0].exit.at);
    assert.ok(trips[0].entry.missM < 50 && trips[0].exit.missM < 50);
  });

  it('sparse fixes (2.5 km apart) still see the stations on the steps between them', () => {
    // One straight line from 1.3 km before the entry to beyond the exit, a fix every 2.5 km: none near either station.
    const total = distanceMetres(FZN, FQ);
    const along = (m: number) => ({ lat: FZN.lat + ((FQ.lat - FZN.lat) * m) / total, lng: FZN.lng + ((FQ.lng - FZN.lng) * m) / total });
    const points = Array.from({ length: 14 }, (_, i) => ({ ...along(i * 2500 - 1300), at: new Date(T0 + i * 125_000) }));
    assert.ok(points.every((p) => distanceMetres(p, FZN) > 300 && distanceMetres(p, FQ) > 300));
    const { trips } = findTollTrips(points, FUJIAN_STATIONS);
    assert.equal(trips.length, 1);
    assert.equal(trips[0].entry.station.code, FZN.code);
    assert.equal(trips[0].exit.station.code, FQ.code);
    assert.ok(Math.abs(trips[0].distanceM - total) < 100, `${trips[0].distanceM} vs ${total}`);
    // The entry's time is interpolated on the step: 1.3 of its 2.5 km after the first fix.
    assert.ok(Math.abs(trips[0].entry.at.getTime() - (T0 + 125_000 * (1300 / 2500))) < 2000);
  });

  it('waiting at the booth is one pass; a third station opens the next trip; a fourth closes it', () => {
    const waiting = [0, 1, 2, 3].map((i) => ({ lat: FZN.lat + 0.0003 * (i % 2), lng: FZN.lng, at: new Date(T0 - (10 - i) * 60_000) }));
    const three = [...waiting, ...drive([FZN, FQ, PT]).slice(1)];
    const passes = stationPasses(three, FUJIAN_STATIONS);
    assert.deepEqual(
      passes.map((p) => p.station.code),
      [FZN.code, FQ.code, PT.code],
    );
    const found = findTollTrips(three, FUJIAN_STATIONS);
    assert.equal(found.trips.length, 1);
    assert.equal(found.open?.station.code, PT.code);
    const four = findTollTrips(drive([FZN, FQ, PT, QZ]), FUJIAN_STATIONS);
    assert.deepEqual(
      four.trips.map((t) => [t.entry.station.code, t.exit.station.code]),
      [
        [FZN.code, FQ.code],
        [PT.code, QZ.code],
      ],
    );
    assert.equal(four.open, null);
  });

  it('no station nearby, or imprecise fixes, make no pass', () => {
    const inland = drive([
      { lat: 26.5, lng: 118.5 },
      { lat: 26.6, lng: 118.6 },
    ]);
    assert.deepEqual(findTollTrips(inland, FUJIAN_STATIONS), { trips: [], open: null });
    const vague = drive([FZN, FQ]).map((p) => ({ ...p, accuracy: 800 }));
    assert.deepEqual(findTollTrips(vague, FUJIAN_STATIONS), { trips: [], open: null });
  });

  it('positions out of the 300 m radius do not pass: a road 1 km beside the station', () => {
    const beside = drive([
      { lat: FZN.lat, lng: FZN.lng + 0.01 },
      { lat: FQ.lat, lng: FQ.lng + 0.01 },
    ]);
    assert.equal(stationPasses(beside, FUJIAN_STATIONS).length, 0);
  });
});

describe('toll amounts', () => {
  it('distance × class rate with the ETC discount, rounded to the fen', () => {
    assert.equal(tollFen(2, 100_000), Math.round(100 * TRUCK_RATE_FEN_PER_KM[2] * ETC_DISCOUNT));
    assert.equal(tollFen(6, 27_850), Math.round(27.85 * 175 * 0.95));
    assert.ok(tollFen(6, 50_000) > tollFen(3, 50_000) && tollFen(3, 50_000) > tollFen(1, 50_000));
  });
  it('a short hop pays the minimum', () => {
    assert.equal(tollFen(1, 1000), Math.round(MIN_TOLL_FEN * ETC_DISCOUNT));
  });
});
