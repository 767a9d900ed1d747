import type { AppConfig } from '../config';
import { createMemoryStore } from './memory';
import { createRedisStore, type RedisStoreOptions } from './redis';
import type { ShortLivedStore } from './store';

export type { ShortLivedStore } from './store';

/** Redis when REDIS_URL is set (several API nodes share it), this process's memory otherwise. */
export async function openStore(
  config: Pick<AppConfig, 'redisUrl'>,
  options: RedisStoreOptions = {},
): Promise<ShortLivedStore> {
  return config.redisUrl ? createRedisStore(config.redisUrl, options) : createMemoryStore();
}
