import { formatDate } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { countedSteps, distanceOfSteps } from '../tracking/tracking.geometry';
import { findPositions } from '../tracking/tracking.repository';
import { onPositionsStored } from '../tracking/tracking.service';
import { findDriverOf, lockTrip, saveTrip } from './mileage.repository';

/**
 * Keeps each trip's mileage (docs/points.md "Mileage"): after a batch of a waybill's positions is
 * stored, its distance and its distance by day are computed again from all its positions, with the
 * tracking route's own arithmetic (tracking.geometry), so the trip's distance is the route's.
 */

/**
 * Metres per China-time day of `steps`: each step on the day of the fix it ends at. Rounded on
 * the running total, so the days add up to exactly the rounded trip distance.
 */
export function distanceByChinaDay(steps: readonly { metres: number; at: Date }[]): { day: string; distanceM: number }[] {
  const days = new Map<string, number>();
  let total = 0;
  for (const step of steps) {
    const before = Math.round(total);
    total += step.metres;
    const day = formatDate(step.at);
    days.set(day, (days.get(day) ?? 0) + Math.round(total) - before);
  }
  return [...days].filter(([, metres]) => metres > 0).map(([day, distanceM]) => ({ day, distanceM }));
}

/** Computes a waybill's trip again from its positions (nothing while it has none). */
export async function measureTrip(db: Executor, waybillId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTrip(tx, waybillId);
    const driverId = await findDriverOf(tx, waybillId);
    const positions = await findPositions(tx, waybillId);
    if (driverId === undefined || positions.length === 0) return;
    const steps = countedSteps(positions);
    await saveTrip(
      tx,
      {
        waybillId,
        driverId,
        distanceM: distanceOfSteps(steps),
        pointCount: positions.length,
        firstFixAt: positions[0].at,
        lastFixAt: positions[positions.length - 1].at,
        computedAt: nowDate(),
      },
      distanceByChinaDay(steps),
    );
  });
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
