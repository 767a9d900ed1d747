import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { IDENTITY_TYPES } from '@/lib/contract';
import { oneOf } from '../table-checks';

/** Accounts. One per mobile number; created on the first SMS sign-in or registration. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    avatar: text('avatar'),
    /** The identity the user currently acts as; one of the identities they hold. */
    identityType: varchar('identity_type', { length: 32 }),
    /** Who invited this user (invitations and points); recorded only when the account is created. */
    recommenderId: integer('recommender_id').references((): AnyPgColumn => users.id),
    /** Real-name verification result; set by the identity issue's verification flow. */
    isVerified: boolean('is_verified').notNull().default(false),
    vLogo: text('v_logo'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_unique').on(t.mobile),
    index('users_recommender_idx').on(t.recommenderId),
    check('users_mobile_format', sql`${t.mobile} ~ '^1[3-9][0-9]{9}$'`),
    check('users_identity_type_known', oneOf(t.identityType, IDENTITY_TYPES)),
    check('users_not_own_recommender', sql`${t.recommenderId} <> ${t.id}`),
  ],
);

/** Identities a user holds: chosen ones (selectable) and granted ones (captain, staff, operator). */
export const userIdentities = pgTable(
  'user_identities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityType: varchar('identity_type', { length: 32 }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_identities_pk', columns: [t.userId, t.identityType] }),
    check('user_identities_type_known', oneOf(t.identityType, IDENTITY_TYPES)),
  ],
);

/**
 * Vehicles a user asked to be authorised for through a vehicle authorisation link. Not checked
 * against vehicles here: the vehicles issue validates and settles each request.
 */
export const pendingVehicleAuthorizations = pgTable(
  'pending_vehicle_authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    recommenderId: integer('recommender_id').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_vehicle_authorizations_user_vehicle_unique').on(t.userId, t.vehicleId),
    check('pending_vehicle_authorizations_vehicle_positive', sql`${t.vehicleId} > 0`),
  ],
);
