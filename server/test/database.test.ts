import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, openPostgres, type Database } from '../src/db/client';
import { loadDemoData, registerDemoSeed } from '../src/db/demo';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock';
import { registerReferenceSeed, seedReferenceData } from '../src/db/reference';
import { demoSeeds } from '../src/db/seeds.table';
import { onServer, resetDatabase, rows, testDatabase } from './helpers';

const journal = async () =>
  JSON.parse(await readFile(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };

/** Migrations apply on a fresh database, and a second time change nothing. */
async function assertMigrationsIdempotent(open: () => Promise<Database>) {
  const first = await open();
  const tablesBefore = await rows<{ name: string }>(first.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  await first.close();
  const second = await open();
  try {
    const applied = await rows<{ n: number }>(second.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    assert.equal(applied[0].n, (await journal()).entries.length, 'each migration recorded once');
    const tablesAfter = await rows<{ name: string }>(second.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
    assert.deepEqual(tablesAfter, tablesBefore);
    assert.ok(tablesAfter.some(({ name }) => name === 'demo_seeds'));
  } finally {
    await second.close();
  }
}

describe('migrations', () => {
  it('apply on an embedded database, and again as a no-op after a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'migrate-'));
    try {
      await assertMigrationsIdempotent(() => openDatabase({ databaseUrl: null, dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('apply on PostgreSQL, and again as a no-op', { skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set' }, async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `${process.env.TEST_DB_PREFIX ?? 'test_'}migrate_${randomBytes(3).toString('hex')}`;
    await onServer(server, `create database "${name}"`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      await assertMigrationsIdempotent(() => openPostgres(url.toString()));
    } finally {
      await onServer(server, `drop database if exists "${name}" with (force)`);
    }
  });

  it('load cube and earthdistance: Hangzhou to near Shanghai is about 147 km', async () => {
    const { db } = await testDatabase();
    const [{ metres }] = await rows<{ metres: number }>(db, sql`select earth_distance(ll_to_earth(30, 120), ll_to_earth(31, 121)) as metres`);
    assert.ok(Math.abs(Number(metres) - 146_940) < 100, `distance ${metres}`);
  });
});

describe('demo and reference seeds', () => {
  let demoRuns = 0;
  let referenceRuns = 0;
  // The seed lists belong to the process: the test server files that run after this one in the
  // same worker (scripts/run-server-tests.ts) must not meet these seeds.
  let unregister: (() => void)[] = [];
  before(() => {
    unregister = [
      registerDemoSeed('test-demo-counter', async (tx) => {
        demoRuns += 1;
        await tx.execute(sql`select 1`);
      }),
      registerDemoSeed('test-demo-failing', async () => {
        throw new Error('seed broke');
      }),
      registerReferenceSeed('test-reference-counter', async () => {
        referenceRuns += 1;
      }),
    ];
  });
  beforeEach(() => resetDatabase());
  after(async () => {
    for (const remove of unregister) remove();
    await resetDatabase();
  });

  it('names of seeds are unique', () => {
    assert.throws(() => registerDemoSeed('test-demo-counter', async () => {}), /registered twice/);
  });

  it('runs a demo seed once per database, across restarts, and records it', async () => {
    const { db } = await testDatabase();
    await assert.rejects(loadDemoData(db), /seed broke/);
    const runsAfterFirst = demoRuns;
    assert.equal(runsAfterFirst, 1);
    const recorded = (await db.select().from(demoSeeds)).map((row) => row.name);
    assert.ok(recorded.includes('test-demo-counter'));
    assert.ok(!recorded.includes('test-demo-failing'), 'a failed seed is not recorded, so the next start retries it');

    await assert.rejects(loadDemoData(db), /seed broke/);
    assert.equal(demoRuns, runsAfterFirst, 'a recorded seed does not run again');
  });

  it('runs reference seeds on every start', async () => {
    const { db } = await testDatabase();
    const before = referenceRuns;
    await seedReferenceData(db);
    await seedReferenceData(db);
    assert.equal(referenceRuns, before + 2);
  });
});

describe('data folder lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second holder with a message that says what to do', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      await assert.rejects(acquireDataDirLock(dataDir), (error: unknown) => {
        assert.ok(error instanceof DataDirLockedError);
        assert.match(error.message, /in use by another server process \(pid \d+\)/);
        assert.match(error.message, /DATA_DIR/);
        return true;
      });
    } finally {
      await lock.release();
    }
    assert.equal(existsSync(lock.path), false);
    const again = await acquireDataDirLock(dataDir);
    await again.release();
  });

  it('refuses while another live process holds it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, '.lock'), JSON.stringify({ pid: child.pid, startedAt: null, token: 'x' }));
      await assert.rejects(acquireDataDirLock(dataDir), new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.on('exit', resolve));
    await writeFile(path.join(dataDir, '.lock'), JSON.stringify({ pid: child.pid, startedAt: null, token: 'dead' }));
    const lock = await acquireDataDirLock(dataDir);
    assert.equal(JSON.parse(await readFile(lock.path, 'utf8')).pid, process.pid);
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to a different process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      // Same pid, but a start time that is not the running process's: the pid was reused.
      await writeFile(path.join(dataDir, '.lock'), JSON.stringify({ pid: child.pid, startedAt: '1', token: 'old' }));
      const lock = await acquireDataDirLock(dataDir);
      await lock.release();
    } finally {
      child.kill();
    }
  });

  it('takes over a torn lock file', async () => {
    await writeFile(path.join(dataDir, '.lock'), '{"pid": 12');
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it('does not remove a lock that is no longer its own', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await writeFile(lock.path, JSON.stringify({ pid: process.pid, startedAt: null, token: 'successor' }));
    await lock.release();
    assert.equal(existsSync(lock.path), true);
  });
});
