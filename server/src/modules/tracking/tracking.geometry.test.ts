import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeDistance, thin } from './tracking.geometry';

const at = (s: number) => new Date(Date.UTC(2030, 0, 1) + s * 1000);

describe('routeDistance', () => {
  it('is 0 for no point or one point', () => {
    assert.equal(routeDistance([]), 0);
    assert.equal(routeDistance([{ lat: 26, lng: 119, at: at(0) }]), 0);
  });

  it('sums the haversine steps (one degree of latitude ≈ 111.2 km)', () => {
    const points = [0, 1, 2].map((i) => ({ lat: 26 + i, lng: 119, at: at(i * 3600) }));
    assert.ok(Math.abs(routeDistance(points) - 2 * 111_195) < 10, String(routeDistance(points)));
  });

  it('skips a jump that implies an impossible speed and continues from the last good point', () => {
    const points = [
      { lat: 26, lng: 119, at: at(0) },
      { lat: 26.01, lng: 119, at: at(60) },
      { lat: 30, lng: 119, at: at(61) },
      { lat: 26.02, lng: 119, at: at(120) },
    ];
    assert.ok(Math.abs(routeDistance(points) - 2224) < 5, String(routeDistance(points)));
  });

  it('restarts from the new place after three jumps in a row (the first fix was the outlier), without counting the gap', () => {
    const points = [
      { lat: 40, lng: 119, at: at(0) },
      { lat: 26, lng: 119, at: at(10) },
      { lat: 26.001, lng: 119, at: at(20) },
      { lat: 26.002, lng: 119, at: at(30) },
      { lat: 26.003, lng: 119, at: at(40) },
    ];
    assert.ok(Math.abs(routeDistance(points) - 111) < 3, String(routeDistance(points)));
  });

  it('leaves imprecise fixes out and treats equal times as one second', () => {
    const points = [
      { lat: 26, lng: 119, at: at(0) },
      { lat: 26.5, lng: 119, at: at(30), accuracy: 2000 },
      { lat: 26.0004, lng: 119, at: at(0) },
    ];
    assert.ok(Math.abs(routeDistance(points) - 44) < 2, String(routeDistance(points)));
  });
});

describe('thin', () => {
  it('keeps short routes whole and long ones evenly with both ends', () => {
    assert.deepEqual(thin([1, 2, 3], 5), [1, 2, 3]);
    const thinned = thin(Array.from({ length: 101 }, (_, i) => i), 11);
    assert.deepEqual(thinned, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});
