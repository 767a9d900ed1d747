import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Demo seeds that have run on this database (db/demo.ts). A row makes a restart skip the seed, so
 * demo rows are created once and never duplicated; deleting the row lets the seed run again.
 */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
