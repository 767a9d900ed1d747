/**
 * `npm start` for real: server/src/main.ts as a child process on the embedded database
 * (SKIP_BUILD=1: the export is not needed to serve the API). Ports 8081-8089 are this suite's.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { DEMO_USERS } from '../src/modules/user/user.demo';
import { DEMO_FLEET_MEMBERS } from '../src/modules/fleet/fleet.demo';
import { rows } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
// A first start migrates and loads the whole demo set (market, waybills, wallets): ~75 s was seen on a busy 2-core machine.
const START_LIMIT_MS = 240_000;

interface Server {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function startServer(port: number, dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', TOKEN_SECRET: '', DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilReady(port: number, server: Server): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${START_LIMIT_MS} ms:\n${server.output()}`);
}

async function stop(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('npm start (server/src/main.ts)', () => {
  let dataDir: string;
  const running: Server[] = [];
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-'));
  });
  after(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves, refuses a second process on the same data folder, and stops cleanly on SIGTERM', async () => {
    const first = startServer(8081, dataDir);
    running.push(first);
    await waitUntilReady(8081, first);
    assert.deepEqual(await (await fetch('http://127.0.0.1:8081/healthz')).json(), { status: 'ok' });
    assert.match(first.output(), /generated a development token secret/);
    assert.match(first.output(), /demo data loaded/);
    assert.ok(existsSync(path.join(dataDir, '.lock')));

    const second = startServer(8082, dataDir);
    running.push(second);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /is in use by another server process \(pid \d+\)/);

    assert.equal(await stop(first), 0);
    assert.match(first.output(), /stopped/);
    assert.equal(existsSync(path.join(dataDir, '.lock')), false, 'the lock is released');
  });

  it('restarts on the same data folder without loading the demo data twice', async () => {
    const again = startServer(8084, dataDir);
    running.push(again);
    await waitUntilReady(8084, again);
    assert.match(again.output(), /demo data already present/);
    assert.match(again.output(), /using the development token secret/);
    assert.equal(await stop(again), 0);

    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const seeds = await rows<{ name: string }>(database.db, sql`select name from demo_seeds`);
      assert.deepEqual(seeds.map(({ name }) => name).sort(), ['demo-brigade', 'demo-circle', 'demo-content', 'demo-coupons', 'demo-fleet', 'demo-freight', 'demo-market', 'demo-operator', 'demo-station', 'demo-users']);
      const users = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from users where is_demo`);
      const stations = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from stations`);
      // The demo users, the demo operator and the demo fleet's members, once each.
      // + the station's second collector and a collector at every other station (waybill.station-demo.ts),
      // the demo shop's administrator and waiter (coupon.demo.ts).
      assert.equal(users[0].n, DEMO_USERS.length + 1 + DEMO_FLEET_MEMBERS.length + 1 + (stations[0].n - 1) + 2);
    } finally {
      await database.close();
    }
  });
});
