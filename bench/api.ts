/**
 * `npm run bench:api` (a benchmark, not a test). Starts the API in-process on PGlite in a temp
 * folder, and again on PostgreSQL when DATABASE_URL is set (it writes a bench user there), signs a
 * user in the way the client does (device token, SMS code read from the development endpoint,
 * SMS sign-in), then loads with autocannon, 50 connections for BENCH_SECONDS (default 10) each:
 * a bare Fastify hello route (the ceiling on this machine), GET /app/api/user/info signed in, and
 * (PGlite only) the market's first page, todaySourceOfGoodsList as a tourist, over
 * BENCH_MARKET_SOURCES (default 10,000) open goods sources.
 * The API logs as `npm start` does (pino at LOG_LEVEL, default info), into /dev/null: the lines
 * are made, only not written anywhere. Prints req/s and p99 per target and the ratio to the bare
 * route. Ports 8085-8087.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedReferenceData } from '../server/src/db/reference';
import { openStore } from '../server/src/kv';
import { createProviders } from '../server/src/providers';
import { fillGoodsSources } from './goods-data';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MARKET_SOURCES = Number(process.env.BENCH_MARKET_SOURCES ?? 10_000);
const HOST = '127.0.0.1';
const PORTS = { bare: 8085, pglite: 8086, postgres: 8087 };

interface Row {
  target: string;
  result: AutocannonResult;
}

async function measure(target: string, url: string, headers?: Record<string, string>): Promise<Row> {
  process.stderr.write(`measuring ${target} for ${SECONDS} s ...\n`);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target}: ${result.non2xx} non-2xx answers and ${result.errors} errors: the figures would be meaningless`);
  }
  return { target, result };
}

async function benchBare(): Promise<Row> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: PORTS.bare, host: HOST });
  try {
    return await measure('bare Fastify GET /hello', `http://${HOST}:${PORTS.bare}/hello`);
  } finally {
    await app.close();
  }
}

/** Calls the API the way the client does, unwrapping the envelope. */
async function call(base: string, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await res.json()) as { code: unknown; data: any; msg: string };
  if (res.status !== 200) throw new Error(`${method} ${url}: HTTP ${res.status} ${envelope.msg}`);
  return envelope.data;
}

async function signIn(base: string): Promise<{ userToken: string; deviceToken: string }> {
  const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const device = await call(base, 'POST', '/appserver/authentication/device', {
    body: { serialNo: `bench-${randomBytes(4).toString('hex')}`, os: 'H5', grant_type: 'custom_device' },
  });
  await call(base, 'GET', `/appserver/api/sms/send/${mobile}?type=login`, { token: device.token });
  const sms = await call(base, 'GET', `/appserver/dev/sms/${mobile}`);
  const signedIn = await call(base, 'POST', '/appserver/authentication/mobile', {
    body: { mobile, smsCode: sms.code, deviceToken: device.token, grant_type: 'custom_sms' },
  });
  return { userToken: signedIn.userToken, deviceToken: device.token };
}

async function benchApp(label: string, port: number, databaseUrl: string | null): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  const config = loadConfig(
    {
      NODE_ENV: 'development', // the development SMS endpoint is how the bench reads its code
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: process.env.REDIS_URL ?? '',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? '',
      DEMO: '0',
    },
    () => {},
  );
  const database = await openDatabase(config);
  const kv = await openStore(config);
  const log = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: true }));
  // The local SMS simulator logs each code to stdout: quiet it, it would interleave with the table.
  const providers = createProviders({ ...config, logLevel: 'warn' }, database.db);
  const app = await buildApp({ config, db: database.db, kv, providers }, { logger: log });
  try {
    await seedReferenceData(database.db);
    await app.listen({ port, host: HOST });
    const base = `http://${HOST}:${port}`;
    const { userToken, deviceToken } = await signIn(base);
    // The headers a browser client sends on this call (compression is offered, as browsers do).
    const headers = { authorization: `Bearer ${userToken}`, 'accept-encoding': 'gzip, deflate, br' };
    const userInfo = await measure(`GET /app/api/user/info on ${label}`, `${base}/app/api/user/info`, headers);
    // The market's first page as a tourist sees it, over MARKET_SOURCES open goods sources (on the
    // throw-away embedded database only: they are not written into a real PostgreSQL).
    if (databaseUrl) return [userInfo];
    await fillGoodsSources(database.db, MARKET_SOURCES);
    const market = await measure(
      `GET /logistics/api/todaySourceOfGoodsList (tourist, ${MARKET_SOURCES.toLocaleString('en')} sources) on ${label}`,
      `${base}/logistics/api/todaySourceOfGoodsList?current=1&size=20`,
      { authorization: `Bearer ${deviceToken}`, 'accept-encoding': 'gzip, deflate, br' },
    );
    return [userInfo, market];
  } finally {
    await app.close();
    await kv.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const bare = rows[0].result.requests.average;
  const width = Math.max(...rows.map((row) => row.target.length));
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}, ${os.cpus().length} CPUs`);
  console.log(`${'target'.padEnd(width)}  ${'req/s'.padStart(9)}  ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}`);
  for (const { target, result } of rows) {
    const ratio = result.requests.average / bare;
    console.log(
      `${target.padEnd(width)}  ${result.requests.average.toFixed(0).padStart(9)}  ${String(result.latency.p99).padStart(7)}  ${ratio.toFixed(2).padStart(7)}`,
    );
  }
}

async function main(): Promise<void> {
  const rows = [await benchBare(), ...(await benchApp('PGlite', PORTS.pglite, null))];
  if (process.env.DATABASE_URL) rows.push(...(await benchApp('PostgreSQL', PORTS.postgres, process.env.DATABASE_URL)));
  else process.stderr.write('DATABASE_URL is not set: PostgreSQL skipped\n');
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
