import { and, eq, sql } from 'drizzle-orm';
import type { IdentityType } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { pendingVehicleAuthorizations, userIdentities, users } from './user.table';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(db: Executor, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/**
 * Creates the account for `mobile` unless one exists; `created` says which. Concurrent first
 * sign-ins of one number meet at the unique index, and both get the same account.
 */
export async function findOrCreateUser(
  db: Executor,
  user: { mobile: string; nickname: string; recommenderId: number | null; createdAt: Date; isDemo?: boolean },
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(user).onConflictDoNothing({ target: users.mobile }).returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByMobile(db, user.mobile);
  if (!existing) throw new Error(`user ${user.mobile} neither inserted nor found`);
  return { user: existing, created: false };
}

export async function setCurrentIdentity(db: Executor, userId: number, identityType: IdentityType): Promise<void> {
  await db.update(users).set({ identityType }).where(eq(users.id, userId));
}

/** Records that the user holds an identity (no-op when already held). */
export async function addIdentity(db: Executor, userId: number, identityType: IdentityType, at: Date): Promise<void> {
  await db.insert(userIdentities).values({ userId, identityType, grantedAt: at }).onConflictDoNothing();
}

export async function listIdentities(db: Executor, userId: number): Promise<IdentityType[]> {
  const rows = await db
    .select({ identityType: userIdentities.identityType })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.grantedAt, userIdentities.identityType);
  return rows.map((r) => r.identityType as IdentityType);
}

export async function holdsIdentity(db: Executor, userId: number, identityType: IdentityType): Promise<boolean> {
  const rows = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.identityType, identityType)))
    .limit(1);
  return rows.length > 0;
}

/** Whether anyone registered with this user as recommender. */
export async function hasInvitedAnyone(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(users).where(eq(users.recommenderId, userId)).limit(1);
  return rows.length > 0;
}

/** Files a vehicle authorisation request for the vehicles issue to settle (no-op when already filed). */
export async function addPendingVehicleAuthorization(
  db: Executor,
  request: { userId: number; vehicleId: number; recommenderId: number | null; requestedAt: Date },
): Promise<void> {
  await db.insert(pendingVehicleAuthorizations).values(request).onConflictDoNothing();
}
