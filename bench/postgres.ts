import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/src/db/client';

/**
 * Runs `run` on a fresh, migrated PostgreSQL database `name` created beside the one `url` names,
 * and drops it afterwards: a benchmark never writes into a database that holds anything else.
 */
export async function onThrowawayPostgres(url: string, name: string, run: (database: Database) => Promise<void>): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    const database = await openPostgres(benchUrl.toString(), { max: 40 });
    try {
      await run(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`).catch(() => {});
    await admin.end();
  }
}

/**
 * Runs a benchmark on the engines BENCH_ENGINES names (default both): the embedded PGlite, and
 * PostgreSQL in a throwaway database `name` when BENCH_DATABASE_URL names a server.
 */
export async function onEachEngine(name: string, bench: (label: string, database: Database) => Promise<void>): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const pglite = await openPglite();
    try {
      await bench('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (engines.includes('postgres') && url) await onThrowawayPostgres(url, name, (database) => bench('PostgreSQL', database));
}

/**
 * The ceiling a write benchmark is judged against, measured in the same run because the machine is
 * shared: `workers` workers committing a one-row insert each (BEGIN, INSERT, COMMIT: a durable
 * commit and the fewest round trips a movement can take) for `ms` milliseconds; answers commits/s.
 */
export async function commitCeiling({ db }: Database, workers: number, ms: number): Promise<number> {
  await db.execute(sql`create table bench_commits (n int)`);
  let commits = 0;
  const until = performance.now() + ms;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into bench_commits values (1)`);
        });
        commits += 1;
      }
    }),
  );
  await db.execute(sql`drop table bench_commits`);
  return commits / ((performance.now() - began) / 1000);
}

/** The `p`th percentile of ascending `sorted` values (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
