import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  let dataDir: string;
  let notices: string[];
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, (m) => notices.push(m));
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-'));
    notices = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('starts a fresh clone on port 8080 with the embedded database, memory store and demo data', () => {
    const config = load({});
    assert.equal(config.env, 'development');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.redisUrl, null);
    assert.equal(config.demo, true);
    assert.equal(config.pwaSubpath, null);
    assert.equal(config.trustProxy, false);
  });

  it('generates a development token secret once, private to its owner, and says so', async () => {
    const first = load({});
    assert.ok(first.tokenSecret.length >= 32);
    assert.match(notices[0], /generated a development token secret/);
    const file = path.join(dataDir, 'dev-token-secret');
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    const second = load({});
    assert.equal(second.tokenSecret, first.tokenSecret, 'tokens survive a restart');
    assert.match(notices[1], /using the development token secret/);
  });

  it('refuses to start in production without a real TOKEN_SECRET', () => {
    assert.throws(() => load({ NODE_ENV: 'production' }), (e: unknown) => e instanceof ConfigError && /TOKEN_SECRET is required/.test(e.message));
    assert.throws(() => load({ NODE_ENV: 'production', TOKEN_SECRET: 'short' }), /at least 32 characters/);
    const config = load({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) });
    assert.equal(config.tokenSecret, 'x'.repeat(40));
    assert.deepEqual(notices, []);
  });

  it('loads demo data on a real database only when asked, and never with DEMO=0', () => {
    assert.equal(load({ DATABASE_URL: 'postgres://db/app' }).demo, false);
    assert.equal(load({ DATABASE_URL: 'postgres://db/app', DEMO: '1' }).demo, true);
    assert.equal(load({ DEMO: '0' }).demo, false);
  });

  it('reads the port, sub-path, proxy and service URLs', () => {
    const config = load({ PORT: '8085', PWA_SUBPATH: 'h5/freight', TRUST_PROXY: '1', REDIS_URL: 'redis://r:6379', HOST: '127.0.0.1' });
    assert.equal(config.port, 8085);
    assert.equal(config.pwaSubpath, '/h5/freight/');
    assert.equal(config.trustProxy, true);
    assert.equal(config.redisUrl, 'redis://r:6379');
    assert.equal(config.host, '127.0.0.1');
  });

  it('refuses values the server cannot run with', () => {
    assert.throws(() => load({ PORT: 'eighty' }), ConfigError);
    assert.throws(() => load({ PORT: '70000' }), ConfigError);
    assert.throws(() => load({ NODE_ENV: 'staging' }), ConfigError);
    assert.throws(() => load({ PWA_SUBPATH: '/h5/../etc' }), ConfigError);
    assert.throws(() => load({ LOG_LEVEL: 'loud' }), ConfigError);
  });
});
