import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { PLATFORMS } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { users } from '../user/user.table';

export const SESSION_KINDS = ['user', 'logistics'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const SESSION_REVOKE_REASONS = ['logout', 'refresh_reuse'] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

/** Installations that asked for a tourist token; the same serial number keeps its device id. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serialNo: varchar('serial_no', { length: 128 }).notNull(),
    os: varchar('os', { length: 16 }).notNull(),
    /** The user who last signed in on this device. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_serial_os_unique').on(t.serialNo, t.os),
    check('devices_os_known', oneOf(t.os, PLATFORMS)),
  ],
);

/**
 * One sign-in. Holds two refresh-token families (user and logistics); revoking the session
 * (logout, refresh-token reuse) invalidates both families and every access token issued from them.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 16 }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    check('auth_sessions_revoke_reason_known', oneOf(t.revokedReason, SESSION_REVOKE_REASONS)),
    check(
      'auth_sessions_revoked_with_reason',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
  ],
);

/**
 * Refresh tokens, one row per issued token (by its jti). A family is (session, kind): each token
 * is used once and `replaced_by` points at its successor; access tokens name the refresh token
 * they were issued with, so revoking that row revokes them too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_session_kind_idx').on(t.sessionId, t.kind),
    check('refresh_tokens_kind_known', oneOf(t.kind, SESSION_KINDS)),
    check('refresh_tokens_expiry_after_issue', sql`${t.expiresAt} > ${t.issuedAt}`),
    check('refresh_tokens_rotated_has_successor', sql`(${t.rotatedAt} is null) = (${t.replacedBy} is null)`),
  ],
);
