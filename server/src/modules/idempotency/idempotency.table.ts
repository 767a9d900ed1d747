import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, timestamp, varchar, integer } from 'drizzle-orm/pg-core';
import { users } from '../user/user.table';

/**
 * Idempotency keys of calls that must apply once: field actions and money (kept at least 7 days): the first successful answer of each
 * (user, key), with the call and a hash of its body, so a replay answers it again and the same key
 * with another body is refused (422).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    call: varchar('call', { length: 40 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    check('idempotency_keys_kept_a_week', sql`${t.expiresAt} >= ${t.createdAt} + interval '7 days'`),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
  ],
);
