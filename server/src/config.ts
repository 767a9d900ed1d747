import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { SIMULATED_PROVIDERS } from './providers/simulated';

/**
 * Runtime configuration, read once from the environment (`loadConfig`). Secrets come from the
 * environment; development defaults are generated and clearly logged as such.
 */
export interface AppConfig {
  /**
   * NODE_ENV: 'production' hides development endpoints (e.g. the last SMS code), never logs an SMS
   * code, and refuses to start without its secrets or on the simulators unless told to.
   */
  env: 'development' | 'test' | 'production';
  port: number;
  /** HOST: the interface to listen on; loopback outside production, so a laptop's server is not on the network. */
  host: string;
  /** PGlite data folder and generated development secrets (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL through pg when set; PGlite in dataDir otherwise. */
  databaseUrl: string | null;
  /** Redis for short-lived shared state when set; memory otherwise. */
  redisUrl: string | null;
  /** Load the demo data set (embedded database only; DEMO=0 skips it). */
  demo: boolean;
  /** HMAC secret for tokens (TOKEN_SECRET; generated into dataDir in development). */
  tokenSecret: string;
  /** The exported PWA folder (out/) served at `/` and, when set, also at `pwaSubpath`. */
  pwaDir: string;
  pwaSubpath: string | null;
  /**
   * Behind a load balancer, which X-Forwarded-For hops to believe (TRUST_PROXY): false (none, the
   * default), the number of proxies in front (TRUST_PROXY=1: the address the one balancer
   * appended), or the proxies' addresses/CIDRs. Never every hop: the left-most is what the client wrote.
   */
  trustProxy: false | number | string[];
  /**
   * The local simulators stand in for the third parties (SMS, payment, bank, e-sign, ...). Always
   * in development and tests; in production only with ALLOW_SIMULATORS=1 (no vendor adapter exists yet).
   */
  simulators: boolean;
  /** The PWA's map tile template (NEXT_PUBLIC_MAP_TILE_URL, as at build time): its host is allowed by the CSP. */
  mapTileUrl?: string;
  logLevel: string;
  /** The money simulators and jobs (docs/money.md "Providers"). */
  money: MoneyConfig;
  /** How long a node serves a market page from memory (MARKET_CACHE_MS, default 1000; 0: never). docs/goods.md "Market cache". */
  marketCacheMs: number;
  /** How long a node serves a shop catalogue answer from memory (SHOP_CACHE_MS, default 1000; 0: never). docs/brigade.md "Catalogue cache". */
  shopCacheMs: number;
  /**
   * How long a lone node (no REDIS_URL) remembers an access grant between changing requests
   * (GRANT_CACHE_MS, default 1000; 0: never; always 0 with REDIS_URL). auth.grant-cache.ts.
   */
  grantCacheMs: number;
  /** Coupons and activities (docs/coupons.md). */
  coupon: CouponConfig;
  /** The ETC issuer (docs/etc.md); DEFAULT_ETC_CONFIG when absent. */
  etc?: EtcConfig;
}

export interface EtcConfig {
  /** HMAC key the ETC issuer signs notifications with (ETC_ISSUER_KEY); the local issuer derives one from the token secret when unset. */
  issuerKey: string | null;
  /** ETC_ISSUER_TIME_SCALE: the local issuer's review delays multiplier (1: ~30 s from submit to shipped; 0: no automatic steps). */
  issuerTimeScale: number;
  /** ETC_ISSUER_DUPLICATE_RATE: share of notifications the local issuer sends twice. */
  issuerDuplicateRate: number;
  /** ETC_ISSUER_FIRST_DELAY_MS: a notification of the local issuer waits up to this (so close steps arrive in any order). */
  issuerFirstDelayMs: number;
}

/** The ETC settings a development server starts from. */
export const DEFAULT_ETC_CONFIG: EtcConfig = { issuerKey: null, issuerTimeScale: 1, issuerDuplicateRate: 0.2, issuerFirstDelayMs: 1500 };

export interface CouponConfig {
  /**
   * The seed of the Ed25519 key that signs coupon QR payloads (COUPON_SIGNING_SECRET). Required in
   * production; elsewhere a fixed derivation from the token secret, so every node of one
   * deployment signs with the same key and any of them verifies any QR.
   */
  signingSecret: string;
  /** The banner group whose activities the banner strip shows (ACTIVITY_BANNER_GROUP, default 'homeBanner'). */
  bannerGroup: string;
}

export interface MoneyConfig {
  /**
   * HMAC key the payment gateway signs notifications with (PAYMENT_GATEWAY_KEY). Required in
   * production; elsewhere it defaults to a key derived from the token secret, which only the local
   * gateway shares. A real gateway needs its merchant key here.
   */
  gatewayKey: string | null;
  /** Where the local gateway POSTs notifications (PAYMENT_NOTIFY_BASE_URL, e.g. the load balancer); in-process when unset. */
  notifyBaseUrl: string | null;
  /** PAYMENT_SIM_TIME_SCALE: the local gateway's retry schedule multiplier (0.01: 24 h in ~14 min). */
  gatewayTimeScale: number;
  /** PAYMENT_SIM_DUPLICATE_RATE: share of notifications the local gateway sends twice. */
  gatewayDuplicateRate: number;
  /** PAYMENT_SIM_FIRST_DELAY_MS: the local gateway's first notification waits up to this. */
  gatewayFirstDelayMs: number;
  /** BANK_SIM_SETTLE_MS: how long the local bank takes to settle a cash-out. */
  bankSettleMs: number;
  /** BANK_SIM_FAILURE_RATE: share of cash-outs the local bank fails at random. */
  bankFailureRate: number;
  /** MONEY_JOBS_EVERY_MS: how often a node polls the gateway and the bank for answers that did not come (0: never). */
  jobsEveryMs: number;
}

/** The money settings a test or a development server starts from. */
export const DEFAULT_MONEY_CONFIG: MoneyConfig = {
  gatewayKey: null,
  notifyBaseUrl: null,
  gatewayTimeScale: 0.01,
  gatewayDuplicateRate: 0.1,
  gatewayFirstDelayMs: 1000,
  bankSettleMs: 5000,
  bankFailureRate: 0,
  jobsEveryMs: 2000,
};

/** A configuration the process must not start with; main.ts prints the message and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** HS256 wants at least 256 bits of key; shorter production secrets are refused. */
const MIN_SECRET_LENGTH = 32;
/** More proxies than this in a chain is a typo, not a network. */
const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's address form. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const DEV_SECRET_FILE = 'dev-token-secret';
const ENVIRONMENTS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from `env`. Throws ConfigError on a value the server cannot run with
 * (bad port, production without TOKEN_SECRET, ...). `warn` receives notices a person must see,
 * such as the use of a generated development secret.
 */
export function loadConfig(env: Env = process.env, warn: (message: string) => void = console.warn): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  if (!(ENVIRONMENTS as readonly string[]).includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${ENVIRONMENTS.join(', ')} (got "${nodeEnv}")`);
  }
  const appEnv = nodeEnv as AppConfig['env'];
  const production = appEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const logLevel = env.LOG_LEVEL || (appEnv === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  // Production's problems are gathered and reported together, so an operator fixes them in one go.
  const problems: string[] = [];
  const tokenSecret = production ? productionSecret(env, 'TOKEN_SECRET', problems) : developmentTokenSecret(env.TOKEN_SECRET, dataDir, warn);
  const gatewayKey = production ? productionSecret(env, 'PAYMENT_GATEWAY_KEY', problems) : nonEmpty(env.PAYMENT_GATEWAY_KEY);
  const couponSecret = production ? productionSecret(env, 'COUPON_SIGNING_SECRET', problems) : nonEmpty(env.COUPON_SIGNING_SECRET);
  const allowSimulators = env.ALLOW_SIMULATORS === '1' || env.ALLOW_SIMULATORS === 'true';
  if (production && !allowSimulators) {
    problems.push(
      `no real third-party provider is configured: ${SIMULATED_PROVIDERS.join(', ')} have only their local simulators ` +
        '(no vendor adapter exists yet), and production will not run those: they deliver no SMS and move no money ' +
        '(the cashier page credits top-ups nobody paid). For a trial on the simulators set ALLOW_SIMULATORS=1',
    );
  }
  if (problems.length > 0) throw new ConfigError(`NODE_ENV=production cannot start:\n- ${problems.join('\n- ')}`);
  if (production) {
    warn(
      'ALLOW_SIMULATORS=1: THIS PRODUCTION SERVER RUNS ON LOCAL SIMULATORS, NOT REAL PROVIDERS. No SMS is delivered, ' +
        'no money moves (the cashier page credits top-ups nobody paid), contracts are not really signed. ' +
        'For trials only: never for real customers or real money.',
    );
  }
  return {
    env: appEnv,
    port: parsePort(env.PORT),
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    redisUrl: nonEmpty(env.REDIS_URL),
    // The demo set belongs to the embedded newcomer setup; a real database gets it only on request.
    demo: env.DEMO === '1' || (env.DEMO !== '0' && databaseUrl === null),
    tokenSecret,
    pwaDir: path.resolve(env.PWA_DIR || 'out'),
    pwaSubpath: parseSubpath(env.PWA_SUBPATH),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    simulators: true,
    mapTileUrl: env.NEXT_PUBLIC_MAP_TILE_URL || undefined,
    logLevel,
    money: {
      gatewayKey,
      notifyBaseUrl: nonEmpty(env.PAYMENT_NOTIFY_BASE_URL),
      gatewayTimeScale: parseNumber(env.PAYMENT_SIM_TIME_SCALE, 'PAYMENT_SIM_TIME_SCALE', DEFAULT_MONEY_CONFIG.gatewayTimeScale, 0, 10),
      gatewayDuplicateRate: parseNumber(env.PAYMENT_SIM_DUPLICATE_RATE, 'PAYMENT_SIM_DUPLICATE_RATE', DEFAULT_MONEY_CONFIG.gatewayDuplicateRate, 0, 1),
      gatewayFirstDelayMs: parseNumber(env.PAYMENT_SIM_FIRST_DELAY_MS, 'PAYMENT_SIM_FIRST_DELAY_MS', DEFAULT_MONEY_CONFIG.gatewayFirstDelayMs, 0, 600_000),
      bankSettleMs: parseNumber(env.BANK_SIM_SETTLE_MS, 'BANK_SIM_SETTLE_MS', DEFAULT_MONEY_CONFIG.bankSettleMs, 0, 86_400_000),
      bankFailureRate: parseNumber(env.BANK_SIM_FAILURE_RATE, 'BANK_SIM_FAILURE_RATE', DEFAULT_MONEY_CONFIG.bankFailureRate, 0, 1),
      jobsEveryMs: parseNumber(env.MONEY_JOBS_EVERY_MS, 'MONEY_JOBS_EVERY_MS', DEFAULT_MONEY_CONFIG.jobsEveryMs, 0, 3_600_000),
    },
    // Past ~2 s a tourist would notice a list lagging behind other nodes' writes (docs/goods.md "Market cache").
    marketCacheMs: parseNumber(env.MARKET_CACHE_MS, 'MARKET_CACHE_MS', 1000, 0, 2000),
    // The same bound for the shop's catalogue (stock and seats shown a second late at most).
    shopCacheMs: parseNumber(env.SHOP_CACHE_MS, 'SHOP_CACHE_MS', 1000, 0, 2000),
    // Several nodes must all see a logout at once, so only a lone node remembers grants.
    grantCacheMs: nonEmpty(env.REDIS_URL) ? 0 : parseNumber(env.GRANT_CACHE_MS, 'GRANT_CACHE_MS', 1000, 0, 2000),
    coupon: {
      signingSecret: couponSecret ?? developmentCouponSecret(tokenSecret),
      bannerGroup: nonEmpty(env.ACTIVITY_BANNER_GROUP) ?? DEFAULT_BANNER_GROUP,
    },
    etc: {
      issuerKey: nonEmpty(env.ETC_ISSUER_KEY),
      issuerTimeScale: parseNumber(env.ETC_ISSUER_TIME_SCALE, 'ETC_ISSUER_TIME_SCALE', DEFAULT_ETC_CONFIG.issuerTimeScale, 0, 100),
      issuerDuplicateRate: parseNumber(env.ETC_ISSUER_DUPLICATE_RATE, 'ETC_ISSUER_DUPLICATE_RATE', DEFAULT_ETC_CONFIG.issuerDuplicateRate, 0, 1),
      issuerFirstDelayMs: parseNumber(env.ETC_ISSUER_FIRST_DELAY_MS, 'ETC_ISSUER_FIRST_DELAY_MS', DEFAULT_ETC_CONFIG.issuerFirstDelayMs, 0, 600_000),
    },
  };
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number is how many proxies stand in front (1:
 * believe only the address the balancer appended); otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges. "true" (every hop) is refused: the left-most hop is whatever
 * the client wrote, so per-address limits would be the client's to choose.
 */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const given = nonEmpty(value);
  if (given === null || given === '0') return false;
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    if (hops > MAX_PROXY_HOPS) throw new ConfigError(`TRUST_PROXY counts the proxies in front: at most ${MAX_PROXY_HOPS} (got "${value}")`);
    return hops;
  }
  const addresses = given.split(',').map((a) => a.trim()).filter((a) => a !== '');
  const bad = addresses.find((a) => !isProxyAddress(a));
  if (bad !== undefined || addresses.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.5); ` +
        `"${bad ?? value}" is neither${/^(true|yes|\*)$/i.test(given) ? ' (trusting every hop would let a client choose its own address)' : ''}`,
    );
  }
  return addresses;
}

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseNumber(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new ConfigError(`${name} must be a number from ${min} to ${max} (got "${value}")`);
  return n;
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

/** "/h5/freight" or "h5/freight/" -> "/h5/freight/": one spelling for the static plugin. */
function parseSubpath(value: string | undefined): string | null {
  const trimmed = nonEmpty(value)?.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return null;
  if (!/^[A-Za-z0-9._~\-/]+$/.test(trimmed) || trimmed.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new ConfigError(`PWA_SUBPATH must be a plain URL path such as /h5/freight/ (got "${value}")`);
  }
  return `/${trimmed}/`;
}

/** A secret production cannot run without: present and long enough, else a problem is noted. */
function productionSecret(env: Env, name: 'TOKEN_SECRET' | 'PAYMENT_GATEWAY_KEY' | 'COUPON_SIGNING_SECRET', problems: string[]): string {
  const given = nonEmpty(env[name]);
  if (!given) problems.push(`${name} is required in production (a random string of at least ${MIN_SECRET_LENGTH} characters)`);
  else if (given.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production`);
  return given ?? '';
}

/** The banner group of the banner strip unless ACTIVITY_BANNER_GROUP names another. */
export const DEFAULT_BANNER_GROUP = 'homeBanner';

/**
 * Outside production without COUPON_SIGNING_SECRET: derived from the token secret (HKDF, info
 * `coupon-qr-v1`), so development nodes sharing a token secret agree on the coupon key.
 */
export function developmentCouponSecret(tokenSecret: string): string {
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'toll-freight', 'coupon-qr-v1', 32)).toString('base64url');
}

/**
 * The token secret outside production: TOKEN_SECRET when given; else a random secret generated
 * once into DATA_DIR/dev-token-secret (mode 0600) so tokens survive restarts of a development
 * server, and a warning says it is not for production.
 */
function developmentTokenSecret(value: string | undefined, dataDir: string, warn: (m: string) => void): string {
  const given = nonEmpty(value);
  if (given) return given;
  const file = path.join(dataDir, DEV_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    warn(`TOKEN_SECRET is not set: generated a development token secret into ${file}; set TOKEN_SECRET in production`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    warn(`TOKEN_SECRET is not set: using the development token secret in ${file}; set TOKEN_SECRET in production`);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`);
  }
  return secret;
}
