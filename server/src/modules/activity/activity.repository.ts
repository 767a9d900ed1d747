import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { stations } from '../goods/goods.table';
import { activities, activityClockIns, activityRegistrations } from './activity.table';

export type ActivityRow = typeof activities.$inferSelect;
export type RegistrationRow = typeof activityRegistrations.$inferSelect;
export type ClockInRow = typeof activityClockIns.$inferSelect;

export async function insertActivity(db: Executor, row: typeof activities.$inferInsert): Promise<ActivityRow> {
  const [inserted] = await db.insert(activities).values(row).returning();
  return inserted;
}

export async function updateActivityRow(db: Executor, id: number, set: Partial<typeof activities.$inferInsert>): Promise<ActivityRow | undefined> {
  const [row] = await db.update(activities).set(set).where(eq(activities.id, id)).returning();
  return row;
}

export async function findActivity(db: Executor, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row;
}

export async function findActivityByToken(db: Executor, token: string): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.qrToken, token)).limit(1);
  return row;
}

/** Where an activity stands at `at`, as a condition: upcoming, ongoing, ended. */
export function releaseCondition(status: 'upcoming' | 'ongoing' | 'ended', at: Date): SQL {
  if (status === 'upcoming') return gt(activities.startAt, at);
  if (status === 'ongoing') return and(lte(activities.startAt, at), gt(activities.endAt, at))!;
  return lte(activities.endAt, at);
}

/** Activities with their station's name, newest start first. */
export async function activityViews(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ activity: activities, stationName: stations.name })
    .from(activities)
    .leftJoin(stations, eq(stations.id, activities.stationId))
    .where(where)
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(limit)
    .offset(offset);
}
export type ActivityView = Awaited<ReturnType<typeof activityViews>>[number];

export async function countActivities(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activities).where(where);
  return row.n;
}

/** Takes one place of an event: one conditional UPDATE, so the capacity holds under concurrency. */
export async function takePlace(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(activities)
    .set({ registeredCount: sql`${activities.registeredCount} + 1` })
    .where(and(eq(activities.id, id), sql`(${activities.capacity} is null or ${activities.registeredCount} < ${activities.capacity})`))
    .returning({ id: activities.id });
  return rows.length === 1;
}

/** Inserts a registration unless the user has one for the activity (then undefined). */
export async function insertRegistration(db: Executor, row: typeof activityRegistrations.$inferInsert): Promise<RegistrationRow | undefined> {
  const [inserted] = await db.insert(activityRegistrations).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRegistration(db: Executor, activityId: number, userId: number): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.activityId, activityId), eq(activityRegistrations.userId, userId)))
    .limit(1);
  return row;
}

export async function registrationsOf(db: Executor, activityId: number, limit: number, offset: number) {
  const where = eq(activityRegistrations.activityId, activityId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(activityRegistrations).where(where).orderBy(desc(activityRegistrations.registeredAt), desc(activityRegistrations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(activityRegistrations).where(where),
  ]);
  return { rows, total: n };
}

/** Records a clock-in unless the user has one for the activity (then undefined). */
export async function insertClockIn(db: Executor, row: typeof activityClockIns.$inferInsert): Promise<ClockInRow | undefined> {
  const [inserted] = await db.insert(activityClockIns).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findClockIn(db: Executor, activityId: number, userId: number): Promise<ClockInRow | undefined> {
  const [row] = await db
    .select()
    .from(activityClockIns)
    .where(and(eq(activityClockIns.activityId, activityId), eq(activityClockIns.userId, userId)))
    .limit(1);
  return row;
}

/** A user's clock-ins with their activity and station, newest first. */
export async function clockInViews(db: Executor, userId: number, activityId: number | undefined, limit: number, offset: number) {
  const where = and(eq(activityClockIns.userId, userId), activityId ? eq(activityClockIns.activityId, activityId) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ clockIn: activityClockIns, title: activities.title, stationName: stations.name })
      .from(activityClockIns)
      .innerJoin(activities, eq(activities.id, activityClockIns.activityId))
      .leftJoin(stations, eq(stations.id, activities.stationId))
      .where(where)
      .orderBy(desc(activityClockIns.clockedInAt), desc(activityClockIns.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(activityClockIns).where(where),
  ]);
  return { rows, total: n };
}
