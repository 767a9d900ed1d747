/**
 * `npm run test:server`: every `server/**\/*.test.ts` on PGlite; then, when TEST_DATABASE_URL is set,
 * the whole set again on that PostgreSQL server.
 *
 * Each pass shares the files between two worker processes (server/test/run-files.ts), which run
 * their share one file after another, each file in a suite of its own on a database emptied before
 * it. A process per file (Node 20's test runner has no other isolation) spent more than a third of
 * the PGlite pass starting: 6.1 → 2.8 min on PGlite, ~5 → 2.2 min on PostgreSQL (bench/README.md,
 * session 14).
 * On PostgreSQL each worker creates its own database named with this run's prefix
 * (server/test/helpers.ts); the run drops whatever is left of them.
 *
 * Arguments narrow the set: `npm run test:server -- server/test/platform.test.ts auth`
 * runs the files whose path contains any of the words.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runMain } from './run-main';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The CI machine has two cores. */
const WORKERS = 2;
/** A worker still running after this long is stopped and its files counted as failed. */
const WORKER_TIMEOUT_MS = 25 * 60_000;
/** How server/test/run-files.ts marks the end of a file (shown as it comes; the rest at the worker's end). */
const FILE_DONE = '▶ done';

interface Pass {
  label: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Seconds the slowest files take on PGlite (measured 2026-12-03), to share the files evenly between
 * the workers; any other file counts as TYPICAL_SECONDS. Only the balance depends on these.
 */
const SLOW_FILES: Record<string, number> = {
  'server/test/authz-matrix.test.ts': 36,
  'server/test/fuzz.test.ts': 30,
  'server/test/start.test.ts': 18,
  'server/src/modules/identity/operator.test.ts': 15,
  'server/src/modules/coupon/coupon.test.ts': 14,
  'server/src/modules/waybill/waybill.grab.test.ts': 14,
  'server/test/production.test.ts': 12,
  'server/test/demo.test.ts': 12,
  'server/src/modules/brigade/brigade.orders.test.ts': 10,
  'server/test/database.test.ts': 8,
};
const TYPICAL_SECONDS = 3;
const secondsOf = (file: string) => SLOW_FILES[file.split(path.sep).join('/')] ?? TYPICAL_SECONDS;

/** The files shared between `workers` workers, slowest first, each to the least loaded one. */
function shares(files: string[], workers: number): string[][] {
  const loads = Array.from({ length: Math.min(workers, files.length) }, () => ({ seconds: 0, files: [] as string[] }));
  for (const file of [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || (a < b ? -1 : 1))) {
    const least = loads.reduce((min, load) => (load.seconds < min.seconds ? load : min));
    least.seconds += secondsOf(file);
    least.files.push(file);
  }
  return loads.map(({ files: share }) => share);
}

function testFiles(filters: string[]): string[] {
  const files = readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join('server', file));
  // No order here: shares() orders them, slowest first.
  return filters.length === 0 ? files : files.filter((file) => filters.some((word) => file.includes(word)));
}

async function runPass(pass: Pass, files: string[]): Promise<number> {
  const workers = shares(files, WORKERS);
  console.log(`\n=== server tests on ${pass.label}: ${files.length} files, ${workers.length} workers ===`);
  const codes = await Promise.all(workers.map((share, index) => runWorker(`${pass.label} ${index + 1}/${workers.length}`, pass.env, share)));
  return codes.every((code) => code === 0) ? 0 : 1;
}

/**
 * One worker process on its share of the files. Each file's end is printed as it comes; the
 * reporter's output (every test, failures with their stacks, the counts) when the worker ends, so
 * two workers' lines never interleave.
 */
function runWorker(label: string, env: NodeJS.ProcessEnv, files: string[]): Promise<number> {
  const args = ['--import', 'tsx', '--test-reporter=spec', 'server/test/run-files.ts', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    let partial = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith(FILE_DONE)) console.log(`[${label}] ${line}`);
    });
    const timer = setTimeout(() => {
      output.push(Buffer.from(`\n[${label}] still running after ${WORKER_TIMEOUT_MS / 60_000} min: stopped\n`));
      child.kill('SIGKILL');
    }, WORKER_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      console.log(`\n--- [${label}] ${files.length} files ---`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
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

runMain(main);
