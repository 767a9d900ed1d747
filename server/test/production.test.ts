/**
 * What NODE_ENV=production refuses (issue 13): the local simulators without ALLOW_SIMULATORS=1,
 * their pages without that flag, SMS codes in the log, missing secrets. The start-up checks run
 * `npm start` for real (server/src/main.ts as a child process, port 8201 of this suite's range).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpoints, SERVICE_PREFIX, fillPath } from '@/lib/contract';
import { buildApp } from '../src/app';
import { createProviders } from '../src/providers';
import { LOCAL_PAY_PAGE_PREFIX } from '../src/providers/payment/local';
import { LOCAL_ESIGN_PAGE_PREFIX } from '../src/providers/esign/local';
import { createMemoryStore } from '../src/kv/memory';
import { testConfig, testDatabase } from './helpers';
import { migratedDataDir } from '../../scripts/embedded-template';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PRODUCTION_TEST_PORT ?? 8201);
const START_LIMIT_MS = 90_000;
const SECRETS = {
  TOKEN_SECRET: randomBytes(32).toString('base64url'),
  PAYMENT_GATEWAY_KEY: randomBytes(32).toString('hex'),
  COUPON_SIGNING_SECRET: randomBytes(32).toString('base64url'),
};

let dataDir: string;
before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'production-'));
  // Migrated already (a copy): what is tested is what production refuses and allows.
  await migratedDataDir(dataDir);
});
after(() => rm(dataDir, { recursive: true, force: true }));

/** `npm start` with NODE_ENV=production and `env`; resolves once it listens or exits. */
async function startProduction(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_BUILD: '1',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      TOKEN_SECRET: '',
      PAYMENT_GATEWAY_KEY: '',
      COUPON_SIGNING_SECRET: '',
      ALLOW_SIMULATORS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_LIMIT_MS;
  let listening = false;
  while (Date.now() < deadline && child.exitCode === null) {
    listening = await fetch(`http://127.0.0.1:${PORT}/readyz`).then((r) => r.ok, () => false);
    if (listening) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    listening,
    exitCode: child.exitCode,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('NODE_ENV=production', () => {
  it('refuses to start on the simulators without ALLOW_SIMULATORS=1, naming what is missing', async () => {
    const server = await startProduction(SECRETS);
    try {
      assert.equal(server.listening, false, `it served:\n${server.output()}`);
      assert.equal(server.exitCode, 1);
      assert.match(server.output(), /ALLOW_SIMULATORS=1/);
      assert.match(server.output(), /SMS gateway/);
      assert.match(server.output(), /payment gateway/);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start without its secrets, naming each', async () => {
    const server = await startProduction({ ALLOW_SIMULATORS: '1' });
    try {
      assert.equal(server.listening, false);
      assert.equal(server.exitCode, 1);
      assert.match(server.output(), /TOKEN_SECRET is required/);
      assert.match(server.output(), /PAYMENT_GATEWAY_KEY is required/);
      assert.match(server.output(), /COUPON_SIGNING_SECRET is required/);
    } finally {
      await server.stop();
    }
  });

  it('with ALLOW_SIMULATORS=1 starts, says so loudly, and never logs an SMS code', async () => {
    const server = await startProduction({ ...SECRETS, ALLOW_SIMULATORS: '1' });
    try {
      assert.ok(server.listening, server.output());
      assert.match(server.output(), /"level":40.*ALLOW_SIMULATORS=1/);
      const base = `http://127.0.0.1:${PORT}`;
      const url = (e: (typeof endpoints.auth)[keyof typeof endpoints.auth], params?: Record<string, string>) => base + SERVICE_PREFIX[e.service] + fillPath(e.path, params);
      const device = await fetch(url(endpoints.auth.device), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ serialNo: `prod-${randomInt(1e9)}`, os: 'H5', grant_type: 'custom_device' }),
      }).then((r) => r.json());
      const phone = `139${randomInt(1e7, 1e8)}`;
      const sent = await fetch(`${url(endpoints.auth.smsSend, { phone })}?type=login`, { headers: { authorization: `Bearer ${device.data.token}` } });
      assert.equal(sent.status, 200, await sent.text());
      await new Promise((resolve) => setTimeout(resolve, 300));
      const smsLines = server.output().split('\n').filter((line) => line.includes(phone));
      assert.ok(smsLines.length > 0, 'the send is logged');
      for (const line of smsLines) assert.doesNotMatch(line, /\b\d{6}\b/, line);
      const dev = await fetch(base + SERVICE_PREFIX.appserver + fillPath(endpoints.app.devLastSms.path, { phone }));
      assert.equal(dev.status, 404);
    } finally {
      await server.stop();
    }
  });

  it('never mounts a simulator page (cashier, e-sign) unless the simulators are allowed', async () => {
    const { db } = await testDatabase();
    // Local providers handed to a production app that was not told to allow them.
    const kv = createMemoryStore();
    const app = await buildApp({ config: testConfig({ env: 'production', simulators: false }), db, kv, providers: createProviders(testConfig(), db) });
    try {
      await app.ready();
      const pages = app.routeTable.filter((r) => r.url.startsWith(LOCAL_PAY_PAGE_PREFIX) || r.url.startsWith(LOCAL_ESIGN_PAGE_PREFIX));
      assert.deepEqual(pages, []);
      const cashier = await app.inject({ method: 'POST', url: `${LOCAL_PAY_PAGE_PREFIX}T1`, payload: { action: 'pay' } });
      assert.equal(cashier.statusCode, 404);
      assert.doesNotMatch(cashier.body, /No such order/);
    } finally {
      await app.close();
      await kv.close();
    }
    // The same app allowed to run them has them (the trial setup).
    const allowed = await buildApp({ config: testConfig({ env: 'production', simulators: true }), db, kv: createMemoryStore(), providers: createProviders(testConfig(), db) });
    try {
      assert.ok(allowed.routeTable.some((r) => r.url.startsWith(LOCAL_PAY_PAGE_PREFIX)));
    } finally {
      await allowed.close();
    }
  });
});
