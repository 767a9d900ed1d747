import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMemoryStore } from '../src/kv/memory';
import { createRedisStore } from '../src/kv/redis';
import type { ShortLivedStore } from '../src/kv/store';
import { randomBytes } from 'node:crypto';

/** The same behaviour is promised by both stores: one suite, run against each. */
function storeSuite(name: string, open: () => Promise<ShortLivedStore>) {
  describe(`${name} store`, () => {
    let kv: ShortLivedStore;
    let n = 0;
    const key = () => `suite:${(n += 1)}`;
    before(async () => {
      kv = await open();
    });
    after(() => kv.close());

    it('gets what was set until it is deleted', async () => {
      const k = key();
      assert.equal(await kv.get(k), null);
      await kv.set(k, 'code-123456', 60);
      assert.equal(await kv.get(k), 'code-123456');
      await kv.set(k, 'replaced', 60);
      assert.equal(await kv.get(k), 'replaced');
      await kv.del(k);
      assert.equal(await kv.get(k), null);
      assert.equal(await kv.ttl(k), -2);
    });

    it('forgets a key when its time is up', async () => {
      const k = key();
      await kv.set(k, 'short', 1);
      const ttl = await kv.ttl(k);
      assert.ok(ttl === 1 || ttl === 0, `ttl ${ttl}`);
      await sleep(1_150);
      assert.equal(await kv.get(k), null);
      assert.equal(await kv.ttl(k), -2);
    });

    it('sets if absent only once, and again after expiry', async () => {
      const k = key();
      assert.equal(await kv.setIfAbsent(k, 'first', 1), true);
      assert.equal(await kv.setIfAbsent(k, 'second', 60), false);
      assert.equal(await kv.get(k), 'first');
      await sleep(1_150);
      assert.equal(await kv.setIfAbsent(k, 'third', 60), true);
      assert.equal(await kv.get(k), 'third');
    });

    it('counts atomically, with the TTL fixed when the counter is created', async () => {
      const k = key();
      assert.equal(await kv.incr(k, 100), 1);
      assert.equal(await kv.incr(k, 5_000), 2);
      const ttl = await kv.ttl(k);
      assert.ok(ttl > 90 && ttl <= 100, `a later incr must not extend the window (ttl ${ttl})`);
      const values = await Promise.all(Array.from({ length: 50 }, () => kv.incr(k, 100)));
      assert.deepEqual([...values].sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 3));
      assert.equal(await kv.get(k), '52');
    });

    it('starts a counter again after its window', async () => {
      const k = key();
      await kv.incr(k, 1);
      await kv.incr(k, 1);
      await sleep(1_150);
      assert.equal(await kv.incr(k, 1), 1);
    });

    it('lets exactly one of many racing callers claim a key', async () => {
      const k = key();
      const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => kv.setIfAbsent(k, `caller-${i}`, 60)));
      assert.equal(claims.filter(Boolean).length, 1);
    });

    it('refuses a TTL that is not positive', async () => {
      await assert.rejects(kv.set(key(), 'x', 0), RangeError);
      await assert.rejects(kv.incr(key(), -1), RangeError);
    });
  });
}

storeSuite('memory', async () => createMemoryStore());

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const prefix = `test:store:${process.pid}:${randomBytes(3).toString('hex')}:`;
  storeSuite('redis', () => createRedisStore(redisUrl, { keyPrefix: prefix, dropKeysOnClose: true }));

  it('redis store removes its test keys on close, and only those', async () => {
    const { Redis } = await import('ioredis');
    const raw = new Redis(redisUrl);
    try {
      await raw.set('outside:keep', '1', 'EX', 30);
      const kv = await createRedisStore(redisUrl, { keyPrefix: `${prefix}close:`, dropKeysOnClose: true });
      await kv.set('a', '1', 60);
      assert.equal(await raw.get(`${prefix}close:a`), '1');
      await kv.close();
      assert.equal(await raw.get(`${prefix}close:a`), null);
      assert.equal(await raw.get('outside:keep'), '1');
    } finally {
      await raw.del('outside:keep');
      await raw.quit();
    }
  });
} else {
  it('redis store suite', { skip: 'TEST_REDIS_URL is not set' }, () => {});
}

describe('memory store on a moving clock', () => {
  it('expires by the clock it is given, rounding remaining seconds like Redis', async () => {
    let now = 1_000_000;
    const kv = createMemoryStore({ now: () => now });
    await kv.set('sms:code:13800000001', 'hash', 300);
    now += 299_400;
    assert.equal(await kv.ttl('sms:code:13800000001'), 1);
    assert.equal(await kv.get('sms:code:13800000001'), 'hash');
    now += 600;
    assert.equal(await kv.get('sms:code:13800000001'), null);
    await kv.close();
  });
});
