import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Db } from './types';

/** Applied from code: the drizzle-kit CLI cannot load PGlite's extensions. */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Contrib extensions the migrations create (0000_extensions); PGlite must have them loaded. */
export const PGLITE_EXTENSIONS = { cube, earthdistance };

/** Any number will do as long as nothing else in the database uses it for an advisory lock. */
const MIGRATION_LOCK_KEY = 7_361_402_915;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball (loadable with `openPglite({loadDataDir})`). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Opens the database the configuration names and brings it up to the latest migration:
 * PostgreSQL through `pg` when DATABASE_URL is set, PGlite in DATA_DIR/pgdata otherwise
 * (the caller holds the DATA_DIR lock: PGlite has none of its own).
 */
/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // PGlite creates its own folder but not the folders above it.
  await mkdir(config.dataDir, { recursive: true });
  return openPglite({ dataDir: embeddedDataDir(config.dataDir) });
}

/**
 * A PGlite database, on disk (`dataDir`), in memory, or in memory from a data-folder dump
 * (`loadDataDir`: how tests skip initdb), migrated.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** A PostgreSQL pool, migrated under an advisory lock so API nodes starting together take turns. */
export async function openPostgres(url: string, poolOptions: pg.PoolConfig = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...poolOptions });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
