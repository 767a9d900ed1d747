/**
 * Support for the scale tests (not a test itself): two API nodes on one PostgreSQL database and one
 * Redis, behind nginx from Debian's packages, as docs/scale.md describes; and calling contract
 * endpoints over HTTP the way the client does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { SERVICE_PREFIX, endpoints, fillPath, type Endpoint } from '@/lib/contract';
import { startServer } from '../../../bench/serve';
import { openPostgres, type Database } from '../../src/db/client';

export const PG_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A Redis database of its own (emptied at the start): the nodes' shared short-lived store. */
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const DATABASE = 'freight_scale';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Cluster {
  /** The load balancer: what phones and the payment gateway talk to. */
  lb: string;
  nodes: [string, string];
  db: Database;
  gatewayKey: string;
  stop(): Promise<void>;
}

/** Why the cluster cannot run here, or null when it can (PostgreSQL, Redis and nginx answer). */
export async function missingPieces(): Promise<string | null> {
  if (spawnSync(NGINX, ['-v']).status !== 0) return `nginx is not installed (${NGINX}): apt-get install nginx-light`;
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `PostgreSQL does not answer at ${PG_URL}`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.quit();
  } catch {
    redis.disconnect();
    return `Redis does not answer at ${REDIS_URL}`;
  }
  return null;
}

/** Two nodes (ports base+1, base+2) behind nginx (port base), on a fresh database and an empty Redis database. */
export async function startCluster(base: number): Promise<Cluster> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();

  const lb = `http://127.0.0.1:${base}`;
  const gatewayKey = randomBytes(32).toString('hex');
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_GATEWAY_KEY: gatewayKey,
    // The gateway notifies through the load balancer, as a real one reaches the platform.
    PAYMENT_NOTIFY_BASE_URL: lb,
    TRUST_PROXY: '1',
    DEMO: '0',
    BANK_SIM_SETTLE_MS: '0',
    LOG_LEVEL: 'warn',
  };
  // One after the other: the second finds the migrations applied (they run under an advisory lock anyway).
  const first = await startServer({ port: base + 1, env });
  const second = await startServer({ port: base + 2, env });
  const nginx = startNginx(base, [base + 1, base + 2]);
  const db = await openPostgres(url.toString());
  await waitFor(`${lb}/readyz`);
  return {
    lb,
    nodes: [first.url, second.url],
    db,
    gatewayKey,
    async stop() {
      nginx.kill('SIGQUIT');
      await Promise.all([first.stop(), second.stop()]);
      await db.close();
      await admin.query(`drop database if exists ${DATABASE}`).catch(() => {});
      await admin.end();
    },
  };
}

function startNginx(port: number, upstreams: number[]): ChildProcess {
  const prefix = mkdtempSync(join(tmpdir(), 'tf-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream api { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  return spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
}

async function waitFor(url: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface HttpResult {
  status: number;
  body: { code: string | number; data: any; msg: string; errors?: { field: string; message: string }[] };
}

/** Calls a contract endpoint over HTTP at `base`; `ip` is what the load balancer would forward. */
export async function http(
  base: string,
  endpoint: Endpoint,
  options: { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; token?: string; logisticsToken?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const url = new URL(SERVICE_PREFIX[endpoint.service] + fillPath(endpoint.path, options.params), base);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.logisticsToken) headers['logistics-authorization'] = `Bearer ${options.logisticsToken}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(url, { method: endpoint.method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: HttpResult['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { code: '', data: null, msg: text };
  }
  return { status: response.status, body };
}

export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let phoneCounter = 0;
const phoneBlock = randomInt(1000, 9999);
export const freshPhone = () => `139${phoneBlock}${String((phoneCounter += 1)).padStart(4, '0')}`;

export interface Session {
  phone: string;
  userToken: string;
  logisticsToken: string;
  userId: number;
}

/** Signs a phone in at `node` (code sent and read back there: the local SMS log is per process). */
export async function signIn(node: string, phone = freshPhone()): Promise<Session> {
  const ip = freshIp();
  const device = await http(node, endpoints.auth.device, { body: { serialNo: `scale-${randomInt(1e9)}`, os: 'H5', grant_type: 'custom_device' }, ip });
  const token = device.body.data.token as string;
  const sent = await http(node, endpoints.auth.smsSend, { params: { phone }, query: { type: 'login' }, token, ip });
  if (sent.status !== 200) throw new Error(`sms send: ${JSON.stringify(sent.body)}`);
  const code = (await http(node, endpoints.app.devLastSms, { params: { phone } })).body.data.code;
  const signed = await http(node, endpoints.auth.mobile, { body: { mobile: phone, smsCode: code, deviceToken: token, grant_type: 'custom_sms' }, ip });
  if (signed.status !== 200) throw new Error(`sign-in: ${JSON.stringify(signed.body)}`);
  const info = await http(node, endpoints.user.info, { token: signed.body.data.userToken });
  return { phone, ...signed.body.data, userId: info.body.data.userId };
}
