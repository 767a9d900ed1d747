import type { ShortLivedStore } from './store';
import { ttlSecondsOf } from './ttl';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Expired keys are also swept on this interval, so keys nobody reads again do not pile up. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The single-node store: a Map with expiry times, same semantics as the Redis store (TTL set on
 * create by `incr`, `setIfAbsent` only when absent, `ttl` -2 for absent keys). Every operation is
 * synchronous inside, so each is atomic within this process.
 */
export function createMemoryStore(options: { now?: () => number } = {}): ShortLivedStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: string, ttlSeconds: number) => {
    entries.set(key, { value, expiresAt: now() + ttlSecondsOf(ttlSeconds) * 1000 });
  };

  const sweeper = setInterval(() => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  // The sweeper must never keep a finished process (a test, a CLI) alive.
  sweeper.unref();

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      put(key, value, ttlSeconds);
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (live(key)) return false;
      put(key, value, ttlSeconds);
      return true;
    },
    async incr(key, ttlSeconds) {
      const entry = live(key);
      if (!entry) {
        put(key, '1', ttlSeconds);
        return 1;
      }
      const current = Number(entry.value);
      if (!Number.isSafeInteger(current)) throw new Error(`kv: value of "${key}" is not an integer`);
      entry.value = String(current + 1);
      return current + 1;
    },
    async ttl(key) {
      const entry = live(key);
      // Rounded like Redis' TTL reply.
      return entry ? Math.round((entry.expiresAt - now()) / 1000) : -2;
    },
    async del(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}
