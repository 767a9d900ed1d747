import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { IdentityType } from '@/lib/contract';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { pendingVehicleAuthorizations, userIdentities, users } from './user.table';

export type UserRow = typeof users.$inferSelect;

const userById = preparedStatement((db) =>
  db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'),
);

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** An account with what the app shows beside it: the identities held, and whether anyone registered through it. */
export type UserProfile = UserRow & { identities: IdentityType[]; isInviter: boolean };

/**
 * The columns of a UserProfile, for any select that reads `users` (unaliased): the account's own
 * columns and two subqueries, so a profile costs one statement, not three. The subqueries are
 * plain SQL: drizzle leaves the columns of a one-table select unqualified, and "id" would then
 * name the wrong table inside them.
 */
export const userProfileColumns = {
  ...getTableColumns(users),
  // Oldest first (then by name), the order the identities were taken in.
  identities: sql<IdentityType[]>`array(
    select held.identity_type::text from user_identities held
    where held.user_id = users.id
    order by held.granted_at, held.identity_type)`,
  isInviter: sql<boolean>`exists(select 1 from users invitee where invitee.recommender_id = users.id)`,
};

const userProfile = preparedStatement((db) =>
  db.select(userProfileColumns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_profile'),
);

export async function findUserProfile(db: Executor, id: number): Promise<UserProfile | undefined> {
  const [row] = await userProfile(db).execute({ id });
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
/**
 * Grants an identity (no-op when held). A user who has no current identity yet (never chose one)
 * takes it as current, so a newly certified driver is a driver at once instead of "no identity".
 */
export async function addIdentity(db: Executor, userId: number, identityType: IdentityType, at: Date): Promise<void> {
  await db.insert(userIdentities).values({ userId, identityType, grantedAt: at }).onConflictDoNothing();
  await db
    .update(users)
    .set({ identityType })
    .where(and(eq(users.id, userId), isNull(users.identityType)));
}

/**
 * Takes back a granted identity (e.g. fleetMember once a fleet membership ends). When it was
 * the user's current identity, they are left without one and choose again, as a new user does.
 */
export async function withdrawIdentity(db: Executor, userId: number, identityType: IdentityType): Promise<void> {
  await db.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.identityType, identityType)));
  await db
    .update(users)
    .set({ identityType: null })
    .where(and(eq(users.id, userId), eq(users.identityType, identityType)));
}

/** Files a vehicle authorisation request for the vehicles issue to settle (no-op when already filed). */
export async function addPendingVehicleAuthorization(
  db: Executor,
  request: { userId: number; vehicleId: number; recommenderId: number | null; requestedAt: Date },
): Promise<void> {
  await db.insert(pendingVehicleAuthorizations).values(request).onConflictDoNothing();
}
