import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/types';
import { isWriteRequest, onWriteRoutes } from '../../http/writes';
import type { SharedAnswerPolicy } from '../../http/shared-answer';

/**
 * The market lists a tourist reads are the same for everyone for a second or two, so each node
 * keeps a page's rows for config.marketCacheMs (MARKET_CACHE_MS, default 1000; 0 turns it off)
 * and serves every reader of that page from them (docs/goods.md "Market cache").
 *
 * Freshness on this node: every statement that changes goods sources calls marketChanged(), which
 * forgets every page; and a request that changed goods forgets them again after its handler (and so
 * its transaction) finished and before its answer leaves, so a page read in between, from before
 * the commit, is never served after the writer saw its answer. Other nodes (REDIS_URL) are not
 * told: there the TTL bounds staleness to marketCacheMs.
 */

interface Entry {
  at: number;
  generation: number;
  page: Promise<unknown>;
}

/** Raised by every goods-source write: pages filled under an older generation are not served. */
let generation = 0;
/** Per database (tests run several apps in one process): query key → page. */
const pages = new WeakMap<Db, Map<string, Entry>>();
/** Distinct pages kept per database at most (filters × pages); past it the cache starts over. */
const MAX_PAGES = 1000;

/** A goods-source write happened: no page read before it is served again. */
export function marketChanged(): void {
  generation += 1;
}

/** The market lists' rule for the answers every tourist shares (http/shared-answer.ts): same TTL, same generation. */
export function marketAnswerPolicy(deps: AppDeps): SharedAnswerPolicy {
  return { ttlMs: () => deps.config.marketCacheMs, generation: () => generation };
}

/**
 * The page `key` names: from this node's cache while younger than the TTL and no goods write came
 * since, else from `load` (concurrent readers of a missing page share one load).
 */
export function cachedMarketPage<T>(deps: AppDeps, key: string, load: () => Promise<T>): Promise<T> {
  const ttl = deps.config.marketCacheMs;
  if (ttl <= 0) return load();
  let byKey = pages.get(deps.db);
  if (!byKey) {
    byKey = new Map();
    pages.set(deps.db, byKey);
  }
  const now = performance.now();
  const kept = byKey.get(key);
  if (kept && kept.generation === generation && now - kept.at < ttl) return kept.page as Promise<T>;
  if (byKey.size >= MAX_PAGES) byKey.clear();
  const entry: Entry = { at: now, generation, page: load() };
  byKey.set(key, entry);
  // A failed load is not kept: the next reader tries again.
  entry.page.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return entry.page as Promise<T>;
}

/**
 * The second half of marketChanged's promise: a request during which goods changed (its own write,
 * committed by now, or another's) raises the generation again before its answer is sent.
 */
export function forgetMarketAfterWrites(app: FastifyInstance): void {
  onWriteRoutes(app, {
    preHandler: (request, _reply, done) => {
      if (isWriteRequest(request.method)) request.marketGeneration = generation;
      done();
    },
    onSend: (request, _reply, payload, done) => {
      if (request.marketGeneration !== undefined && request.marketGeneration !== generation) marketChanged();
      done(null, payload);
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The market generation when a changing request's handler began (goods.market-cache.ts). */
    marketGeneration?: number;
  }
}
