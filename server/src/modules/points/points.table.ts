import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { POINTS_REASONS } from '@/lib/contract/points';
import { oneOf } from '../table-checks';
import { users } from '../user/user.table';

/**
 * Points (docs/points.md): an append-only ledger like the money ledger (docs/money.md). Only
 * points.ledger.ts writes these tables, the entry and its account's new balance in one
 * transaction, so the balance always equals the sum of the account's entries.
 */

/** One account per user: the balance, never below zero (a CHECK, so no two spends can both take the last point). */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    /** Everything ever earned (positive entries), for the screens. */
    earnedTotal: integer('earned_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('points_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check('points_accounts_earned_not_negative', sql`${t.earnedTotal} >= 0`),
  ],
);

/**
 * Entries: inserted, never updated or deleted (a trigger refuses both; see the migration). A reward
 * applies once: (reason, ref) is unique, so the same invitee, waybill or check-in day finds the
 * first entry instead of adding another.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => pointsAccounts.userId),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 24, enum: POINTS_REASONS }).notNull(),
    /** What it was for: 'user:12' (an invitee), 'waybill:34', 'day:<user>:2026-11-26' (a check-in). */
    ref: varchar('ref', { length: 80 }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('points_entries_once').on(t.reason, t.ref),
    index('points_entries_history_idx').on(t.userId, t.id),
    check('points_entries_delta_not_zero', sql`${t.delta} <> 0`),
    check('points_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('points_entries_reason_known', oneOf(t.reason, POINTS_REASONS)),
  ],
);
