/**
 * `npm run bench:api` (a benchmark, not a test): the request path against this machine's ceilings,
 * measured honestly. Three processes: the API started as `npm start` starts it (bench/serve.ts
 * startServer: server/src/main.ts, pino at LOG_LEVEL (default info), one access line per request,
 * written to a log file as a deployment writes it), the ceiling server (bench/ceilings.ts: a bare
 * Fastify route and a raw primary-key SELECT on the same database engine), and the load generator
 * (bench/load.ts: autocannon in a child process, CONNECTIONS connections for BENCH_SECONDS).
 *
 * Per engine (PGlite; PostgreSQL too with BENCH_DATABASE_URL, in a throwaway database
 * `freight_bench_api` beside it; BENCH_ENGINES picks), over a market that is empty, then holds
 * 10,000 and 1,000,000 open goods sources from the shared generator (loading today to six days ahead) (1,000,000: PostgreSQL by default; on PGlite
 * with BENCH_PGLITE_MILLION=1, the fill takes minutes there; BENCH_POSTGRES_MILLION=0 skips it on
 * PostgreSQL for a quick run), it measures:
 * the ceilings, GET /app/api/user/info signed in, GET /logistics/api/waybillDetail/:id (the bench
 * driver's waybill) and the driver's first page of waybills (waybillListOfDriver), GET /logistics/api/sourceDetail/:id as a tourist and signed in (a signed-in
 * view is also recorded in the viewer's history), POST /logistics/api/releaseSource (a write: without a key, and with a new Idempotency-Key per request as the app sends it), and the market's first page
 * (todaySourceOfGoodsList) as a tourist and signed in at each size, plus at 1,000,000 once with one
 * connection (latency at low load). Every target runs BENCH_RUNS times (default 2); the table shows
 * the medians, and each target's req/s as a ratio of the bare route and of the primary-key route,
 * and the serving process's CPU time per answer (µs, from /proc on Linux) with the bare route's
 * CPU per answer over the target's (the ratio that a busy machine does not distort). Each API
 * target is also set beside the bare route answering that target's own bytes (its headers and
 * compressed body, read once and replayed by the ceiling server): sending a 3 KiB answer costs
 * this machine more than the hello route's whole request, so `/bytes` is the share of what the
 * framework can do with that answer that the target reaches.
 * Ports 8240 (API) and 8241 (ceilings).
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/src/db/client';
import { seedReferenceData } from '../server/src/db/reference';
import { nowDate } from '../server/src/modules/clock';
import { chinaToday } from '../server/src/modules/driver/driver.expiry';
import { insertCertification } from '../server/src/modules/identity/identity.repository';
import { addIdentity } from '../server/src/modules/user/user.repository';
import { insertVehicle } from '../server/src/modules/waybill/waybill.testing';
import { fillGoodsSources, rowsOf } from './goods-data';
import type { LoadOptions, LoadResult } from './load';
import { startServer } from './serve';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PORTS = { api: 8240, ceilings: 8241 };
const BENCH_DRIVER = { mobile: '13700000001', plate: '闽A12345' };
const PG_DATABASE = 'freight_bench_api';
const run = promisify(execFile);
/** On a shared, loaded machine a PGlite server can take minutes to migrate and listen. */
const START_LIMIT_MS = 300_000;

interface Row {
  target: string;
  result: LoadResult;
  /** CPU time the serving process spent per answer (user + system), µs; null where /proc is missing. */
  cpuUs: number | null;
  /** The bare route answering this target's own bytes, measured the same way (API targets only). */
  sameBytes?: Row;
}

const TICKS_PER_SECOND = 100;
/**
 * CPU time a process has used so far, in seconds (Linux /proc; null elsewhere). The serving
 * process's CPU per answer does not depend on what else the machine runs, where req/s does: on a
 * shared two-core machine the load generator and other work take cores from the server, and only
 * req/s ratios from the same run compare; µs of CPU per answer compare across runs too.
 */
async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /s, '').split(' ');
    // After "pid (comm) ": state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The median of each figure over RUNS runs of one load (the machine is shared: single runs are noise). */
async function measure(
  target: string,
  serverPid: number | undefined,
  options: Omit<LoadOptions, 'seconds' | 'connections'> & { connections?: number },
  ceilings?: { url: string; pid: number | undefined },
): Promise<Row> {
  const row = await measureLoad(target, serverPid, options);
  if (!ceilings) return row;
  // The target's answer as sent (still compressed), replayed by a bare route with the same load.
  const name = String(replayCount++);
  const answer = await rawAnswer(options);
  const stored = await fetch(`${ceilings.url}/replay/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }),
  });
  if (!stored.ok) throw new Error(`${target}: the ceiling server refused its bytes (${stored.status})`);
  const { method: _method, body: _body, ...get } = options;
  const sameBytes = await measureLoad(`${target}: bare route, same bytes`, ceilings.pid, { ...get, url: `${ceilings.url}/replay/${name}` });
  return { ...row, sameBytes };
}

let replayCount = 0;

/** Headers a replay must not copy: the connection's own, and the length Fastify sets for the bytes it sends. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of the target as it travels: its headers and its body still encoded (fetch would decode it). */
function rawAnswer(options: Pick<LoadOptions, 'url' | 'method' | 'headers' | 'body'>): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(options.url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers)) if (!CONNECTION_HEADERS.has(key) && value !== undefined) headers[key] = String(value);
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

async function measureLoad(
  target: string,
  serverPid: number | undefined,
  options: Omit<LoadOptions, 'seconds' | 'connections'> & { connections?: number },
): Promise<Row> {
  const results: LoadResult[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    process.stderr.write(`measuring ${target} (${i + 1}/${RUNS}) ...\n`);
    const load: LoadOptions = { connections: CONNECTIONS, seconds: SECONDS, ...options };
    const cpuBefore = await cpuSecondsOf(serverPid);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/load.ts', JSON.stringify(load)], { maxBuffer: 1 << 20 });
    const cpuAfter = await cpuSecondsOf(serverPid);
    const result = JSON.parse(stdout) as LoadResult;
    if (cpuBefore !== null && cpuAfter !== null && result.answered > 0) cpu.push(((cpuAfter - cpuBefore) * 1e6) / result.answered);
    if (result.non2xx > 0 || result.errors > 0) {
      const sample = await fetch(load.url, { method: load.method, headers: load.headers, body: load.body }).then((r) => r.text(), String);
      throw new Error(`${target}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statuses)}) and ${result.errors} errors, e.g. ${sample.slice(0, 300)}`);
    }
    results.push(result);
  }
  const median = (pick: (r: LoadResult) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const cpuUs = cpu.length === RUNS ? [...cpu].sort((a, b) => a - b)[Math.floor((RUNS - 1) / 2)] : null;
  return { target, result: { ...results[0], rps: median((r) => r.rps), p50: median((r) => r.p50), p99: median((r) => r.p99) }, cpuUs };
}

/** Calls the API the way the client does, unwrapping the envelope (a refusal throws). */
async function call(base: string, method: string, url: string, options: { body?: unknown; token?: string; logistics?: string } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.logistics ? { 'logistics-authorization': `Bearer ${options.logistics}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await res.json()) as { code: unknown; data: any; msg: string };
  if (res.status !== 200 || !['200', 'P00000', 0].includes(envelope.code as string)) throw new Error(`${method} ${url}: HTTP ${res.status} ${envelope.msg}`);
  return envelope.data;
}

interface Tokens {
  device: string;
  user: string;
  logistics: string;
}

/** Device token, SMS code from the development endpoint, SMS sign-in: as the client does it. */
async function signIn(base: string, mobile: string): Promise<Tokens> {
  const device = await call(base, 'POST', '/appserver/authentication/device', {
    body: { serialNo: `bench-${randomBytes(4).toString('hex')}`, os: 'H5', grant_type: 'custom_device' },
  });
  await call(base, 'GET', `/appserver/api/sms/send/${mobile}?type=login`, { token: device.token });
  const sms = await call(base, 'GET', `/appserver/dev/sms/${mobile}`);
  const signedIn = await call(base, 'POST', '/appserver/authentication/mobile', {
    body: { mobile, smsCode: sms.code, deviceToken: device.token, grant_type: 'custom_sms' },
  });
  return { device: device.token, user: signedIn.userToken, logistics: signedIn.logisticsToken };
}

/** The bench driver (driver and cargo owner, an approved vehicle) and one source for them to grab, loading tomorrow. */
async function seedBenchDriver(database: Database): Promise<void> {
  const { db } = database;
  await seedReferenceData(db);
  const ownerId = await fillGoodsSources(db, 0);
  await fillGoodsSources(db, 1);
  // The one source to grab loads tomorrow: today's market stays empty until the first fill.
  await db.execute(sql`update goods_sources set loading_date = ${tomorrow()}::date`);
  const at = nowDate();
  await db.execute(sql`insert into users (mobile, nickname, created_at) values (${BENCH_DRIVER.mobile}, 'bench driver', now())`);
  const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where mobile = ${BENCH_DRIVER.mobile}`));
  await insertCertification(db, { userId: id, kind: 'driver', status: 'approved', submittedAt: at, reviewedAt: at });
  await addIdentity(db, id, 'driver', at);
  await addIdentity(db, id, 'cargoOwner', at);
  await insertVehicle(db, id, BENCH_DRIVER.plate);
  if (ownerId === id) throw new Error('the bench driver must not own the goods they grab');
}

/** Where one engine's data lives between server runs: a PGlite data folder or a throwaway PostgreSQL database. */
interface Engine {
  label: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  ceilingEnv: Record<string, string>;
  million: boolean;
  dispose(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  const ceilingDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ceiling-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    ceilingEnv: { DATA_DIR: ceilingDir, DATABASE_URL: '' },
    open: () => openDatabase({ databaseUrl: null, dataDir }),
    million: process.env.BENCH_PGLITE_MILLION === '1',
    dispose: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await rm(ceilingDir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(url: string): Promise<Engine> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DATABASE}`);
  await admin.query(`create database ${PG_DATABASE}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${PG_DATABASE}`;
  const databaseUrl = benchUrl.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    ceilingEnv: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: '' }),
    million: process.env.BENCH_POSTGRES_MILLION !== '0',
    dispose: async () => {
      await admin.query(`drop database if exists ${PG_DATABASE}`).catch(() => {});
      await admin.end();
    },
  };
}

/** Opens the engine's database while no server holds it (PGlite: one process at a time), runs `work`, closes it. */
async function withDatabase(engine: Engine, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await engine.open();
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  const rows: Row[] = [];
  const logFile = path.join(os.tmpdir(), `bench-api-${process.pid}.log`);
  const tokenSecret = randomBytes(32).toString('base64url');
  const env = { ...engine.env, NODE_ENV: 'development', DEMO: '0', TOKEN_SECRET: tokenSecret, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', REDIS_URL: '' };
  await withDatabase(engine, seedBenchDriver);
  const ceilings = await startServer({ port: PORTS.ceilings, entry: 'bench/ceilings.ts', env: engine.ceilingEnv, startLimitMs: START_LIMIT_MS });
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  let tokens: Tokens | null = null;
  let filled = 0;
  try {
    const sizes = [0, 10_000, ...(engine.million ? [1_000_000] : [])];
    for (const size of sizes) {
      if (size > filled) {
        process.stderr.write(`filling ${engine.label} to ${size.toLocaleString('en')} open sources loading today ...\n`);
        await withDatabase(engine, async (database) => {
          await fillGoodsSources(database.db, size - filled);
          // Settled as a deployment's table is: otherwise autovacuum's pass over the new rows races
          // the first target measured after the fill (a tourist's 10,000-source page once measured
          // 0.36 of the bare route and the signed-in one right after it 0.49).
          await database.db.execute(sql`vacuum (analyze) goods_sources`);
        });
        filled = size;
      }
      const server = await startServer({ port: PORTS.api, env, logFile, startLimitMs: START_LIMIT_MS });
      try {
        const base = server.url;
        const label = (what: string) => `${what} on ${engine.label}`;
        const measureTarget = (what: string, options: Parameters<typeof measure>[2]) =>
          measure(label(what), server.child.pid, options, { url: ceilings.url, pid: ceilings.child.pid });
        if (!tokens) {
          tokens = await signIn(base, BENCH_DRIVER.mobile);
          const [{ id: sourceId }] = (await call(base, 'GET', '/logistics/api/priorityGoods?current=1&size=1', { token: tokens.device })).records;
          const waybill = await call(base, 'POST', '/logistics/api/grabOrder', { logistics: tokens.logistics, body: { goodsSourceId: sourceId, carNumber: BENCH_DRIVER.plate } });
          const pkId = ((await (await fetch(`${ceilings.url}/pk-id`)).json()) as { id: number }).id;
          rows.push(await measure(label('ceiling: bare Fastify GET /hello'), ceilings.child.pid, { url: `${ceilings.url}/hello` }));
          rows.push(await measure(label('ceiling: raw primary-key SELECT'), ceilings.child.pid, { url: `${ceilings.url}/pk/${pkId}` }));
          rows.push(await measureTarget('GET /app/api/user/info', { url: `${base}/app/api/user/info`, headers: { ...gzip, authorization: `Bearer ${tokens.user}` } }));
          rows.push(
            await measureTarget('GET waybillDetail/:id', {
              url: `${base}/logistics/api/waybillDetail/${waybill.waybillId}`,
              headers: { ...gzip, 'logistics-authorization': `Bearer ${tokens.logistics}` },
            }),
          );
          rows.push(
            await measureTarget('GET waybillListOfDriver (first page)', {
              url: `${base}/logistics/api/waybillListOfDriver?current=1&size=20`,
              headers: { ...gzip, 'logistics-authorization': `Bearer ${tokens.logistics}` },
            }),
          );
          const sourceDetail = `${base}/logistics/api/sourceDetail/${sourceId}`;
          rows.push(await measureTarget('GET sourceDetail/:id, tourist', { url: sourceDetail, headers: { ...gzip, authorization: `Bearer ${tokens.device}` } }));
          rows.push(await measureTarget('GET sourceDetail/:id, signed in', { url: sourceDetail, headers: { ...gzip, authorization: `Bearer ${tokens.user}` } }));
          const release = {
            url: `${base}/logistics/api/releaseSource`,
            method: 'POST' as const,
            headers: { ...gzip, 'content-type': 'application/json', 'logistics-authorization': `Bearer ${tokens.logistics}` },
            body: JSON.stringify(releaseBody()),
          };
          rows.push(await measureTarget('POST releaseSource (a write)', release));
          // As the app sends it: each tap's own Idempotency-Key, claimed and its answer kept in the
          // same transaction as the release.
          rows.push(await measureTarget('POST releaseSource, own Idempotency-Key', { ...release, freshHeader: 'idempotency-key' }));
        }
        const market = `${base}/logistics/api/todaySourceOfGoodsList?current=1&size=20`;
        const sources = size === 0 ? 'empty market' : `${size.toLocaleString('en')} sources`;
        rows.push(await measureTarget(`market page, tourist, ${sources}`, { url: market, headers: { ...gzip, authorization: `Bearer ${tokens.device}` } }));
        rows.push(await measureTarget(`market page, signed in, ${sources}`, { url: market, headers: { ...gzip, authorization: `Bearer ${tokens.user}` } }));
        if (size >= 1_000_000) {
          rows.push(
            await measureTarget(`market page, tourist, ${sources}, 1 connection`, { url: market, connections: 1, headers: { ...gzip, authorization: `Bearer ${tokens.device}` } }),
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await ceilings.stop();
    await rm(logFile, { force: true });
  }
  return rows;
}

/** Tomorrow in China time (the market's calendar). */
function tomorrow(): string {
  return new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A release the bench driver may make, loading tomorrow (today's market stays as filled). */
function releaseBody() {
  return {
    origin: { name: '福州市仓山区', address: '福建省福州市仓山区金山大道 1 号', lng: 119.2621, lat: 26.0441, adCode: '350104' },
    destination: { name: '厦门市湖里区', address: '福建省厦门市湖里区枋湖路 9 号', lng: 118.1421, lat: 24.5119, adCode: '350206' },
    cargoType: 'general',
    weightKg: 12000,
    trucksNeeded: 1,
    vehicleLength: '9.6',
    vehicleType: 'H12',
    freightFen: 350000,
    loadingDate: tomorrow(),
    contactName: '陈货主',
    contactMobile: '13905910001',
  };
}

function printTable(engine: string, rows: Row[]): void {
  const ceiling = (what: string) => rows.find((r) => r.target.startsWith(`ceiling: ${what}`))!;
  const bare = ceiling('bare');
  const pk = ceiling('raw').result.rps;
  const width = Math.max(...rows.map((row) => row.target.length));
  const cpuCell = (row: Row) => (row.cpuUs === null ? '-' : row.cpuUs.toFixed(0));
  // CPU per answer of a bare route over the target's: the share of the bare route's rate the
  // target would reach with the server process alone on a core.
  const cpuRatio = (row: Row, of: Row | undefined) => (row.cpuUs === null || !of || of.cpuUs === null ? '-' : (of.cpuUs / row.cpuUs).toFixed(2));
  const sameBytes = (row: Row) => (row.sameBytes ? (row.result.rps / row.sameBytes.result.rps).toFixed(2) : '-');
  console.log(`\n${engine}: ${CONNECTIONS} connections unless said, ${SECONDS} s, median of ${RUNS} runs; node ${process.version}, ${os.cpus().length} CPUs, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'/bare'.padStart(5)}  ${'/pk'.padStart(5)}  ${'µs CPU'.padStart(6)}  ${'/bare CPU'.padStart(9)}  ${'/bytes'.padStart(6)}  ${'/bytes CPU'.padStart(10)}`,
  );
  for (const row of rows) {
    const { target, result } = row;
    console.log(
      `${target.padEnd(width)}  ${result.rps.toFixed(0).padStart(7)}  ${String(result.p50).padStart(6)}  ${String(result.p99).padStart(6)}  ${(result.rps / bare.result.rps).toFixed(2).padStart(5)}  ${(result.rps / pk).toFixed(2).padStart(5)}  ${cpuCell(row).padStart(6)}  ${cpuRatio(row, bare).padStart(9)}  ${sameBytes(row).padStart(6)}  ${cpuRatio(row, row.sameBytes).padStart(10)}`,
    );
  }
  console.log('/bytes: req/s over a bare route answering the same bytes (headers and compressed body) in the same run; /bytes CPU: its CPU per answer over the target\'s.');
}

async function main(): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const url = process.env.BENCH_DATABASE_URL;
  if (engines.includes('postgres') && !url) process.stderr.write('BENCH_DATABASE_URL is not set: PostgreSQL skipped\n');
  const tables: [string, Row[]][] = [];
  for (const make of [engines.includes('pglite') ? pgliteEngine : null, engines.includes('postgres') && url ? () => postgresEngine(url) : null]) {
    if (!make) continue;
    const engine = await make();
    try {
      tables.push([engine.label, (await benchEngine(engine)).map((r) => ({ ...r, target: r.target.replace(` on ${engine.label}`, '') }))]);
    } finally {
      await engine.dispose();
    }
  }
  for (const [engine, rows] of tables) printTable(engine, rows);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
