/**
 * A migrated embedded database made once per set of migrations and copied where a test or a bench
 * needs a fresh one. Migrating a new PGlite takes 15-25 s on a loaded 2-core machine; every browser
 * test file and several server tests start the real server on a fresh data folder, so each paid it.
 * A copy of a migrated folder is the same database the server would have made (the server still
 * runs the migrations, finds them applied, then seeds its reference and demo data as on any start).
 *
 * What a first start on an empty folder does is still tested as such: server/test/start.test.ts
 * starts `npm start` on an empty folder.
 *
 * Kept in the temp folder, keyed by the migrations' hash (and PGlite's version): a change to either
 * makes a new template; stale ones are never read.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, embeddedDataDir, openPglite } from '../server/src/db/client';

/** Where templates and dumps of the migrated database are cached. */
export const TEMPLATE_FOLDER = path.join(os.tmpdir(), 'toll-freight-test-db');

/** A hash of the migrations and PGlite's version: what decides whether a cached database still fits. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry lives in dist/, one folder below the root.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(entry), '..', 'package.json');
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version);
  const walk = async (dir: string): Promise<void> => {
    for (const item of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) await walk(full);
      else hash.update(item.name).update(await readFile(full));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template's folder, made (by migrating a new PGlite on disk) when missing. */
async function templateDataDir(): Promise<string> {
  const template = path.join(TEMPLATE_FOLDER, `${await migrationsHash()}-pgdata`);
  if (existsSync(template)) return template;
  await mkdir(TEMPLATE_FOLDER, { recursive: true });
  // Made aside and renamed: a parallel process never copies a half-made folder.
  const partial = `${template}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  const database = await openPglite({ dataDir: partial });
  await database.close();
  try {
    await rename(partial, template);
  } catch (error) {
    // Another process renamed its own first: use that one.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/**
 * Fills `dataDir` (the server's DATA_DIR, which must not hold a database yet) with a migrated
 * embedded database, where the server looks for it.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const pgdata = embeddedDataDir(dataDir);
  if (existsSync(pgdata)) throw new Error(`${pgdata} already holds a database`);
  await mkdir(dataDir, { recursive: true });
  await cp(await templateDataDir(), pgdata, { recursive: true });
}
