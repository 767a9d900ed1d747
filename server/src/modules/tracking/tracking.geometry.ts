import { MAX_COUNTED_ACCURACY_M, MAX_PLAUSIBLE_SPEED_MPS, MAX_ROUTE_POINTS } from '@/lib/contract/tracking';
import { distanceMetres } from '../../providers/maps/maps.provider';

/** The arithmetic of a route: distance over consecutive points, and thinning for display. Pure functions. */

export interface TimedPoint {
  lat: number;
  lng: number;
  at: Date;
  accuracy?: number | null;
}

/** After this many points in a row are refused as jumps, the truck really is there: the count restarts from it. */
const REANCHOR_AFTER = 3;

/**
 * Metres driven along `points` (in time order): the haversine distance of each step from the last
 * counted point. A step implying more than MAX_PLAUSIBLE_SPEED_MPS is a GPS jump and is left out;
 * when REANCHOR_AFTER points in a row are jumps from the last counted one, the last counted one was
 * the outlier (or the phone was off while the truck moved), so counting restarts at the newest
 * point without adding the gap. Imprecise fixes (accuracy above MAX_COUNTED_ACCURACY_M) are skipped.
 */
export function routeDistance(points: readonly TimedPoint[]): number {
  return Math.round(countSteps(points).steps.reduce((total, step) => total + step.metres, 0));
}

/**
 * Where counting stands after some points: the last counted point (the next step is measured from
 * it) and how many points in a row since were refused as jumps. Kept by mileage so a trip's next
 * batch continues the count instead of walking every position again.
 */
export interface CountingState {
  anchor: TimedPoint | null;
  jumps: number;
}

export const START_OF_COUNTING: CountingState = { anchor: null, jumps: 0 };

/**
 * The steps routeDistance counts, in order: each step's metres and the time of the fix it ends at
 * (mileage puts each step on the day it was driven). Counting goes on from `from` (a state an
 * earlier call ended in, for points after those), and the state it ends in is answered with them.
 */
export function countSteps(points: readonly TimedPoint[], from: CountingState = START_OF_COUNTING): { steps: { metres: number; at: Date }[]; state: CountingState } {
  const steps: { metres: number; at: Date }[] = [];
  let { anchor, jumps } = from;
  for (const point of points) {
    if (point.accuracy != null && point.accuracy > MAX_COUNTED_ACCURACY_M) continue;
    if (!anchor) {
      anchor = point;
      continue;
    }
    const metres = distanceMetres(anchor, point);
    const seconds = (point.at.getTime() - anchor.at.getTime()) / 1000;
    // A step within a second is judged as taking one second, so equal times never divide by zero.
    const plausible = metres <= MAX_PLAUSIBLE_SPEED_MPS * Math.max(seconds, 1);
    if (plausible) {
      steps.push({ metres, at: point.at });
      anchor = point;
      jumps = 0;
    } else {
      jumps += 1;
      if (jumps >= REANCHOR_AFTER) {
        anchor = point;
        jumps = 0;
      }
    }
  }
  return { steps, state: { anchor, jumps } };
}

/** At most `max` of `points`, evenly spaced, the first and the last always kept. */
export function thin<T>(points: readonly T[], max: number = MAX_ROUTE_POINTS): T[] {
  if (points.length <= max) return [...points];
  const kept: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) kept.push(points[Math.round(i * step)]);
  return kept;
}
