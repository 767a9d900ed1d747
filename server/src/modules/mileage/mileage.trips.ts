import { formatDate } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { START_OF_COUNTING, countSteps, type CountingState } from '../tracking/tracking.geometry';
import { countPositions, findPositions, findPositionsAfter } from '../tracking/tracking.repository';
import { onPositionsStored } from '../tracking/tracking.service';
import { extendTrip, findDriverOf, findTripRow, lockTrip, saveTrip, type TripRow } from './mileage.repository';

/**
 * Keeps each trip's mileage (docs/points.md "Mileage") with the tracking route's own arithmetic
 * (tracking.geometry), so the trip's distance is the route's. A batch of later fixes — what a
 * phone sends all day — continues the count from where the trip's row says it stood, reading only
 * the new fixes: measuring a whole trip at every batch grew with the square of its length. A batch
 * holding a fix from before the trip's last one (sent late from a phone that was offline) changes
 * the count of everything after it, so then the trip is measured again from all its positions.
 */

type Step = { metres: number; at: Date };

/**
 * Metres per China-time day of `steps`, counted on from the running total `from` (the trip's
 * distance before them). Each step goes on the day of the fix it ends at; rounding is on the running
 * total, so the days add up to exactly the rounded trip distance, batch after batch.
 */
export function distanceByChinaDay(steps: readonly Step[], from = 0): { day: string; distanceM: number }[] {
  const days = new Map<string, number>();
  let total = from;
  for (const step of steps) {
    const before = Math.round(total);
    total += step.metres;
    const day = formatDate(step.at);
    days.set(day, (days.get(day) ?? 0) + Math.round(total) - before);
  }
  return [...days].filter(([, metres]) => metres > 0).map(([day, distanceM]) => ({ day, distanceM }));
}

/** The running total after `steps`, added in order to `from` (the same additions a whole count makes). */
const totalAfter = (steps: readonly Step[], from: number) => steps.reduce((total, step) => total + step.metres, from);

const stateOf = (trip: TripRow): CountingState => ({
  anchor: trip.anchorLat === null || trip.anchorLng === null || trip.anchorAt === null ? null : { lat: trip.anchorLat, lng: trip.anchorLng, at: trip.anchorAt },
  jumps: trip.jumps,
});

/** The counting state's columns of a trip row. */
const stateColumns = ({ anchor, jumps }: CountingState) => ({ anchorLat: anchor?.lat ?? null, anchorLng: anchor?.lng ?? null, anchorAt: anchor?.at ?? null, jumps });

/** Measures a waybill's trip after a batch of its positions was stored (nothing while it has none). */
export async function measureTrip(db: Executor, waybillId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTrip(tx, waybillId);
    const trip = await findTripRow(tx, waybillId);
    if (trip && (await continueTrip(tx, trip))) return;
    await measureWholeTrip(tx, waybillId);
  });
}

/**
 * Adds the fixes after the trip's last one to it; false when that would be wrong — the trip has
 * fixes it has not counted that are not after its last one (a late batch), or it was measured
 * before the counting state was kept.
 */
async function continueTrip(tx: Executor, trip: TripRow): Promise<boolean> {
  if (trip.exactDistanceM === null) return false;
  const later = await findPositionsAfter(tx, trip.waybillId, trip.lastFixAt);
  if ((await countPositions(tx, trip.waybillId)) !== trip.pointCount + later.length) return false;
  if (later.length === 0) return true;
  const { steps, state } = countSteps(later, stateOf(trip));
  const exact = totalAfter(steps, trip.exactDistanceM);
  await extendTrip(
    tx,
    {
      ...trip,
      distanceM: Math.round(exact),
      exactDistanceM: exact,
      pointCount: trip.pointCount + later.length,
      lastFixAt: later[later.length - 1].at,
      computedAt: nowDate(),
      ...stateColumns(state),
    },
    distanceByChinaDay(steps, trip.exactDistanceM),
  );
  return true;
}

/** Counts a waybill's trip again from all its positions. */
async function measureWholeTrip(tx: Executor, waybillId: number): Promise<void> {
  const driverId = await findDriverOf(tx, waybillId);
  const positions = await findPositions(tx, waybillId);
  if (driverId === undefined || positions.length === 0) return;
  const { steps, state } = countSteps(positions, START_OF_COUNTING);
  const exact = totalAfter(steps, 0);
  await saveTrip(
    tx,
    {
      waybillId,
      driverId,
      distanceM: Math.round(exact),
      exactDistanceM: exact,
      pointCount: positions.length,
      firstFixAt: positions[0].at,
      lastFixAt: positions[positions.length - 1].at,
      computedAt: nowDate(),
      ...stateColumns(state),
    },
    distanceByChinaDay(steps),
  );
}

/** Measures trips as their positions arrive (a failure is logged: a trip never measured is measured when it is read). */
export function measureTripsAsTheyGo(deps: AppDeps, log: { warn(obj: object, msg: string): void }): void {
  onPositionsStored(deps, async (d, { waybillId }) => {
    try {
      await measureTrip(d.db, waybillId);
    } catch (error) {
      log.warn({ mileage: { waybillId }, err: error }, 'mileage: measuring a trip failed');
    }
  });
}
