import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { SharedAnswerPolicy } from '../../http/shared-answer';
import { isWriteRequest, onWriteRoutes } from '../../http/writes';

/**
 * The shop's catalogue (categories, product lists, details, the pass introduction) is the same for
 * every reader — no call reads the caller — so, like the goods market (goods.market-cache.ts), each
 * answer is built once and served as bytes to everyone asking the same URL for config.shopCacheMs
 * (SHOP_CACHE_MS, default 1000; 0: never), with an ETag and 304 for a phone that has it already
 * (http/shared-answer.ts; docs/brigade.md "Catalogue cache").
 *
 * Stock, seats and sold counts are in those answers and change with every order, so any changing
 * call of the store service raises the generation after its handler (its transaction committed),
 * before its answer leaves: a buyer who placed, cancelled or refunded never reads the catalogue
 * from before. Stock returned or sold counts changed outside a changing call (an order expiring on
 * a read or in the sweeper, a payment learnt by polling) raise it too (brigade.orders.ts giveBack,
 * countSold). Other nodes (REDIS_URL) are not told: there the TTL bounds staleness.
 */

let generation = 0;

/** Something in the catalogue changed: no answer built before is served again. */
export function catalogueChanged(): void {
  generation += 1;
}

export function catalogueAnswerPolicy(deps: AppDeps): SharedAnswerPolicy {
  return { ttlMs: () => deps.config.shopCacheMs, generation: () => generation };
}

/** Raises the generation after every changing call of the store service (registered before its routes). */
export function forgetCatalogueAfterWrites(app: FastifyInstance): void {
  onWriteRoutes(app, {
    onSend: (request, _reply, payload, done) => {
      if (isWriteRequest(request.method) && request.url.startsWith(`${SERVICE_PREFIX.store}/`)) catalogueChanged();
      done(null, payload);
    },
  });
}
