import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, deviceToken, useModuleSuite } from '../testing';
import { waybillHelpers } from '../waybill/waybill.testing';
import { marketChanged } from './goods.market-cache';
import { goodsSources } from './goods.table';
import { release, userWith } from './goods.testing';

/**
 * The market cache and HTTP validators (docs/goods.md "Market cache"): pages are served from
 * memory for MARKET_CACHE_MS, yet a release, a grab or a cancel is never followed by a stale page
 * on the same node; a tourist's unchanged page answers 304 to its ETag.
 */
const { goods } = endpoints;
// Long enough that only an invalidation, never the TTL, can explain a fresh page.
const suite = useModuleSuite({ config: { marketCacheMs: 2000 } });
const helpers = waybillHelpers(suite);
const ids = (result: { body: { data: { records: { id: number }[] } } }) => result.body.data.records.map((r) => r.id);

describe('market cache', () => {
  // The suite empties the database between tests behind the goods module's back.
  beforeEach(() => marketChanged());

  it('serves a page from memory: a change that bypasses the goods module (another node) is not seen within the TTL', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const source = await release(suite.app, owner, { freightFen: 500000 });
    const tourist = await deviceToken(suite.app);
    assert.equal((await call(suite.app, goods.priorityGoods, { token: tourist })).body.data.records[0].freightFen, 500000);
    await suite.deps.db.update(goodsSources).set({ freightFen: 1 }).where(eq(goodsSources.id, source.id));
    assert.equal((await call(suite.app, goods.priorityGoods, { token: tourist })).body.data.records[0].freightFen, 500000);
  });

  it('a release, a grab and a cancel each show in the next read on this node', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const tourist = await deviceToken(suite.app);
    const read = async () => ids(await call(suite.app, goods.priorityGoods, { token: tourist }));
    assert.deepEqual(await read(), []);

    const grabbed = await release(suite.app, owner, { trucksNeeded: 1, freightFen: 900000 });
    assert.deepEqual(await read(), [grabbed.id], 'released: shown at once');
    const kept = await release(suite.app, owner, { freightFen: 100000 });
    assert.deepEqual(await read(), [grabbed.id, kept.id]);

    const driver = await helpers.driver();
    await helpers.grab(driver, grabbed.id);
    assert.deepEqual(await read(), [kept.id], 'its one truck slot grabbed: gone at once');

    const cancelled = await call(suite.app, goods.cargoOwnerCancel, { logisticsToken: owner.logisticsToken, body: { id: kept.id } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.deepEqual(await read(), [], 'cancelled: gone at once');
  });

  it("a tourist's unchanged page answers 304 with no body to its ETag; another query has another tag; a signed-in answer has none", async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    await release(suite.app, owner, { freightFen: 300000, vehicleLength: '9.6' });
    await release(suite.app, owner, { freightFen: 200000, vehicleLength: '13' });
    const tourist = await deviceToken(suite.app);

    const first = await call(suite.app, goods.priorityGoods, { token: tourist });
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');

    const again = await call(suite.app, goods.priorityGoods, { token: tourist, headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    assert.equal(again.headers.etag, etag);

    const other = await call(suite.app, goods.priorityGoods, { token: tourist, query: { vehicleLength: '13' } });
    assert.equal(other.status, 200);
    assert.notEqual(other.headers.etag, etag);
    assert.equal((await call(suite.app, goods.priorityGoods, { token: tourist, query: { vehicleLength: '13' }, headers: { 'if-none-match': etag } })).status, 200);

    // Changed since: the old tag no longer matches, the full page comes.
    await release(suite.app, owner, { freightFen: 100000 });
    const changed = await call(suite.app, goods.priorityGoods, { token: tourist, headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.records.length, 3);

    const signedIn = await call(suite.app, goods.priorityGoods, { token: owner.userToken });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.headers.etag, undefined);
  });
});

describe("tourists' shared answers", () => {
  beforeEach(() => marketChanged());

  it('answers in the encoding the phone takes, the same page as unencoded, and a write makes a new one', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    for (let i = 0; i < 8; i += 1) await release(suite.app, owner, { freightFen: 100000 + i });
    const tourist = await deviceToken(suite.app);
    const plain = await call(suite.app, goods.priorityGoods, { token: tourist, headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const raw = await suite.app.inject({
        method: 'GET',
        url: '/logistics/api/priorityGoods',
        headers: { authorization: `Bearer ${tourist}`, 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      assert.equal(raw.statusCode, 200);
      assert.equal(raw.headers['content-encoding'], encoding);
      assert.equal(raw.headers.etag, plain.headers.etag, 'one tag whatever the encoding');
      const decoded = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding]!(raw.rawPayload).toString();
      assert.deepEqual(JSON.parse(decoded), plain.body);
    }
    await release(suite.app, owner, { freightFen: 999999 });
    const after = await call(suite.app, goods.priorityGoods, { token: tourist });
    assert.notEqual(after.headers.etag, plain.headers.etag);
    assert.equal(after.body.data.records[0].freightFen, 999999);
  });

  it('a refused read is not kept: an unknown station answers 404 every time', async () => {
    const tourist = await deviceToken(suite.app);
    for (let i = 0; i < 2; i += 1) {
      const missing = await call(suite.app, goods.stationCommerceSourceList, { token: tourist, query: { stationId: 999999 } });
      assert.equal(missing.status, 404, missing.text);
    }
  });
});

describe("signed-in callers' shared answers", () => {
  beforeEach(() => marketChanged());

  it('a card is its owner\'s own whoever asked first, full numbers to everyone signed in, masked to tourists, never stored by the browser', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const mine = await release(suite.app, owner, { freightFen: 700000 });
    const firstDriver = await userWith(suite.app, suite.deps, 'driver');
    const secondDriver = await userWith(suite.app, suite.deps, 'driver');
    const tourist = await deviceToken(suite.app);
    const cardFor = async (token: string) => {
      const page = await call(suite.app, goods.priorityGoods, { token });
      assert.equal(page.status, 200, page.text);
      return { page, card: page.body.data.records.find((r: { id: number }) => r.id === mine.id) };
    };

    // A driver asks first: that answer is kept for other signed-in callers…
    const first = await cardFor(firstDriver.userToken);
    assert.equal(first.card.isMine, false);
    assert.match(first.card.contactMobile, /^1\d{10}$/);
    assert.equal(first.page.headers['cache-control'], 'no-store');
    assert.equal(first.page.headers.etag, undefined, 'no validator on a signed-in answer');
    const second = await cardFor(secondDriver.userToken);
    assert.deepEqual(second.page.body, first.page.body);
    assert.equal(second.page.headers['cache-control'], 'no-store');
    // …but not to the card's owner, who sees it as their own,
    assert.equal((await cardFor(owner.userToken)).card.isMine, true);
    // and not to a tourist, who sees the number masked.
    assert.match((await cardFor(tourist)).card.contactMobile, /\*{4}/);
    // The owner asking first does not hand their view to a driver either.
    marketChanged();
    assert.equal((await cardFor(owner.userToken)).card.isMine, true);
    assert.equal((await cardFor(secondDriver.userToken)).card.isMine, false);
  });

  it('a release shows in the next signed-in read; a list that depends on the caller is not shared', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const driver = await userWith(suite.app, suite.deps, 'driver');
    const read = async () => ids(await call(suite.app, goods.priorityGoods, { token: driver.userToken }));
    assert.deepEqual(await read(), []);
    const released = await release(suite.app, owner);
    assert.deepEqual(await read(), [released.id]);
    // The owner's own list is theirs alone: mounted without sharing, always built for the caller.
    const own = await call(suite.app, goods.listOfCargoOwner, { logisticsToken: owner.logisticsToken });
    assert.deepEqual(ids(own), [released.id]);
    assert.deepEqual(ids(await call(suite.app, goods.listOfCargoOwner, { logisticsToken: driver.logisticsToken })), []);
  });

  it('a kept page is still refused to a caller without a valid token, and a bad query is still a 400 first', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    await release(suite.app, owner, { freightFen: 400000 });
    const tourist = await deviceToken(suite.app);
    const query = { current: 1, size: 10 };
    const first = await call(suite.app, goods.todaySourceOfGoodsList, { token: tourist, query });
    assert.equal(first.status, 200);
    // The page is kept for this URL now: the next answers come from memory, before validation and the handler.
    const again = await call(suite.app, goods.todaySourceOfGoodsList, { token: tourist, query });
    assert.equal(again.headers.etag, first.headers.etag);
    // (A logistics call answers a refused token HTTP 200 with code 401 in its envelope.)
    const none = await call(suite.app, goods.todaySourceOfGoodsList, { query });
    assert.equal(none.body.code, '401');
    assert.equal(none.body.error, 'auth.needsDeviceOrUserToken');
    const forged = await call(suite.app, goods.todaySourceOfGoodsList, { token: `${tourist}x`, query });
    assert.equal(forged.body.code, '401');
    assert.equal(forged.body.data, null);
    // A token ended by sign-out: the signed-in answer kept for it is not served to it any more.
    const reader = await userWith(suite.app, suite.deps, 'driver');
    assert.equal((await call(suite.app, goods.todaySourceOfGoodsList, { token: reader.userToken, query })).status, 200);
    assert.equal((await call(suite.app, goods.todaySourceOfGoodsList, { token: reader.userToken, query })).status, 200);
    assert.equal((await call(suite.app, endpoints.auth.logout, { token: reader.userToken, body: {} })).status, 200);
    const afterLogout = await call(suite.app, goods.todaySourceOfGoodsList, { token: reader.userToken, query });
    assert.equal(afterLogout.body.code, '401', afterLogout.text);
    assert.equal(afterLogout.body.error, 'auth.sessionEnded');
    const badQuery = await call(suite.app, goods.todaySourceOfGoodsList, { query: { current: 1, size: 1000 } });
    assert.equal(badQuery.status, 400);
    assert.equal(badQuery.body.error, 'request.invalidQuery');
  });

  it("a tourist's goods detail is kept like the pages: a write shows at once, an unchanged detail answers 304, a signed-in detail is built for its reader", async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const source = await release(suite.app, owner, { freightFen: 610000, trucksNeeded: 2 });
    const tourist = await deviceToken(suite.app);
    const detail = () => call(suite.app, goods.sourceDetail, { token: tourist, params: { id: source.id } });
    const first = await detail();
    assert.equal(first.body.data.freightFen, 610000);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const unchanged = await call(suite.app, goods.sourceDetail, { token: tourist, params: { id: source.id }, headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(unchanged.status, 304);
    // A change behind the module's back (another node) is not seen within the TTL...
    await suite.deps.db.update(goodsSources).set({ freightFen: 1 }).where(eq(goodsSources.id, source.id));
    assert.equal((await detail()).body.data.freightFen, 610000);
    // ...a grab through this node is, at once.
    const driver = await helpers.driver();
    await helpers.grab(driver, source.id);
    const grabbed = await detail();
    assert.equal(grabbed.body.data.trucksTaken, 1);
    assert.notEqual(grabbed.headers.etag, first.headers.etag);
    // The driver's own read records the view and is not the tourists' answer (no validator, not stored).
    const signedIn = await call(suite.app, goods.sourceDetail, { token: driver.userToken, params: { id: source.id } });
    assert.equal(signedIn.headers['cache-control'], 'no-store');
    assert.equal(signedIn.headers.etag, undefined);
    // Cancelled: gone for tourists at once.
    await call(suite.app, goods.cargoOwnerCancel, { logisticsToken: owner.logisticsToken, body: { id: source.id } });
    assert.equal((await detail()).status, 404);
  });
});
