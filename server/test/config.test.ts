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
    assert.equal(config.host, '127.0.0.1', 'a development server is not on the network unless HOST says so');
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
    const rest = { PAYMENT_GATEWAY_KEY: 'k'.repeat(40), COUPON_SIGNING_SECRET: 'c'.repeat(40), ALLOW_SIMULATORS: '1' };
    assert.throws(() => load({ NODE_ENV: 'production', ...rest }), (e: unknown) => e instanceof ConfigError && /TOKEN_SECRET is required/.test(e.message));
    assert.throws(() => load({ NODE_ENV: 'production', TOKEN_SECRET: 'short', ...rest }), /TOKEN_SECRET must be at least 32 characters/);
    const config = load({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), ...rest });
    assert.equal(config.tokenSecret, 'x'.repeat(40));
    assert.ok(!notices.some((n) => /TOKEN_SECRET/.test(n)), 'no development-secret notice in production');
  });

  it('refuses to start in production without PAYMENT_GATEWAY_KEY: no key derived from the token secret', () => {
    const rest = { TOKEN_SECRET: 'x'.repeat(40), COUPON_SIGNING_SECRET: 'c'.repeat(40), ALLOW_SIMULATORS: '1' };
    assert.throws(() => load({ NODE_ENV: 'production', ...rest }), (e: unknown) => e instanceof ConfigError && /PAYMENT_GATEWAY_KEY is required/.test(e.message));
    assert.throws(() => load({ NODE_ENV: 'production', PAYMENT_GATEWAY_KEY: 'short', ...rest }), /PAYMENT_GATEWAY_KEY must be at least 32 characters/);
    assert.equal(load({ NODE_ENV: 'production', PAYMENT_GATEWAY_KEY: 'k'.repeat(40), ...rest }).money.gatewayKey, 'k'.repeat(40));
  });

  it('refuses to start in production without COUPON_SIGNING_SECRET: no coupon key derived from the token secret', () => {
    const rest = { TOKEN_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY_KEY: 'k'.repeat(40), ALLOW_SIMULATORS: '1' };
    assert.throws(() => load({ NODE_ENV: 'production', ...rest }), (e: unknown) => e instanceof ConfigError && /COUPON_SIGNING_SECRET is required/.test(e.message));
    assert.throws(() => load({ NODE_ENV: 'production', COUPON_SIGNING_SECRET: 'short', ...rest }), /COUPON_SIGNING_SECRET must be at least 32 characters/);
    assert.equal(load({ NODE_ENV: 'production', COUPON_SIGNING_SECRET: 'c'.repeat(40), ...rest }).coupon.signingSecret, 'c'.repeat(40));
    // Development: one fixed derivation of the token secret, the same on every node.
    const development = (secret: string) => load({ TOKEN_SECRET: secret }).coupon.signingSecret;
    assert.equal(development('x'.repeat(40)), development('x'.repeat(40)));
    assert.notEqual(development('x'.repeat(40)), development('y'.repeat(40)));
  });

  it('refuses to run the local simulators in production, naming every missing provider and the flag', () => {
    const secrets = { TOKEN_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY_KEY: 'k'.repeat(40), COUPON_SIGNING_SECRET: 'c'.repeat(40) };
    assert.throws(
      () => load({ NODE_ENV: 'production', ...secrets }),
      (e: unknown) =>
        e instanceof ConfigError &&
        /ALLOW_SIMULATORS=1/.test(e.message) &&
        ['SMS', 'payment gateway', 'bank', 'e-sign', 'ID check', 'WeChat'].every((name) => e.message.includes(name)),
    );
    // Every problem at once, so an operator fixes them in one go.
    assert.throws(() => load({ NODE_ENV: 'production' }), (e: unknown) => e instanceof ConfigError && /TOKEN_SECRET/.test(e.message) && /PAYMENT_GATEWAY_KEY/.test(e.message) && /ALLOW_SIMULATORS/.test(e.message));
    for (const flag of ['0', 'no', '']) {
      assert.throws(() => load({ NODE_ENV: 'production', ALLOW_SIMULATORS: flag, ...secrets }), /ALLOW_SIMULATORS=1/);
    }
  });

  it('runs production on the simulators only when told to, and then says so loudly', () => {
    const config = load({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY_KEY: 'k'.repeat(40), COUPON_SIGNING_SECRET: 'c'.repeat(40), ALLOW_SIMULATORS: '1' });
    assert.equal(config.simulators, true);
    assert.equal(config.host, '0.0.0.0', 'production listens for its balancer');
    assert.ok(notices.some((n) => /ALLOW_SIMULATORS=1/.test(n) && /SIMULATORS/.test(n) && /no money/i.test(n)), notices.join('\n'));
    // Development and tests always run on the simulators, without a notice.
    notices = [];
    assert.equal(load({ TOKEN_SECRET: 'x'.repeat(40) }).simulators, true);
    assert.deepEqual(notices, []);
  });

  it('loads demo data on a real database only when asked, and never with DEMO=0', () => {
    assert.equal(load({ DATABASE_URL: 'postgres://db/app' }).demo, false);
    assert.equal(load({ DATABASE_URL: 'postgres://db/app', DEMO: '1' }).demo, true);
    assert.equal(load({ DEMO: '0' }).demo, false);
  });

  it('reads the port, sub-path, proxy and service URLs', () => {
    const config = load({ PORT: '8085', PWA_SUBPATH: 'h5/freight', TRUST_PROXY: '1', REDIS_URL: 'redis://r:6379', HOST: '0.0.0.0' });
    assert.equal(config.port, 8085);
    assert.equal(config.pwaSubpath, '/h5/freight/');
    assert.equal(config.trustProxy, 1);
    assert.equal(config.redisUrl, 'redis://r:6379');
    assert.equal(config.host, '0.0.0.0');
  });

  it('trusts only the configured balancer: a hop count or its addresses, never every hop', () => {
    assert.equal(load({}).trustProxy, false);
    assert.equal(load({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.equal(load({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy, ['10.0.0.0/8', '192.168.1.5', '::1']);
    for (const value of ['true', 'yes', '*', '10.0.0.0/33', 'balancer.local', '1.5', '-1']) {
      assert.throws(() => load({ TRUST_PROXY: value }), (e: unknown) => e instanceof ConfigError && /TRUST_PROXY/.test(e.message), value);
    }
  });

  it('refuses values the server cannot run with', () => {
    assert.throws(() => load({ PORT: 'eighty' }), ConfigError);
    assert.throws(() => load({ PORT: '70000' }), ConfigError);
    assert.throws(() => load({ NODE_ENV: 'staging' }), ConfigError);
    assert.throws(() => load({ PWA_SUBPATH: '/h5/../etc' }), ConfigError);
    assert.throws(() => load({ LOG_LEVEL: 'loud' }), ConfigError);
  });
});
