import { distanceMetres } from '../maps/maps.provider';
import { FUJIAN_STATIONS } from '../maps/stations.data';

/**
 * A drive through toll stations as a driver's phone would report it (docs/etc.md "Tolls": tests,
 * the browser test and demos post these to POST /logistics/api/tracking/positions). Pure.
 *
 * Fixes about every `stepM` metres on straight lines from `leadM` before the first station,
 * through each station, to `leadM` past the last, at `speedMps`, the last one at `endAt`. Keep the
 * speed under tracking's 50 m/s plausibility limit (faster steps are GPS jumps, not distance), and
 * all times after the waybill's loading scan − 5 min and before now + 5 min (tracking refuses
 * others). 泉州 → 晋江 (FJ-G15-QZ → FJ-G15-JJ, 14.9 km; 16.9 km with the lead-in and -out) at 40 m/s takes about 7 minutes: it fits
 * between a loading scan just done and "now + 5 min".
 */
export function driveThrough(
  stationCodes: readonly string[],
  { endAt, stepM = 1000, speedMps = 40, leadM = 1000 }: { endAt: Date | number; stepM?: number; speedMps?: number; leadM?: number },
): { lat: number; lng: number; at: string; speed: number; accuracy: number }[] {
  const via = stationCodes.map((code) => {
    const station = FUJIAN_STATIONS.find((s) => s.code === code);
    if (!station) throw new Error(`no toll station ${code}`);
    return { lat: station.lat, lng: station.lng };
  });
  if (via.length < 2) throw new Error('a drive passes at least two stations');
  const beyond = (from: { lat: number; lng: number }, to: { lat: number; lng: number }, metres: number) => {
    const k = metres / distanceMetres(from, to);
    return { lat: to.lat + (to.lat - from.lat) * k, lng: to.lng + (to.lng - from.lng) * k };
  };
  const legs = [beyond(via[1], via[0], leadM), ...via, beyond(via.at(-2)!, via.at(-1)!, leadM)];
  const fixes: { lat: number; lng: number; metres: number }[] = [];
  let travelled = 0;
  for (let leg = 0; leg + 1 < legs.length; leg += 1) {
    const a = legs[leg];
    const b = legs[leg + 1];
    const length = distanceMetres(a, b);
    const n = Math.max(1, Math.round(length / stepM));
    for (let i = 0; i < n; i += 1) fixes.push({ lat: a.lat + ((b.lat - a.lat) * i) / n, lng: a.lng + ((b.lng - a.lng) * i) / n, metres: travelled + (length * i) / n });
    travelled += length;
  }
  fixes.push({ ...legs.at(-1)!, metres: travelled });
  const end = typeof endAt === 'number' ? endAt : endAt.getTime();
  return fixes.map((f) => ({
    lat: Number(f.lat.toFixed(6)),
    lng: Number(f.lng.toFixed(6)),
    at: new Date(Math.round(end - ((travelled - f.metres) / speedMps) * 1000)).toISOString(),
    speed: speedMps,
    accuracy: 10,
  }));
}
