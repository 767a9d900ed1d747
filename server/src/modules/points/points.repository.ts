import { and, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { PointsReason } from '@/lib/contract/points';
import type { Executor } from '../../db/types';
import { users } from '../user/user.table';
import type { Keyset } from './points.cursor';
import { pointsAccounts, pointsEntries } from './points.table';

/** SQL of the points ledger and the invitation lists. */

export type PointsEntryRow = typeof pointsEntries.$inferSelect;

/** Opens the user's account unless it exists. */
export async function ensureAccount(db: Executor, userId: number, at: Date): Promise<void> {
  await db.insert(pointsAccounts).values({ userId, createdAt: at }).onConflictDoNothing();
}

/** The account row locked for the rest of the transaction (entries of one user apply one at a time). */
export async function lockAccount(db: Executor, userId: number) {
  const [account] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  return account;
}

export async function findAccount(db: Executor, userId: number) {
  const [account] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  return account;
}

export async function setBalance(db: Executor, userId: number, balance: number, earned: number): Promise<void> {
  await db
    .update(pointsAccounts)
    .set({ balance, earnedTotal: sql`${pointsAccounts.earnedTotal} + ${earned}` })
    .where(eq(pointsAccounts.userId, userId));
}

export async function findEntry(db: Executor, reason: PointsReason, ref: string): Promise<PointsEntryRow | undefined> {
  const [entry] = await db
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.reason, reason), eq(pointsEntries.ref, ref)));
  return entry;
}

/** Inserts the entry unless its (reason, ref) is taken; answers it, or undefined when taken. */
export async function insertEntry(db: Executor, entry: typeof pointsEntries.$inferInsert): Promise<PointsEntryRow | undefined> {
  const [inserted] = await db.insert(pointsEntries).values(entry).onConflictDoNothing().returning();
  return inserted;
}

/** A user's entries newest first, below `after` when given, `limit` of them. */
export async function findEntries(db: Executor, userId: number, after: Keyset | undefined, limit: number): Promise<PointsEntryRow[]> {
  return db
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), after ? lt(pointsEntries.id, after.id) : undefined))
    .orderBy(desc(pointsEntries.id))
    .limit(limit);
}

/** The refs of a user's latest entries of `reason` (check-in days), newest first. */
export async function findRecentRefs(db: Executor, userId: number, reason: PointsReason, limit: number): Promise<string[]> {
  const rows = await db
    .select({ ref: pointsEntries.ref })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.reason, reason)))
    .orderBy(desc(pointsEntries.id))
    .limit(limit);
  return rows.map((row) => row.ref);
}

/** Points the user earned for each of these refs of `reason` (ref → points). */
export async function pointsByRef(db: Executor, userId: number, reason: PointsReason, refs: string[]): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ ref: pointsEntries.ref, delta: pointsEntries.delta })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.reason, reason), inArray(pointsEntries.ref, refs)));
  return new Map(rows.map((row) => [row.ref, row.delta]));
}

/** The sum of a user's entries of `reason`. */
export async function sumOfReason(db: Executor, userId: number, reason: PointsReason): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsEntries.delta) })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.reason, reason)));
  return Number(row?.total ?? 0);
}

export type InviteeRow = { id: number; mobile: string; nickname: string; createdAt: Date };

/** The users who registered with `recommenderId` as recommender, newest first, below `after`. */
export async function findInvitees(db: Executor, recommenderId: number, after: Keyset | undefined, limit: number): Promise<InviteeRow[]> {
  return db
    .select({ id: users.id, mobile: users.mobile, nickname: users.nickname, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.recommenderId, recommenderId), after ? lt(users.id, after.id) : undefined))
    // Account ids grow with registration: id order is registration order, and a stable key.
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function countInvitees(db: Executor, recommenderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.recommenderId, recommenderId));
  return row?.n ?? 0;
}

/** Mobiles of these users (for the history's notes). */
export async function mobilesOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.mobile]));
}
