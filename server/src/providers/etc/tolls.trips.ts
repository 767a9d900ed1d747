import { distanceMetres } from '../maps/maps.provider';
import { routeDistance, type TimedPoint } from '../../modules/tracking/tracking.geometry';

/**
 * Toll trips from tracked movement (docs/etc.md "Tolls"). Pure functions: positions in time order
 * → passes of toll stations → entry/exit pairs with the distance driven between them.
 *
 * - A truck passes a station when one of its fixes, or the straight step between two consecutive
 *   fixes, comes within PASS_RADIUS_M of it (a phone fixing every 30 s at 90 km/h is 750 m
 *   between fixes, so the step counts too); the pass's time and place are those of the closest
 *   approach (interpolated on the step).
 * - Consecutive passes of the same station are one pass (a truck waiting at the booth).
 * - Passes pair in order: the first is an entry, the next one the exit, the one after a new entry.
 *   An entry without an exit yet is an open trip (not charged until the exit shows).
 * - The distance is the route distance (tracking's rules: GPS jumps and imprecise fixes left out)
 *   from the entry's closest approach through the fixes between to the exit's.
 */

/** Within this many metres of a station the truck is passing it. */
export const PASS_RADIUS_M = 300;
/** A step longer than this is a gap in the fixes (the phone was off), not a straight drive past a station. */
const MAX_INTERPOLATED_STEP_M = 20_000;
/** Fixes less precise than this cannot place the truck at a station. */
const MAX_PASS_ACCURACY_M = 300;

export interface TollStation {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

export interface StationPass {
  station: TollStation;
  at: Date;
  lat: number;
  lng: number;
  /** Metres from the station at the closest approach. */
  missM: number;
  /** Where it lies among the fixes: between fix `index` and fix `index + 1` (fraction 0-1 of that step). */
  index: number;
  fraction: number;
}

export interface TollTrip {
  entry: StationPass;
  exit: StationPass;
  distanceM: number;
}

export interface TripsFound {
  trips: TollTrip[];
  /** The entry of a trip still on its way (no exit yet), or null. */
  open: StationPass | null;
}

/** The closest approach of a step a→b to station s: fraction along the step and the point there (flat projection: steps are short). */
function closestOnStep(a: TimedPoint, b: TimedPoint, s: TollStation): { fraction: number; lat: number; lng: number } {
  const kx = Math.cos((s.lat * Math.PI) / 180);
  const ax = (a.lng - s.lng) * kx;
  const ay = a.lat - s.lat;
  const dx = (b.lng - a.lng) * kx;
  const dy = b.lat - a.lat;
  const len2 = dx * dx + dy * dy;
  const fraction = len2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2));
  return { fraction, lat: a.lat + (b.lat - a.lat) * fraction, lng: a.lng + (b.lng - a.lng) * fraction };
}

const precise = (p: TimedPoint) => p.accuracy == null || p.accuracy <= MAX_PASS_ACCURACY_M;

/** Every pass of a station along `points` (in time order), same-station repeats merged. */
export function stationPasses(points: readonly TimedPoint[], stations: readonly TollStation[], radiusM = PASS_RADIUS_M): StationPass[] {
  const raw: StationPass[] = [];
  const consider = (candidate: StationPass) => {
    const last = raw.at(-1);
    if (last && last.station.code === candidate.station.code) {
      // The same visit: keep its closest approach.
      if (candidate.missM < last.missM) raw[raw.length - 1] = candidate;
      return;
    }
    raw.push(candidate);
  };
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i];
    if (!precise(a)) continue;
    const b = points[i + 1];
    const step = b && precise(b) && distanceMetres(a, b) <= MAX_INTERPOLATED_STEP_M ? b : undefined;
    // The nearest station this fix (or the step to the next) passes, if any.
    let best: StationPass | undefined;
    for (const station of stations) {
      const near = step ? closestOnStep(a, step, station) : { fraction: 0, lat: a.lat, lng: a.lng };
      const missM = distanceMetres(near, station);
      if (missM > radiusM || (best && best.missM <= missM)) continue;
      const at = step ? new Date(a.at.getTime() + (step.at.getTime() - a.at.getTime()) * near.fraction) : a.at;
      best = { station, at, lat: near.lat, lng: near.lng, missM, index: i, fraction: near.fraction };
    }
    if (best) consider(best);
  }
  return raw;
}

/** The distance driven from one pass to a later one: their closest approaches and the fixes between. */
export function distanceBetween(points: readonly TimedPoint[], from: StationPass, to: StationPass): number {
  const path: TimedPoint[] = [{ lat: from.lat, lng: from.lng, at: from.at }];
  for (let i = from.index + 1; i <= to.index; i += 1) path.push(points[i]);
  path.push({ lat: to.lat, lng: to.lng, at: to.at });
  return routeDistance(path);
}

/** Entry/exit pairs along `points` (in time order), and the trip still open. */
export function findTollTrips(points: readonly TimedPoint[], stations: readonly TollStation[], radiusM = PASS_RADIUS_M): TripsFound {
  const passes = stationPasses(points, stations, radiusM);
  const trips: TollTrip[] = [];
  for (let i = 0; i + 1 < passes.length; i += 2) {
    trips.push({ entry: passes[i], exit: passes[i + 1], distanceM: distanceBetween(points, passes[i], passes[i + 1]) });
  }
  return { trips, open: passes.length % 2 === 1 ? passes[passes.length - 1] : null };
}
