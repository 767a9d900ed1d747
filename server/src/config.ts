/**
 * Runtime configuration, read once from the environment (`loadConfig`). Secrets come from the
 * environment; development defaults are generated and clearly logged as such.
 */
export interface AppConfig {
  /** NODE_ENV: 'production' hides development endpoints (e.g. the last SMS code). */
  env: 'development' | 'test' | 'production';
  port: number;
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
  /** Behind a load balancer: take the client IP from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  logLevel: string;
}
