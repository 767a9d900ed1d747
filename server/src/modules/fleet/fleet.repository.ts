import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { certifications, realNameDetails } from '../identity/identity.table';
import { users } from '../user/user.table';
import { fleetMemberships, fleets } from './fleet.table';

export type FleetRow = typeof fleets.$inferSelect;
export type MembershipRow = typeof fleetMemberships.$inferSelect;
export type EndReason = NonNullable<MembershipRow['endReason']>;

/** The approved real name of the user in `userId` (their nickname if none, which fleet rules never let happen). */
function personName(userId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((
    select ${realNameDetails.name} from ${realNameDetails}
    inner join ${certifications} on ${certifications.id} = ${realNameDetails.certificationId}
    where ${certifications.userId} = ${userId} and ${certifications.kind} = 'realName' and ${certifications.status} = 'approved'
    limit 1
  ), (select ${users.nickname} from ${users} where ${users.id} = ${userId}))`;
}

/**
 * Serialises every membership change of one user (applying as captain, joining, leaving, being
 * removed) until the transaction ends, so "a captain is nobody's member" and "one fleet at a time"
 * hold however requests interleave; the unique indexes back the second rule up.
 */
export async function lockFleetUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`fleet-user:${userId}`}))`);
}

export async function insertFleet(db: Executor, row: typeof fleets.$inferInsert): Promise<FleetRow> {
  const [inserted] = await db.insert(fleets).values(row).returning();
  return inserted;
}

export async function findFleetById(db: Executor, fleetId: number): Promise<FleetRow | undefined> {
  const [row] = await db.select().from(fleets).where(eq(fleets.id, fleetId)).limit(1);
  return row;
}

export async function findFleetsByCaptain(db: Executor, captainId: number): Promise<FleetRow[]> {
  return db.select().from(fleets).where(eq(fleets.captainId, captainId)).orderBy(asc(fleets.id));
}

/** Fleets with their captain's name and current member count, in the order of `fleetIds`. */
export async function findFleetViews(db: Executor, fleetIds: number[]) {
  if (fleetIds.length === 0) return [];
  const rows = await db
    .select({
      fleet: fleets,
      captainName: personName(fleets.captainId),
      memberCount: sql<number>`(select count(*)::int from ${fleetMemberships} where ${fleetMemberships.fleetId} = ${fleets.id} and ${fleetMemberships.endedAt} is null)`,
    })
    .from(fleets)
    // The join (which always matches) also makes drizzle qualify every column, which the
    // correlated subqueries above need: unqualified, "id" would mean the inner table's.
    .innerJoin(users, eq(users.id, fleets.captainId))
    .where(inArray(fleets.id, fleetIds));
  const byId = new Map(rows.map((row) => [row.fleet.id, row]));
  return fleetIds.flatMap((id) => byId.get(id) ?? []);
}
export type FleetView = Awaited<ReturnType<typeof findFleetViews>>[number];

/** The user's open membership (any fleet), if any. */
export async function findOpenMembership(db: Executor, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(fleetMemberships)
    .where(and(eq(fleetMemberships.userId, userId), isNull(fleetMemberships.endedAt)))
    .limit(1);
  return row;
}

export async function insertMembership(db: Executor, row: typeof fleetMemberships.$inferInsert): Promise<MembershipRow> {
  const [inserted] = await db.insert(fleetMemberships).values(row).returning();
  return inserted;
}

/** Ends an open membership; answers nothing when it had already ended. */
export async function endMembership(
  db: Executor,
  id: number,
  end: { endedAt: Date; endReason: EndReason; endedBy: number },
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(fleetMemberships)
    .set(end)
    .where(and(eq(fleetMemberships.id, id), isNull(fleetMemberships.endedAt)))
    .returning();
  return row;
}

/** Current (open) or former (ended) memberships of a fleet, a page of them and how many in all. */
export async function findMembers(db: Executor, fleetId: number, state: 'current' | 'former', offset: number, limit: number) {
  const where = and(
    eq(fleetMemberships.fleetId, fleetId),
    state === 'current' ? isNull(fleetMemberships.endedAt) : isNotNull(fleetMemberships.endedAt),
  );
  const records = await db
    .select({ membership: fleetMemberships, name: personName(fleetMemberships.userId), mobile: users.mobile })
    .from(fleetMemberships)
    .innerJoin(users, eq(users.id, fleetMemberships.userId))
    .where(where)
    .orderBy(
      state === 'current' ? asc(fleetMemberships.joinedAt) : desc(fleetMemberships.endedAt),
      asc(fleetMemberships.id),
    )
    .offset(offset)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(fleetMemberships).where(where);
  return { records, total };
}
