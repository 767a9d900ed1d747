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
