/**
 * Shared test support: an app built like production (buildApp) on a database shared by every test
 * of this process, with a store and providers of its own.
 *
 * One database per test process: PGlite costs seconds to start, so it is created lazily once, from a
 * migrated data-folder dump cached in the temp folder (keyed by the migrations' hash), and tests
 * isolate themselves with resetDatabase(). With TEST_DATABASE_URL the process instead creates its
 * own PostgreSQL database on that server (dropped on exit; scripts/run-server-tests.ts also sweeps
 * its run's databases), so parallel test processes never share rows.
 *
 * PGlite has a single connection: never call the outer `db` inside a `db.transaction()` callback
 * (use the `tx` you were handed) — the outer call waits for the transaction, which waits for it:
 * the test hangs for ever instead of failing.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { after } from 'node:test';
import { buildApp } from '../src/app';
import { DEFAULT_BANNER_GROUP, DEFAULT_MONEY_CONFIG, type AppConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { TEMPLATE_FOLDER, migrationsHash } from '../../scripts/embedded-template';
import { seedReferenceData } from '../src/db/reference';
import type { Db } from '../src/db/types';
import { createMemoryStore } from '../src/kv/memory';
import { createRedisStore } from '../src/kv/redis';
import type { ShortLivedStore } from '../src/kv/store';
import { createProviders } from '../src/providers';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** A configuration for tests: no ports, no files, a random token secret, no PWA export. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const scratch = path.join(os.tmpdir(), `toll-freight-test-${process.pid}`);
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: scratch,
    databaseUrl: null,
    redisUrl: null,
    demo: false,
    tokenSecret: randomBytes(32).toString('base64url'),
    pwaDir: path.join(scratch, 'no-pwa-export'),
    pwaSubpath: null,
    trustProxy: false,
    simulators: true,
    logLevel: 'silent',
    // The local bank settles at once and the gateway's notifications come quickly; no background jobs (tests run them).
    money: { ...DEFAULT_MONEY_CONFIG, bankSettleMs: 0, gatewayFirstDelayMs: 20, gatewayDuplicateRate: 0, jobsEveryMs: 0 },
    // Off: a suite resets the database between tests without telling the cache; the market cache's
    // own tests turn it on.
    marketCacheMs: 0,
    shopCacheMs: 0,
    // Off for the same reason (suites change sessions and identities in the database directly); the grant cache's own tests turn it on.
    grantCacheMs: 0,
    coupon: { signingSecret: randomBytes(32).toString('base64url'), bannerGroup: DEFAULT_BANNER_GROUP },
    // The ETC issuer takes no step by itself (tests call its `step`) and sends each notification once, at once.
    etc: { issuerKey: null, issuerTimeScale: 0, issuerDuplicateRate: 0, issuerFirstDelayMs: 0 },
    ...overrides,
  };
}

export interface TestAppOptions {
  /** A pino logger (or options) when a test reads the log; silent otherwise. */
  logger?: boolean | object;
  /** Extra routes (test-only endpoints), mounted before the app is made ready. */
  routes?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The app as production builds it, on this process's shared test database, with a fresh store
 * (memory, or Redis under a private key prefix when TEST_REDIS_URL is set) and the local providers.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { db } = await testDatabase();
  const kv = await testStore();
  const deps: AppDeps = { config, db, kv, providers: createProviders(config, db) };
  try {
    const app = await buildApp(deps, { logger: options.logger ?? false });
    await options.routes?.(app);
    await app.ready();
    return {
      app,
      deps,
      async close() {
        await app.close();
        await kv.close();
      },
    };
  } catch (error) {
    await kv.close();
    throw error;
  }
}

/** A store of its own: memory, or Redis under a key prefix only this store uses. */
export async function testStore(): Promise<ShortLivedStore> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return createMemoryStore();
  return createRedisStore(url, { keyPrefix: `test:${process.pid}:${randomBytes(4).toString('hex')}:`, dropKeysOnClose: true });
}

let shared: Promise<Database> | null = null;
let dropOnClose: (() => Promise<void>) | null = null;

// Registered at import, so it hangs off the root test: it runs once, after the file's last test.
// PGlite must be closed (one loaded from a dump keeps the process alive otherwise), and the
// PostgreSQL test database dropped.
after(closeTestDatabase);

/** Closes (and on PostgreSQL drops) this process's test database; the root hook calls it. */
export async function closeTestDatabase(): Promise<void> {
  if (!shared) return;
  const database = await shared.catch(() => null);
  shared = null;
  await database?.close().catch(() => {});
  await dropOnClose?.();
  dropOnClose = null;
}

/** This process's test database, created (migrated, reference data seeded) on first use. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database = process.env.TEST_DATABASE_URL
      ? await openPostgresTestDatabase(process.env.TEST_DATABASE_URL)
      : await openPgliteTestDatabase();
    await seedReferenceData(database.db);
    return database;
  })();
  return shared;
}

/**
 * Empties every table (not the migrations' bookkeeping, which lives in the `drizzle` schema) and
 * seeds the reference data again: each test starts from a freshly installed database.
 *
 * Only the tables a test left rows in, or whose id sequence it used, are emptied, and with DELETE
 * under `session_replication_role = replica` (no foreign-key or guard triggers fire) rather than
 * TRUNCATE: a test touches a handful of the ~80 tables, while TRUNCATE ... CASCADE of the reference
 * tables drags in every table that refers to them and swaps each one's files — 1.2 s per test on
 * PostgreSQL, about half of that pass. The tables left alone are empty, so nothing can dangle.
 */
export async function resetDatabase(): Promise<void> {
  const { db } = await testDatabase();
  const { tables, sequences } = await dirtyTables(db);
  if (tables.length > 0 || sequences.length > 0) {
    const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const table of tables) await tx.execute(sql.raw(`delete from ${quoted(table)}`));
      for (const sequence of sequences) await tx.execute(sql`select setval(${`"public"."${sequence.replaceAll('"', '""')}"`}::regclass, 1, false)`);
    });
  }
  await seedReferenceData(db);
}

/** Tables holding a row, and sequences that handed out a value since their last restart. */
async function dirtyTables(db: Db): Promise<{ tables: string[]; sequences: string[] }> {
  const tables = await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
  const quote = (name: string) => `'${name.replaceAll("'", "''")}'`;
  const holdingRows = tables
    .map(({ name }) => `select 'table' as kind, ${quote(name)} as name where exists (select 1 from "public"."${name.replaceAll('"', '""')}")`)
    .join(' union all ');
  // pg_sequences asks only real sequences for their last value (null: restarted or never used).
  const usedSequences = `select 'sequence' as kind, sequencename::text as name from pg_sequences
    where schemaname = 'public' and last_value is not null`;
  const dirty = await rows<{ kind: 'table' | 'sequence'; name: string }>(
    db,
    sql.raw(tables.length > 0 ? `${holdingRows} union all ${usedSequences}` : usedSequences),
  );
  return {
    tables: dirty.filter(({ kind }) => kind === 'table').map(({ name }) => name),
    sequences: dirty.filter(({ kind }) => kind === 'sequence').map(({ name }) => name),
  };
}

/** Rows of a raw query on either driver (PGlite and pg both answer `{rows}`). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The JSON body of an injected response. */
export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

async function openPgliteTestDatabase(): Promise<Database> {
  const dumpFile = path.join(TEMPLATE_FOLDER, `${await migrationsHash()}.tgz`);
  if (existsSync(dumpFile)) {
    try {
      return await openPglite({ loadDataDir: new Blob([await readFile(dumpFile)]) });
    } catch {
      // A torn or incompatible dump: build a fresh one below.
    }
  }
  const database = await openPglite();
  const dump = await database.dumpDataDir!();
  await mkdir(path.dirname(dumpFile), { recursive: true });
  // Written aside and renamed: parallel test processes never read a half-written dump.
  const partial = `${dumpFile}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
  return database;
}

/** A database of this process's own on the test server, dropped after the last test. */
async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const name = `${process.env.TEST_DB_PREFIX ?? 'test_'}${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  dropOnClose = async () => {
    await connectionsGone(serverUrl, name);
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`).catch(() => {});
  };
  return openPostgres(url.toString(), { max: 4 });
}

/**
 * Waits (up to 5 s) until the server has no connection left to the database. pg's `pool.end()`
 * resolves once it has let go of its clients, not once their connections have closed: a
 * `drop ... with (force)` at that moment terminates them, and a terminated client with no error
 * listener left fails the test file with an uncaught "terminating connection due to administrator command".
 */
async function connectionsGone(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const { rows: [open] } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (open.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

/** Runs one statement on the server's own database (create/drop database cannot run elsewhere). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
