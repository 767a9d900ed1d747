import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FLEET_MEMBERSHIP_END_REASONS } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { users } from '../user/user.table';

/**
 * Fleets (docs/fleets.md). One fleet per captain, enforced by the unique captain. Fleets are not
 * dissolved (no call does it yet), so rows are never deleted.
 */
export const fleets = pgTable(
  'fleets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 30 }).notNull(),
    region: varchar('region', { length: 60 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fleets_one_per_captain').on(t.captainId),
    check('fleets_name_length', sql`char_length(${t.name}) >= 2`),
    check('fleets_region_length', sql`char_length(${t.region}) >= 2`),
  ],
);

/**
 * Memberships, one row per stay in a fleet: joined (when, through whose invitation), and once it
 * ends, when, why (left / removed) and by whom. Rows are never deleted, and an ended row is never
 * reopened: rejoining is a new row, so the history reads as it happened. A user is a current
 * member of at most one fleet (partial unique index on open rows).
 */
export const fleetMemberships = pgTable(
  'fleet_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fleetId: integer('fleet_id')
      .notNull()
      .references(() => fleets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The captain whose invitation the member accepted. */
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 16, enum: FLEET_MEMBERSHIP_END_REASONS }),
    endedBy: integer('ended_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('fleet_memberships_one_open_per_user').on(t.userId).where(sql`${t.endedAt} is null`),
    index('fleet_memberships_fleet_idx').on(t.fleetId, t.endedAt, t.joinedAt),
    check('fleet_memberships_end_reason_known', oneOf(t.endReason, FLEET_MEMBERSHIP_END_REASONS)),
    // An ended membership says when, why and by whom; an open one says none of it.
    check(
      'fleet_memberships_end_complete',
      sql`(${t.endedAt} is null) = (${t.endReason} is null) and (${t.endedAt} is null) = (${t.endedBy} is null)`,
    ),
    check('fleet_memberships_end_after_join', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.joinedAt}`),
    // Leaving is by the member; removal by someone else (the captain).
    check(
      'fleet_memberships_end_actor',
      sql`${t.endReason} is null or (${t.endReason} = 'left') = (${t.endedBy} = ${t.userId})`,
    ),
  ],
);
