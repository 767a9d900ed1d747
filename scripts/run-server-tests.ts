/**
 * `npm run test:server`: every `server/**\/*.test.ts`, each file in its own process (Node 20's test
 * runner has no glob and no isolation flag), on PGlite; then, when TEST_DATABASE_URL is set, the
 * whole set again on that PostgreSQL server. Each test process creates its own database there
 * (server/test/helpers.ts) named with this run's prefix; the run drops whatever is left of them.
 *
 * Arguments narrow the set: `npm run test:server -- server/test/platform.test.ts auth`
 * runs the files whose path contains any of the words.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = 2;

interface Pass {
  label: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The files that take longest (about a minute each: the authorization matrix and the fuzz suite
 * cross every module) start first. The runner starts files in the order given, CONCURRENCY at a
 * time; started last, they ran alone at the end of each pass while the other slot stood idle.
 */
const SLOWEST = ['server/test/authz-matrix.test.ts', 'server/test/fuzz.test.ts'];
function longestFirst(a: string, b: string): number {
  const rank = (file: string) => {
    const at = SLOWEST.indexOf(file.split(path.sep).join('/'));
    return at < 0 ? SLOWEST.length : at;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

function testFiles(filters: string[]): string[] {
  const files = readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join('server', file))
    .sort(longestFirst);
  return filters.length === 0 ? files : files.filter((file) => filters.some((word) => file.includes(word)));
}

function runPass(pass: Pass, files: string[]): Promise<number> {
  console.log(`\n=== server tests on ${pass.label}: ${files.length} files ===`);
  const args = ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, '--test-reporter=spec', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: pass.env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Drops the databases test processes of this run created and could not drop themselves (a crash). */
async function sweepDatabases(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    if (rows.length > 0) console.log(`dropped ${rows.length} leftover test database(s)`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const files = testFiles(process.argv.slice(2));
  if (files.length === 0) {
    console.error('no server test files match');
    return 1;
  }
  const { TEST_DATABASE_URL: databaseUrl, ...inherited } = process.env;
  const base: NodeJS.ProcessEnv = { ...inherited, NODE_ENV: 'test' as const };
  const results: { label: string; code: number; minutes: number }[] = [];
  /** Runs a pass and notes its wall time: the summary says which engine's pass dominates CI. */
  const timed = async (label: string, pass: () => Promise<number>) => {
    const began = Date.now();
    const code = await pass();
    results.push({ label, code, minutes: (Date.now() - began) / 60_000 });
  };

  await timed('PGlite', () => runPass({ label: 'PGlite (embedded)', env: base }, files));

  if (databaseUrl) {
    const prefix = `test_${randomBytes(3).toString('hex')}_`;
    try {
      const env = { ...base, TEST_DATABASE_URL: databaseUrl, TEST_DB_PREFIX: prefix };
      await timed('PostgreSQL', () => runPass({ label: `PostgreSQL (${redact(databaseUrl)})`, env }, files));
    } finally {
      await sweepDatabases(databaseUrl, prefix);
    }
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped');
  }

  console.log('\n=== summary ===');
  for (const { label, code, minutes } of results) console.log(`${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes.toFixed(1)} min`);
  return results.every(({ code }) => code === 0) ? 0 : 1;
}

/** The URL without its password, for the log. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
