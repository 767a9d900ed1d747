import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { waybills } from '../waybill/waybill.table';
import { waybillPositions } from './tracking.table';

/** SQL of the tracking module: the positions table, and the two trip times of a waybill it checks points against. */

export type PositionRow = typeof waybillPositions.$inferSelect;
export type NewPosition = typeof waybillPositions.$inferInsert;

/** When the trip started (the loading scan's own time) and ended (unloading finished), null while not yet. */
export async function findTripWindow(db: Executor, waybillId: number): Promise<{ startedAt: Date | null; endedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ startedAt: waybills.loadingScannedAt, endedAt: waybills.unloadedAt })
    .from(waybills)
    .where(eq(waybills.id, waybillId))
    .limit(1);
  return row;
}

/** Inserts the points in one statement; a point already stored (same waybill, time and seq) is skipped. Answers how many were new. */
export async function insertPositions(db: Executor, rows: NewPosition[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(waybillPositions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ at: waybillPositions.at });
  return inserted.length;
}

/** Every point of a waybill in the order it was taken (the primary key's order). */
const positionColumns = {
  lat: waybillPositions.lat,
  lng: waybillPositions.lng,
  at: waybillPositions.at,
  speed: waybillPositions.speed,
  accuracy: waybillPositions.accuracy,
};

export async function findPositions(db: Executor, waybillId: number) {
  return db.select(positionColumns).from(waybillPositions).where(eq(waybillPositions.waybillId, waybillId)).orderBy(asc(waybillPositions.at), asc(waybillPositions.seq));
}

/** A waybill's fixes taken after `after`, in time order. */
export async function findPositionsAfter(db: Executor, waybillId: number, after: Date) {
  return db
    .select(positionColumns)
    .from(waybillPositions)
    .where(and(eq(waybillPositions.waybillId, waybillId), gt(waybillPositions.at, after)))
    .orderBy(asc(waybillPositions.at), asc(waybillPositions.seq));
}

/** How many fixes a waybill has. */
export async function countPositions(db: Executor, waybillId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waybillPositions).where(eq(waybillPositions.waybillId, waybillId));
  return row?.n ?? 0;
}
