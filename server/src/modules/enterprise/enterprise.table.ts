import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { STAFF_ACTIONS, STAFF_PERMISSIONS, STAFF_ROLES } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';

/**
 * People working for an enterprise besides its manager: dispatchers and person managers, each
 * with the permissions the manager opened (release goods, dispatch). Removal sets `removedAt`;
 * the row stays for the history. A user is active staff of one enterprise at most once (partial
 * unique index); after a removal they may be added again as a new row.
 */
export const enterpriseStaff = pgTable(
  'enterprise_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    role: varchar('role', { length: 16, enum: STAFF_ROLES }).notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('enterprise_staff_role_known', oneOf(t.role, STAFF_ROLES)),
    check(
      'enterprise_staff_permissions_known',
      sql`${t.permissions} <@ array[${sql.raw(STAFF_PERMISSIONS.map((p) => `'${p}'`).join(', '))}]::text[]`,
    ),
    uniqueIndex('enterprise_staff_active_unique').on(t.enterpriseId, t.userId).where(sql`${t.removedAt} is null`),
    index('enterprise_staff_user_idx').on(t.userId),
  ],
);

/** Every change of a staff member: who did what, which fields from/to, when. Append-only. */
export const enterpriseStaffChanges = pgTable(
  'enterprise_staff_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => enterpriseStaff.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 20, enum: STAFF_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: string; to: string }>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [check('enterprise_staff_changes_action_known', oneOf(t.action, STAFF_ACTIONS)), index('enterprise_staff_changes_staff_idx').on(t.staffId, t.at)],
);
