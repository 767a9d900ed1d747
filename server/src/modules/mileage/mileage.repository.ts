import { and, count, desc, eq, gte, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { goodsSources } from '../goods/goods.table';
import type { Keyset } from '../points/points.cursor';
import { waybillPositions } from '../tracking/tracking.table';
import { waybills } from '../waybill/waybill.table';
import { mileageDays, mileageTrips } from './mileage.table';

/** SQL of the mileage module: the trips and days it keeps, and the trips' waybills. */

export type TripRow = typeof mileageTrips.$inferSelect;

/** Holds one waybill's mileage for the rest of the transaction (two batches of one trip rewrite it one after the other). */
export async function lockTrip(tx: Executor, waybillId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mileage-trip:${waybillId}`}))`);
}

export async function findDriverOf(db: Executor, waybillId: number): Promise<number | undefined> {
  const [row] = await db.select({ driverId: waybills.driverId }).from(waybills).where(eq(waybills.id, waybillId));
  return row?.driverId;
}

/** A waybill's trip row as kept (with its counting state), or undefined before its first measure. */
export async function findTripRow(tx: Executor, waybillId: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(mileageTrips).where(eq(mileageTrips.waybillId, waybillId));
  return row;
}

/** Replaces a waybill's trip row and its days. */
export async function saveTrip(tx: Executor, trip: TripRow, days: { day: string; distanceM: number }[]): Promise<void> {
  const { waybillId, ...rest } = trip;
  await tx.insert(mileageTrips).values(trip).onConflictDoUpdate({ target: mileageTrips.waybillId, set: rest });
  await tx.delete(mileageDays).where(eq(mileageDays.waybillId, waybillId));
  if (days.length > 0) await tx.insert(mileageDays).values(days.map((d) => ({ waybillId, driverId: trip.driverId, ...d })));
}

/** Updates a waybill's trip row and adds `days`' metres to its days (a day not there yet is added). */
export async function extendTrip(tx: Executor, trip: TripRow, days: { day: string; distanceM: number }[]): Promise<void> {
  const { waybillId, ...rest } = trip;
  await tx.update(mileageTrips).set(rest).where(eq(mileageTrips.waybillId, waybillId));
  if (days.length === 0) return;
  await tx
    .insert(mileageDays)
    .values(days.map((d) => ({ waybillId, driverId: trip.driverId, ...d })))
    .onConflictDoUpdate({ target: [mileageDays.waybillId, mileageDays.day], set: { distanceM: sql`${mileageDays.distanceM} + excluded.distance_m` } });
}

/** The driver's waybills that have positions but no trip row yet (written before the mileage module, or a listener that failed). */
export async function findUnmeasuredWaybills(db: Executor, driverId: number): Promise<number[]> {
  const rows = await db
    .select({ id: waybills.id })
    .from(waybills)
    .where(
      and(
        eq(waybills.driverId, driverId),
        sql`not exists (select 1 from ${mileageTrips} where ${mileageTrips.waybillId} = ${waybills.id})`,
        sql`exists (select 1 from ${waybillPositions} where ${waybillPositions.waybillId} = ${waybills.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The driver's total distance and trip count. */
export async function totalOf(db: Executor, driverId: number): Promise<{ distanceM: number; trips: number }> {
  const [row] = await db.select({ distanceM: sum(mileageTrips.distanceM), trips: count() }).from(mileageTrips).where(eq(mileageTrips.driverId, driverId));
  return { distanceM: Number(row?.distanceM ?? 0), trips: row?.trips ?? 0 };
}

/** The driver's distance per day from `from` to `to` (days 'YYYY-MM-DD', both included). */
export async function distanceByDay(db: Executor, driverId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: mileageDays.day, distanceM: sum(mileageDays.distanceM) })
    .from(mileageDays)
    .where(and(eq(mileageDays.driverId, driverId), gte(mileageDays.day, from), lte(mileageDays.day, to)))
    .groupBy(mileageDays.day);
  return new Map(rows.map((row) => [row.day, Number(row.distanceM ?? 0)]));
}

const tripColumns = {
  waybillId: mileageTrips.waybillId,
  distanceM: mileageTrips.distanceM,
  pointCount: mileageTrips.pointCount,
  firstFixAt: mileageTrips.firstFixAt,
  lastFixAt: mileageTrips.lastFixAt,
  plateNumber: waybills.plateNumber,
  unloadedAt: waybills.unloadedAt,
  fromName: goodsSources.originName,
  fromAddress: goodsSources.originAddress,
  toName: goodsSources.destinationName,
  toAddress: goodsSources.destinationAddress,
};

const tripsOf = (db: Executor) =>
  db.select(tripColumns).from(mileageTrips).innerJoin(waybills, eq(waybills.id, mileageTrips.waybillId)).innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId));

/** The driver's trips newest first (by first fix, then waybill), below `after`, `limit` of them. */
export async function findTrips(db: Executor, driverId: number, after: Keyset | undefined, limit: number) {
  return tripsOf(db)
    .where(
      and(
        eq(mileageTrips.driverId, driverId),
        after
          ? or(lt(mileageTrips.firstFixAt, after.at), and(eq(mileageTrips.firstFixAt, after.at), lt(mileageTrips.waybillId, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(mileageTrips.firstFixAt), desc(mileageTrips.waybillId))
    .limit(limit);
}

/** One trip of the driver, or undefined (someone else's waybill too). */
export async function findTrip(db: Executor, driverId: number, waybillId: number) {
  const [row] = await tripsOf(db).where(and(eq(mileageTrips.driverId, driverId), eq(mileageTrips.waybillId, waybillId)));
  return row;
}


export type TripListRow = Awaited<ReturnType<typeof findTrips>>[number];
