import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BRIGADE_ORDER_EXPIRY_MINUTES, endpoints } from '@/lib/contract';
import { call, deviceToken, useModuleSuite } from '../testing';
import { catalogueChanged } from './brigade.catalogue-cache';
import { sweepBrigade } from './brigade.orders.jobs';
import { brigadeOrderHelpers } from './brigade.orders.testing';
import { brigadeProducts } from './brigade.table';

/**
 * The catalogue cache (docs/brigade.md "Catalogue cache"): answers are served from memory for
 * SHOP_CACHE_MS, yet an order, a cancel or an expiry is never followed by a stale stock on the same
 * node; an unchanged answer is 304 to its ETag.
 */
const b = endpoints.brigade;
// Long enough that only an invalidation, never the TTL, can explain a fresh answer.
const suite = useModuleSuite({ config: { shopCacheMs: 2000 }, clock: true });
const h = brigadeOrderHelpers(suite);

describe('catalogue cache', () => {
  // The suite empties the database between tests behind the shop's back.
  beforeEach(() => catalogueChanged());

  it('serves the catalogue from memory: a change behind the shop (another node) is not seen within the TTL', async () => {
    const tea = await h.product('goods', { stock: 7 });
    const tourist = await deviceToken(suite.app);
    const stock = async () => (await call(suite.app, b.detail, { token: tourist, params: { productId: tea.id } })).body.data.stock;
    assert.equal(await stock(), 7);
    await suite.deps.db.update(brigadeProducts).set({ stock: 1 }).where(eq(brigadeProducts.id, tea.id));
    assert.equal(await stock(), 7);
  });

  it("an order, a cancel and an expiry each show in the next read of anyone's catalogue on this node", async () => {
    const tea = await h.product('goods', { stock: 3 });
    const tourist = await deviceToken(suite.app);
    const buyer = await h.buyer();
    const asTourist = async () => (await call(suite.app, b.detail, { token: tourist, params: { productId: tea.id } })).body.data.stock;
    const asBuyer = async () => (await h.store(b.detail, buyer, { params: { productId: tea.id } })).body.data.stock;
    assert.equal(await asTourist(), 3);
    assert.equal(await asBuyer(), 3);

    const placed = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 2 }] });
    assert.equal(await asBuyer(), 1, 'the buyer sees their order taken at once');
    assert.equal(await asTourist(), 1);

    const cancelled = await h.store(b.cancelOrder, buyer, { params: { orderId: placed.orderId } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(await asTourist(), 3, 'cancelled: back at once');

    await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 3 }] });
    assert.equal(await asTourist(), 0);
    suite.clock.advance(BRIGADE_ORDER_EXPIRY_MINUTES * 60_000 + 1000);
    assert.equal((await sweepBrigade(suite.deps)).expired, 1);
    assert.equal(await asTourist(), 3, 'expired by the sweeper: back at once');
  });

  it('an unchanged answer is 304 with no body to its ETag, for tourists and signed-in buyers alike; a change gives the full answer', async () => {
    const tea = await h.product('goods', { stock: 4 });
    const tourist = await deviceToken(suite.app);
    const buyer = await h.buyer();
    const first = await call(suite.app, b.list, { token: tourist, query: { categoryId: tea.categoryId } });
    assert.equal(first.status, 200, first.text);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');

    const again = await call(suite.app, b.list, { token: tourist, query: { categoryId: tea.categoryId }, headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    // The catalogue is public: a buyer's token changes nothing, they share the answer and its tag.
    const signedIn = await h.store(b.list, buyer, { query: { categoryId: tea.categoryId }, headers: { 'if-none-match': etag } });
    assert.equal(signedIn.status, 304);

    await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
    const changed = await call(suite.app, b.list, { token: tourist, query: { categoryId: tea.categoryId }, headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.records[0].stock, 3);
  });
});
