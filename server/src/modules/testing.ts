/**
 * Test support for the module suites (not a test itself): the suite's app and hooks
 * (useModuleSuite), calling contract endpoints through `app.inject`, a movable clock, fresh phone
 * numbers and client addresses, row counts for "stored data unchanged" checks, and the sign-in
 * flow as a client performs it.
 */
import { randomInt } from 'node:crypto';
import { after, afterEach, before, beforeEach, mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVICE_PREFIX, endpoints, fillPath, type Endpoint, type FieldError } from '@/lib/contract';
import { createTestApp, resetDatabase, type TestApp, type TestAppOptions } from '../../test/helpers';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { AppDeps } from '../deps';
import { captchaAnswers } from './auth/captcha.image';
import { resetClock, setClock } from './clock';

export interface ModuleSuiteOptions extends TestAppOptions {
  /** Configuration the suite's app differs from the test default in. */
  config?: Partial<AppConfig>;
  /** Empty the database before each test (default true); off where tests only add rows of their own. */
  reset?: boolean;
  /** Rows every test of the file starts from, added after each reset (e.g. the published app versions). */
  seed?: (deps: AppDeps) => Promise<void>;
  /** Give each test a movable clock on a day of its own (`suite.clock`), and the real one back after. */
  clock?: boolean;
  /** Watch captcha drawing for the whole file, so tests can read the answers (`suite.captchas`). */
  captchas?: boolean;
}

export interface ModuleSuite {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  readonly clock: TestClock;
  readonly captchas: CaptchaWatch;
}

/**
 * Registers a test file's hooks: the app built once for the file (closed after its last test), the
 * database reset (and seeded) before each test, and the clock and captcha watch when asked for.
 * Call it at the top of the file (or of a describe, to scope the hooks there); read the members
 * inside tests and hooks only: they exist once the file's `before` has run.
 */
export function useModuleSuite(options: ModuleSuiteOptions = {}): ModuleSuite {
  let testApp: TestApp | undefined;
  let clock: TestClock | undefined;
  let captchas: CaptchaWatch | undefined;

  before(async () => {
    testApp = await createTestApp(options.config, options);
    if (options.captchas) captchas = watchCaptchas();
  });
  after(async () => {
    captchas?.restore();
    await testApp?.close();
  });
  if (options.reset ?? true) {
    beforeEach(async () => {
      await resetDatabase();
      await options.seed?.(ready(testApp, 'app').deps);
    });
  }
  if (options.clock) {
    beforeEach(() => {
      clock = useTestClock();
    });
    afterEach(() => clock?.restore());
  }

  return {
    get app() {
      return ready(testApp, 'app').app;
    },
    get deps() {
      return ready(testApp, 'deps').deps;
    },
    get clock() {
      return ready(clock, 'clock (useModuleSuite({ clock: true }))');
    },
    get captchas() {
      return ready(captchas, 'captchas (useModuleSuite({ captchas: true }))');
    },
  };
}

/** A suite member, or a clear failure when a test reads one it did not ask for or too early. */
function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`suite.${name} is not set up: read it inside a test or hook`);
  return value;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as `Logistics-Authorization: Bearer <token>`. */
  logisticsToken?: string;
  /** The client address the server sees. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Record<string, unknown>;
  body: { code: string | number; data: any; msg: string; error?: string; params?: Record<string, string | number>; errors?: FieldError[] };
  text: string;
  /** The answer's bytes, for calls that answer a picture or a file. */
  bytes: Buffer;
}

/** Calls a contract endpoint the way the client does. */
export async function call(app: FastifyInstance, endpoint: Endpoint, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.logisticsToken) headers['logistics-authorization'] = `Bearer ${options.logisticsToken}`;
  const response = await app.inject({
    method: endpoint.method,
    url: SERVICE_PREFIX[endpoint.service] + fillPath(endpoint.path, options.params),
    query: options.query
      ? Object.fromEntries(Object.entries(options.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))
      : undefined,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  let body: CallResult['body'];
  try {
    body = response.json();
  } catch {
    body = { code: '', data: null, msg: '' };
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body, bytes: response.rawPayload };
}

/** A mobile number no other test in this process uses (random block, so shared stores don't collide). */
const phoneBlock = randomInt(1000, 9999);
let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  return `139${phoneBlock}${String(phoneCounter).padStart(4, '0')}`;
}

/** A client address of its own, so per-IP limits of one test don't touch another's. */
export function freshIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface TestClock {
  now(): number;
  advance(ms: number): void;
  restore(): void;
}

/**
 * Puts the module clock on a random day (so day-window counters of a shared store never
 * collide between runs) and lets the test move it.
 */
function useTestClock(): TestClock {
  let current = Date.UTC(2030, 0, 1) + randomInt(0, 20_000) * 86_400_000 + 10 * 3_600_000;
  setClock(() => current);
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    restore: resetClock,
  };
}

/** Rows per table, to show a refused request changed nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['users', 'user_identities', 'devices', 'auth_sessions', 'refresh_tokens', 'pending_vehicle_authorizations'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0].n;
  }
  return counts;
}

/** A tourist device token for a new installation (on a phone of its own: new devices are limited per address). */
export async function deviceToken(app: FastifyInstance, os = 'H5'): Promise<string> {
  const result = await call(app, endpoints.auth.device, {
    body: { serialNo: `serial-${randomInt(1e9)}`, os, grant_type: 'custom_device' },
    ip: freshIp(),
  });
  if (result.status !== 200) throw new Error(`device token: ${result.text}`);
  return result.body.data.token;
}

/** Sends a code to `phone` and reads it back from the development endpoint. */
export async function requestCode(
  app: FastifyInstance,
  phone: string,
  options: { type?: string; token?: string; ip?: string } = {},
): Promise<string> {
  const token = options.token ?? (await deviceToken(app));
  const sent = await call(app, endpoints.auth.smsSend, {
    params: { phone },
    query: { type: options.type ?? 'login' },
    token,
    ip: options.ip ?? freshIp(),
  });
  if (sent.status !== 200) throw new Error(`sms send: ${sent.text}`);
  const dev = await call(app, endpoints.app.devLastSms, { params: { phone } });
  return dev.body.data.code;
}

/** Signs `phone` in through the app flow (device token, SMS code, sign-in) and answers the tokens. */
export async function signIn(app: FastifyInstance, phone = freshPhone()) {
  const device = await deviceToken(app);
  const smsCode = await requestCode(app, phone, { token: device });
  const result = await call(app, endpoints.auth.mobile, {
    body: { mobile: phone, smsCode, deviceToken: device, grant_type: 'custom_sms' },
  });
  if (result.status !== 200) throw new Error(`sign-in: ${result.text}`);
  return { phone, device, ...(result.body.data as {
    userToken: string;
    logisticsToken: string;
    userRefreshToken: string;
    logisticsRefreshToken: string;
  }) };
}

/**
 * Watches captcha drawing so a test can read the answer of the image it just loaded, the way a
 * person reads the picture (answers are stored only as hashes).
 */
function watchCaptchas() {
  const spy = mock.method(captchaAnswers, 'next');
  return {
    lastAnswer(): string {
      const last = spy.mock.calls.at(-1);
      if (!last?.result) throw new Error('no captcha was drawn');
      return last.result;
    },
    restore: () => spy.mock.restore(),
  };
}

export type CaptchaWatch = ReturnType<typeof watchCaptchas>;

/** Loads a captcha for `phone` and answers it right, leaving the phone "captcha passed". */
export async function passCaptcha(app: FastifyInstance, captchas: CaptchaWatch, phone: string, token: string) {
  const image = await call(app, endpoints.auth.captcha, { query: { phone } });
  if (image.status !== 200) throw new Error(`captcha: ${image.text}`);
  const checked = await call(app, endpoints.auth.checkCaptcha, { body: { phone, captcha: captchas.lastAnswer() }, token });
  if (checked.status !== 200) throw new Error(`check captcha: ${checked.text}`);
}
