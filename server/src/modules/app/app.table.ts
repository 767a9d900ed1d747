import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PLATFORMS } from '@/lib/contract';
import { oneOf } from '../table-checks';

/** Published releases of the app per platform (reference data); the newest code is the current one. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    platform: varchar('platform', { length: 16 }).notNull(),
    versionName: varchar('version_name', { length: 32 }).notNull(),
    versionCode: integer('version_code').notNull(),
    /** Oldest version code still allowed; clients below it must update. */
    lastVersionCode: integer('last_version_code').notNull(),
    downloadUrl: text('download_url').notNull(),
    notes: text('notes').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('app_versions_platform_code_unique').on(t.platform, t.versionCode),
    check('app_versions_platform_known', oneOf(t.platform, PLATFORMS)),
    check('app_versions_codes_positive', sql`${t.versionCode} > 0 and ${t.lastVersionCode} > 0`),
    check('app_versions_minimum_not_ahead', sql`${t.lastVersionCode} <= ${t.versionCode}`),
  ],
);
