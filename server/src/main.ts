/**
 * `npm start`: one process serving the exported PWA and the API on one port. In order: read the
 * configuration, build the static export if it is missing or stale (SKIP_BUILD=1 skips the check),
 * lock the data folder (embedded database only), open and migrate the database, seed reference
 * data, load the demo data (config.demo), open the short-lived store, build the app and listen.
 * SIGTERM/SIGINT stop it gracefully; a second signal or 10 s forces the exit.
 */
import pino, { type Logger } from 'pino';
import { ensurePwaBuild } from '../../scripts/pwa-build';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { loadDemoData } from './db/demo';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { seedReferenceData } from './db/reference';
import { openStore } from './kv';
import { createProviders } from './providers';
import { lineBatchingDestination } from './log-destination';

const SHUTDOWN_LIMIT_MS = 10_000;

/** What has been opened so far, closed in reverse order on shutdown or on a failed start. */
const closers: { name: string; close(): Promise<void> }[] = [];
let lock: DataDirLock | null = null;

async function start(config: AppConfig, log: Logger): Promise<void> {
  if (process.env.SKIP_BUILD === '1') log.info('SKIP_BUILD=1: not checking the static export');
  else await ensurePwaBuild(log);

  if (!config.databaseUrl) {
    lock = await acquireDataDirLock(config.dataDir);
    // Even an abrupt exit (uncaught error) must not leave our lock for the next start to judge.
    process.on('exit', () => lock?.releaseSync());
  }

  const database = await openDatabase(config);
  closers.push({ name: 'database', close: database.close });
  log.info({ database: database.kind, ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}) }, 'database ready (migrations applied)');

  await seedReferenceData(database.db);
  const providers = createProviders(config, database.db);
  if (config.demo) {
    const ran = await loadDemoData(database.db, { storage: providers.storage, tokenSecret: config.tokenSecret });
    log.info(ran.length > 0 ? { seeds: ran } : {}, ran.length > 0 ? 'demo data loaded' : 'demo data already present');
  }

  const kv = await openStore(config, { onError: (error) => log.warn({ err: error }, 'redis connection problem') });
  closers.push({ name: 'store', close: kv.close });
  log.info({ store: config.redisUrl ? 'redis' : 'memory' }, 'short-lived store ready');

  const app = await buildApp({ config, db: database.db, kv, providers }, { logger: log });
  // Closed first: stops accepting, lets in-flight requests finish, then the rest closes.
  closers.push({ name: 'http server', close: () => app.close() });
  await app.listen({ port: config.port, host: config.host });
  log.info(`serving the app at http://localhost:${config.port}/ and the API docs at http://localhost:${config.port}/docs`);
  if (config.host === '127.0.0.1') log.info('listening on this machine only (HOST=127.0.0.1); set HOST=0.0.0.0 to reach it from a phone on the network');
}

async function closeAll(log: Logger): Promise<void> {
  for (const { name, close } of closers.splice(0).reverse()) {
    try {
      await close();
    } catch (error) {
      log.error({ err: error }, `closing the ${name} failed`);
    }
  }
  await lock?.release();
  lock = null;
}

function handleSignals(log: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      log.error(`shutdown did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    closeAll(log).then(() => {
      log.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function main(): void {
  const notices: string[] = [];
  let config: AppConfig;
  try {
    config = loadConfig(process.env, (message) => notices.push(message));
  } catch (error) {
    console.error(error instanceof ConfigError ? `configuration: ${error.message}` : error);
    process.exit(1);
  }
  // Written asynchronously: a line per request written synchronously was one write(2) per call on
  // the request path (~30 % of a small call's cost under load, bench/README.md "Session 8"). The
  // lines of one event-loop turn go out together (log-destination.ts); an idle server still writes
  // each line at once. What is still buffered is written synchronously when the process exits.
  const log = pino({ level: config.logLevel }, lineBatchingDestination(1));
  for (const notice of notices) log.warn(notice);
  handleSignals(log);
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled rejection: exiting');
    process.exit(1);
  });

  start(config, log).catch(async (error: unknown) => {
    if (error instanceof DataDirLockedError) log.error(error.message);
    else log.fatal({ err: error }, `could not start: ${(error as Error).message}`);
    await closeAll(log);
    process.exit(1);
  });
}

main();
