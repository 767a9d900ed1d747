import { Redis } from 'ioredis';
import type { ShortLivedStore } from './store';
import { ttlSecondsOf } from './ttl';

/** INCR that sets the TTL only when it created the key, in one atomic step. */
const INCR_WITH_TTL = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

type RedisWithIncr = Redis & { incrWithTtl(key: string, ttlSeconds: number): Promise<number> };

export interface RedisStoreOptions {
  /** Prepended to every key; tests give each process its own so runs on one server do not collide. */
  keyPrefix?: string;
  /** Delete the keys under `keyPrefix` on close: for a store that owns its prefix (a test process). */
  dropKeysOnClose?: boolean;
  /** Connection problems after start (ioredis reconnects by itself); the server logs them. */
  onError?: (error: Error) => void;
}

/**
 * The shared store of a multi-node setup. Connects eagerly so a wrong REDIS_URL stops the start
 * instead of surfacing on the first sign-in.
 */
export async function createRedisStore(url: string, options: RedisStoreOptions = {}): Promise<ShortLivedStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    keyPrefix: options.keyPrefix,
    // Fail a command after a few reconnect attempts rather than queueing it for ever.
    maxRetriesPerRequest: 3,
  }) as RedisWithIncr;
  redis.on('error', options.onError ?? (() => {}));
  redis.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  await redis.connect();

  return {
    get: (key) => redis.get(key),
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSecondsOf(ttlSeconds));
    },
    async setIfAbsent(key, value, ttlSeconds) {
      return (await redis.set(key, value, 'EX', ttlSecondsOf(ttlSeconds), 'NX')) === 'OK';
    },
    async incr(key, ttlSeconds) {
      return redis.incrWithTtl(key, ttlSecondsOf(ttlSeconds));
    },
    ttl: (key) => redis.ttl(key),
    async del(key) {
      await redis.del(key);
    },
    async close() {
      if (options.dropKeysOnClose && options.keyPrefix) await deleteByPrefix(redis, options.keyPrefix).catch(() => {});
      await redis.quit();
    },
  };
}

/** Removes every key under a prefix that one owner holds alone. */
async function deleteByPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    // SCAN does not apply keyPrefix to MATCH, and DEL would add it again: strip it from results.
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  } while (cursor !== '0');
}
