import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { appVersions } from './app.table';

export type AppVersionRow = typeof appVersions.$inferSelect;
export type NewAppVersion = typeof appVersions.$inferInsert;

/** The newest release published for a platform. */
export async function findLatestVersion(db: Executor, platform: string): Promise<AppVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.versionCode))
    .limit(1);
  return row;
}

/** Adds releases that are not there yet (same platform and code); existing ones are left as they are. */
export async function insertMissingVersions(db: Executor, versions: NewAppVersion[]): Promise<void> {
  if (versions.length === 0) return;
  await db.insert(appVersions).values(versions).onConflictDoNothing();
}
