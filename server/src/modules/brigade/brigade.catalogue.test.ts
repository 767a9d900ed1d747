import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Endpoint } from '@/lib/contract';
import { arbitraryOf, jsonSchemaOf } from '../../../test/schema-arbitrary';
import { endpoints } from '@/lib/contract';
import { loadDemoData } from '../../db/demo';
import { nowDate } from '../clock';
import { nationalId, readFile, signInWithId } from '../identity/identity.testing';
import { call, deviceToken, useModuleSuite } from '../testing';
import { brigadeHelpers, dayAfter, keyed } from './brigade.testing';
import { brigadeDepartures, brigadeTravellers } from './brigade.table';

const shopCalls = endpoints.brigade;
const suite = useModuleSuite();
const { operator, ok, pictures, category, product, departure, shop, traveller, paidPassOrder } = brigadeHelpers(suite);

const asTourist = async (e: (typeof shopCalls)[keyof typeof shopCalls], options: { params?: Record<string, string | number>; query?: Record<string, string | number | undefined> } = {}) =>
  call(suite.app, e, { ...options, token: await deviceToken(suite.app) });

describe('brigade catalogue (anyone)', () => {
  it('lists categories with their on-sale counts and products by category, newest first, paged; off-sale ones stay hidden', async () => {
    const op = await operator();
    const food = await category(op, '特产', 1);
    const trips = await category(op, '自驾游', 0);
    const first = await product(op, { categoryId: food, title: '福鼎白茶' });
    const second = await product(op, { categoryId: food, title: '连城地瓜干' });
    const third = await product(op, { categoryId: food, title: '永春老醋' });
    await product(op, { categoryId: food, title: '下架的商品' }, false);

    // Without any token at all: a shared link in the messaging app's browser.
    const categories = await call(suite.app, shopCalls.categories);
    assert.equal(categories.status, 200, categories.text);
    assert.deepEqual(
      categories.body.data.map((c: { name: string; productCount: number }) => [c.name, c.productCount]),
      [['自驾游', 0], ['特产', 3]],
    );

    const page1 = await call(suite.app, shopCalls.list, { query: { categoryId: food, size: 2 } });
    assert.equal(page1.status, 200, page1.text);
    assert.deepEqual(page1.body.data.records.map((p: { productId: number }) => p.productId), [third, second]);
    assert.equal(page1.body.data.total, 3);
    assert.equal(page1.body.data.pages, 2);
    const page2 = await call(suite.app, shopCalls.list, { query: { categoryId: food, size: 2, current: 2 } });
    assert.deepEqual(page2.body.data.records.map((p: { productId: number }) => p.productId), [first]);
    const empty = await call(suite.app, shopCalls.list, { query: { categoryId: trips } });
    assert.deepEqual(empty.body.data.records, []);
    const found = await call(suite.app, shopCalls.list, { query: { keyword: '地瓜' } });
    assert.deepEqual(found.body.data.records.map((p: { title: string }) => p.title), ['连城地瓜干']);
    // A keyword's % is a character to find, not a wildcard.
    const literal = await call(suite.app, shopCalls.list, { query: { keyword: '%' } });
    assert.deepEqual(literal.body.data.records, []);
  });

  it("a package's page shows its itinerary and only departures from today, priced from the lowest; an off-sale product is 404", async () => {
    const { operator: op, selfDriveId, goodsId } = await shop();
    await departure(op, selfDriveId, dayAfter(14), 4, 49_900);
    // A departure that has left (written directly: operators cannot add one in the past).
    await suite.deps.db.insert(brigadeDepartures).values({ productId: selfDriveId, date: dayAfter(-3), price: 100, seatsTotal: 5, seatsLeft: 5, createdAt: nowDate() });

    const detail = await asTourist(shopCalls.detail, { params: { productId: selfDriveId } });
    assert.equal(detail.status, 200, detail.text);
    const trip = detail.body.data;
    assert.equal(trip.kind, 'selfDrive');
    assert.equal(trip.itinerary.length, 2);
    assert.deepEqual(trip.departures.map((d: { date: string; seatsLeft: number; priceFen: number }) => [d.date, d.seatsLeft, d.priceFen]), [
      [dayAfter(7), 10, 59_900],
      [dayAfter(14), 4, 49_900],
    ]);
    assert.equal(trip.priceFen, 49_900, 'the lowest upcoming price, not the departed one');
    assert.equal(trip.stock, 14);

    await ok(shopCalls.opsProductStatus, op, { params: { productId: goodsId }, body: { status: 'offSale' } });
    const gone = await asTourist(shopCalls.detail, { params: { productId: goodsId } });
    assert.equal(gone.status, 404);
    assert.equal(gone.body.error, 'brigade.productNotFound');
  });

  it('pictures of products on sale load without a token; off-sale and unrelated uploads are 404', async () => {
    const { operator: op, goodsId, cover } = await shop();
    const listed = await call(suite.app, shopCalls.list, {});
    const goods = listed.body.data.records.find((p: { productId: number }) => p.productId === goodsId);
    assert.equal(goods.cover.fileId, cover);
    const picture = await suite.app.inject({ method: 'GET', url: goods.cover.url });
    assert.equal(picture.statusCode, 200);
    assert.match(String(picture.headers['content-type']), /image\/jpeg/);
    assert.match(String(picture.headers['cache-control']), /public/);

    const [stranger] = await pictures(await signInWithId(suite.app), 1);
    const private_ = await call(suite.app, shopCalls.picture, { params: { fileId: stranger } });
    assert.equal(private_.status, 404);
    assert.match(String(private_.headers['cache-control']), /no-store/);

    await ok(shopCalls.opsProductStatus, op, { params: { productId: goodsId }, body: { status: 'offSale' } });
    const offSale = await suite.app.inject({ method: 'GET', url: goods.cover.url });
    assert.equal(offSale.statusCode, 404);
    // The operator still reads it through the file call.
    const operatorRead = await readFile(suite.app, op.userToken, cover);
    assert.equal(operatorRead.status, 200);
  });

  it("the pass's introduction shows the pass on sale, or null", async () => {
    const none = await call(suite.app, shopCalls.passIntro);
    assert.deepEqual(none.body.data, { product: null });
    const { passProductId } = await shop();
    const intro = await call(suite.app, shopCalls.passIntro);
    assert.equal(intro.body.data.product.productId, passProductId);
    assert.equal(intro.body.data.product.passValidMonths, 12);
    assert.equal(intro.body.data.product.priceFen, 36_500);
  });
});

describe('the demo shop', () => {
  it('holds four categories, goods, two self-drive packages with upcoming departures and the pass, all on sale', async () => {
    assert.ok((await loadDemoData(suite.deps.db)).includes('demo-brigade'));
    const categories = (await call(suite.app, shopCalls.categories)).body.data;
    assert.deepEqual(categories.map((c: { name: string; productCount: number }) => [c.name, c.productCount]), [['地方特产', 4], ['出行装备', 4], ['自驾游', 2], ['一码通年卡', 1]]);
    const trips = (await call(suite.app, shopCalls.list, { query: { kind: 'selfDrive' } })).body.data.records;
    assert.equal(trips.length, 2);
    for (const trip of trips) {
      const detail = (await call(suite.app, shopCalls.detail, { params: { productId: trip.productId } })).body.data;
      assert.ok(detail.departures.length >= 2 && detail.departures.every((d: { departed: boolean }) => !d.departed));
      assert.ok(detail.itinerary.length >= 2);
    }
    const goods = (await call(suite.app, shopCalls.list, { query: { categoryId: categories[0].categoryId } })).body.data.records;
    assert.equal(goods[0].title, '武夷山大红袍 250g', 'listed in the order the catalogue gives');
    assert.equal(goods.find((g: { title: string }) => g.title.startsWith('永春老醋')).soldOut, true);
    assert.equal((await call(suite.app, shopCalls.passIntro)).body.data.product.title, '高速一码通年卡');
  });
});

describe('travellers', () => {
  it('a buyer saves travellers checked by the ID checker, sees the number masked, and nobody else sees them', async () => {
    const buyer = await signInWithId(suite.app);
    const saved = await call(suite.app, shopCalls.saveTraveller, { token: buyer.userToken, body: { name: '李四', idCardNo: nationalId('123'), mobile: '13900002222' }, headers: keyed() });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.idCardNoMasked, '110105********' + nationalId('123').slice(-4));
    assert.doesNotMatch(saved.text, new RegExp(nationalId('123')));
    const [row] = await suite.deps.db.select().from(brigadeTravellers).where(eq(brigadeTravellers.id, saved.body.data.travellerId));
    assert.ok(!JSON.stringify(row).includes(nationalId('123')), 'the number is not stored readable');

    const mismatch = await call(suite.app, shopCalls.saveTraveller, { token: buyer.userToken, body: { name: '王五', idCardNo: nationalId('999'), mobile: '13900003333' }, headers: keyed() });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.error, 'idcheck.mismatch');
    const twice = await call(suite.app, shopCalls.saveTraveller, { token: buyer.userToken, body: { name: '李四', idCardNo: nationalId('123'), mobile: '13900004444' }, headers: keyed() });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.error, 'brigade.travellerExists');

    const other = await signInWithId(suite.app);
    const theirs = await call(suite.app, shopCalls.travellers, { token: other.userToken });
    assert.deepEqual(theirs.body.data, []);
    // The same person may be another buyer's traveller too.
    await traveller(other, '李四', '123');
    const steal = await call(suite.app, shopCalls.deleteTraveller, { token: other.userToken, params: { travellerId: saved.body.data.travellerId }, headers: keyed() });
    assert.equal(steal.status, 404);
    const edit = await call(suite.app, shopCalls.saveTraveller, {
      token: other.userToken,
      body: { travellerId: saved.body.data.travellerId, name: '李四', idCardNo: nationalId('124'), mobile: '13900002222' },
      headers: keyed(),
    });
    assert.equal(edit.status, 404);

    const changed = await ok(shopCalls.saveTraveller, buyer, { body: { travellerId: saved.body.data.travellerId, name: '李四', idCardNo: nationalId('123'), mobile: '13900005555' } });
    assert.equal(changed.mobile, '13900005555');
    await ok(shopCalls.deleteTraveller, buyer, { params: { travellerId: saved.body.data.travellerId } });
    assert.deepEqual(await ok(shopCalls.travellers, buyer), []);
  });

  it('a tourist cannot keep travellers', async () => {
    const list = await asTourist(shopCalls.travellers);
    assert.equal(list.status, 401);
  });
});

describe('annual pass binding', () => {
  it('binds a pass once to a checked person with their own photo; others see nothing of it', async () => {
    const { passProductId } = await shop();
    const buyer = await signInWithId(suite.app);
    const { passId } = await paidPassOrder(buyer, passProductId);
    const [photo] = await pictures(buyer, 1);
    const other = await signInWithId(suite.app);
    const [othersPhoto] = await pictures(other, 1);

    const listed = await ok(shopCalls.passes, buyer);
    assert.equal(listed.length, 1);
    assert.equal(listed[0].status, 'unbound');
    assert.equal(listed[0].holder, null);

    const body = { name: '赵六', idCardNo: nationalId('321'), photoFileId: photo };
    const foreignPhoto = await call(suite.app, shopCalls.bindPass, { token: buyer.userToken, params: { passId }, body: { ...body, photoFileId: othersPhoto }, headers: keyed() });
    assert.equal(foreignPhoto.status, 400);
    assert.equal(foreignPhoto.body.error, 'brigade.photoNotYours');
    const notTheirs = await call(suite.app, shopCalls.bindPass, { token: other.userToken, params: { passId }, body: { ...body, photoFileId: othersPhoto }, headers: keyed() });
    assert.equal(notTheirs.status, 404);

    // Two binds at once: one person is bound, the other answer says it is bound already.
    const [a, b] = await Promise.all([
      call(suite.app, shopCalls.bindPass, { token: buyer.userToken, params: { passId }, body, headers: keyed() }),
      call(suite.app, shopCalls.bindPass, { token: buyer.userToken, params: { passId }, body: { ...body, name: '钱七' }, headers: keyed() }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const bound = (a.status === 200 ? a : b).body.data;
    assert.equal(bound.status, 'bound');
    assert.equal(bound.holder.idCardNoMasked, '110105********' + nationalId('321').slice(-4));
    const holderPhoto = await suite.app.inject({ method: 'GET', url: bound.holder.photoUrl, headers: { authorization: `Bearer ${buyer.userToken}` } });
    assert.equal(holderPhoto.statusCode, 200);
    assert.deepEqual(await ok(shopCalls.passes, other), []);
  });
});

describe('operators maintain the catalogue', () => {
  it('only operators may; names are unique; a category holding products stays', async () => {
    const buyer = await signInWithId(suite.app);
    const refused = await call(suite.app, shopCalls.opsSaveCategory, { token: buyer.userToken, body: { name: '特产' }, headers: keyed() });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'brigade.operatorsOnly');

    const op = await operator();
    const [icon] = await pictures(op, 1);
    const saved = await ok(shopCalls.opsSaveCategory, op, { body: { name: '特产', sort: 2, iconFileId: icon } });
    // A category icon is public like the products' pictures.
    assert.equal((await suite.app.inject({ method: 'GET', url: saved.icon.url })).statusCode, 200);
    const same = await call(suite.app, shopCalls.opsSaveCategory, { token: op.userToken, body: { name: '特产' }, headers: keyed() });
    assert.equal(same.status, 409);
    assert.equal(same.body.error, 'brigade.categoryExists');
    await product(op, { categoryId: saved.categoryId }, false);
    const held = await call(suite.app, shopCalls.opsDeleteCategory, { token: op.userToken, params: { categoryId: saved.categoryId }, headers: keyed() });
    assert.equal(held.status, 409);
    assert.equal(held.body.params?.count, 1);
    const emptyOne = await category(op, '空分类');
    await ok(shopCalls.opsDeleteCategory, op, { params: { categoryId: emptyOne } });
    assert.deepEqual((await ok(shopCalls.opsCategories, op)).map((c: { name: string; allProductCount: number }) => [c.name, c.allProductCount]), [['特产', 1]]);
  });

  it("products: created off sale, kind fixed, pictures must be the operator's, stock moves by changes never below zero", async () => {
    const op = await operator();
    const categoryId = await category(op);
    const [mine] = await pictures(op, 1);
    const [theirs] = await pictures(await signInWithId(suite.app), 1);
    const notMine = await call(suite.app, shopCalls.opsSaveProduct, { token: op.userToken, body: { kind: 'goods', categoryId, title: '茶', priceFen: 100, pictureIds: [theirs] }, headers: keyed() });
    assert.equal(notMine.status, 400);
    assert.equal(notMine.body.error, 'brigade.picturesNotYours');

    const created = await ok(shopCalls.opsSaveProduct, op, { body: { kind: 'goods', categoryId, title: '茶', priceFen: 100, stock: 3, pictureIds: [mine] } });
    assert.equal(created.status, 'offSale');
    assert.equal(created.stock, 3);
    const productId = created.productId;
    // Another operator edits it keeping the first one's picture.
    const colleague = await operator();
    const edited = await ok(shopCalls.opsSaveProduct, colleague, { body: { productId, kind: 'goods', categoryId, title: '好茶', priceFen: 200, pictureIds: [mine] } });
    assert.equal(edited.title, '好茶');
    assert.equal(edited.stock, 3, 'an edit leaves the stock alone');
    const kind = await call(suite.app, shopCalls.opsSaveProduct, { token: op.userToken, body: { productId, kind: 'annualPass', categoryId, title: '茶', priceFen: 100 }, headers: keyed() });
    assert.equal(kind.status, 400);
    assert.equal(kind.body.error, 'brigade.kindChanged');
    const stockInEdit = await call(suite.app, shopCalls.opsSaveProduct, { token: op.userToken, body: { productId, kind: 'goods', categoryId, title: '茶', priceFen: 100, stock: 50 }, headers: keyed() });
    assert.equal(stockInEdit.status, 400);

    const more = await ok(shopCalls.opsStock, op, { params: { productId }, body: { change: 7 } });
    assert.equal(more.stock, 10);
    const tooMuch = await call(suite.app, shopCalls.opsStock, { token: op.userToken, params: { productId }, body: { change: -11 }, headers: keyed() });
    assert.equal(tooMuch.status, 409);
    assert.equal(tooMuch.body.error, 'brigade.stockBelowZero');
    assert.equal(tooMuch.body.params?.left, 10);
    // Parallel takes never go below zero: of four takes of 3 from 10, three apply.
    const takes = await Promise.all([1, 2, 3, 4].map(() => call(suite.app, shopCalls.opsStock, { token: op.userToken, params: { productId }, body: { change: -3 }, headers: keyed() })));
    assert.deepEqual(takes.map((t) => t.status).sort(), [200, 200, 200, 409]);
    assert.equal((await ok(shopCalls.opsProduct, op, { params: { productId } })).stock, 1);

    const list = await ok(shopCalls.opsProducts, op, { query: { status: 'offSale' } });
    assert.deepEqual(list.records.map((p: { productId: number; status: string }) => [p.productId, p.status]), [[productId, 'offSale']]);
  });

  it('departures: not in the past, one per day, seats never below those taken, booked ones stay', async () => {
    const { operator: op, selfDriveId, departureId, goodsId } = await shop();
    const past = await call(suite.app, shopCalls.opsSaveDeparture, { token: op.userToken, params: { productId: selfDriveId }, body: { date: dayAfter(-1), seats: 5, priceFen: 100 }, headers: keyed() });
    assert.equal(past.status, 400);
    assert.equal(past.body.error, 'brigade.departurePast');
    const noSuchDay = await call(suite.app, shopCalls.opsSaveDeparture, { token: op.userToken, params: { productId: selfDriveId }, body: { date: '2030-02-31', seats: 5, priceFen: 100 }, headers: keyed() });
    assert.equal(noSuchDay.status, 400);
    const sameDay = await call(suite.app, shopCalls.opsSaveDeparture, { token: op.userToken, params: { productId: selfDriveId }, body: { date: dayAfter(7), seats: 5, priceFen: 100 }, headers: keyed() });
    assert.equal(sameDay.status, 409);
    const onGoods = await call(suite.app, shopCalls.opsSaveDeparture, { token: op.userToken, params: { productId: goodsId }, body: { date: dayAfter(7), seats: 5, priceFen: 100 }, headers: keyed() });
    assert.equal(onGoods.status, 409);
    assert.equal(onGoods.body.error, 'brigade.notSelfDrive');

    // Four of its ten seats are taken (as orders take them).
    await suite.deps.db.update(brigadeDepartures).set({ seatsLeft: 6 }).where(eq(brigadeDepartures.id, departureId));
    const below = await call(suite.app, shopCalls.opsSaveDeparture, { token: op.userToken, params: { productId: selfDriveId }, body: { departureId, date: dayAfter(7), seats: 3, priceFen: 100 }, headers: keyed() });
    assert.equal(below.status, 409);
    assert.equal(below.body.params?.taken, 4);
    const fewer = await ok(shopCalls.opsSaveDeparture, op, { params: { productId: selfDriveId }, body: { departureId, date: dayAfter(7), seats: 8, priceFen: 55_500 } });
    const changed = fewer.departures.find((d: { departureId: number }) => d.departureId === departureId);
    assert.deepEqual([changed.seatsTotal, changed.seatsLeft, changed.seatsTaken, changed.priceFen], [8, 4, 4, 55_500]);

    const spare = await departure(op, selfDriveId, dayAfter(30));
    await ok(shopCalls.opsDeleteDeparture, op, { params: { departureId: spare } });
    // Any order naming the departure keeps it, even a cancelled one (orders: brigade.orders.test.ts).
    const buyer = await signInWithId(suite.app);
    await suite.deps.db.execute(sql`insert into brigade_orders (order_no, buyer_id, kind, status, departure_id, total, created_at, expires_at, cancelled_at)
      values ('BGTKEEP0001', ${buyer.userId}, 'selfDrive', 'cancelled', ${departureId}, 100, now(), now(), now())`);
    const booked = await call(suite.app, shopCalls.opsDeleteDeparture, { token: op.userToken, params: { departureId }, headers: keyed() });
    assert.equal(booked.status, 409);
    assert.equal(booked.body.error, 'brigade.departureBooked');
  });
});

describe('operators: generated input', () => {
  // The fuzz suite calls as an ordinary user, who is refused before the operators' rules run: here
  // an operator sends valid generated requests, naming the shop's real ids half the time.
  it('never answers 5xx or breaks its answer shape', { timeout: 10 * 60_000 }, async () => {
    const { operator: op, categoryId, goodsId, selfDriveId, departureId, cover } = await shop();
    const real: Record<string, unknown> = { categoryId, productId: selfDriveId, departureId, iconFileId: cover, pictureIds: [cover] };
    const opsCalls = Object.entries(shopCalls).filter(([name]) => name.startsWith('ops')) as [string, Endpoint][];
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    for (const [index, [name, e]] of opsCalls.entries()) {
      const sample = (schema: Endpoint['body'], seed: number) => {
        const json = jsonSchemaOf(schema);
        return json ? (fc.sample(arbitraryOf(json), { numRuns: 1, seed })[0] as Record<string, unknown>) : undefined;
      };
      for (let i = 0; i < 20; i += 1) {
        const withReal = <T extends Record<string, unknown> | undefined>(part: T) =>
          part && i % 2 === 0 ? (Object.fromEntries(Object.entries(part).map(([k, v]) => [k, k in real && !(k === 'productId' && name === 'opsStock') ? real[k] : v])) as T) : part;
        const params = withReal(sample(e.params, index * 100 + i)) ?? {};
        if (name === 'opsStock' && i % 2 === 0) params.productId = goodsId;
        const answer = await call(suite.app, e, {
          token: op.userToken,
          params: params as Record<string, string | number>,
          query: withReal(sample(e.query, index * 100 + i + 50)) as Record<string, string | number>,
          body: withReal(sample(e.body, index * 100 + i + 25)),
          headers: e.idempotent ? keyed() : {},
        });
        statuses.set(`${name} ${answer.status}`, (statuses.get(`${name} ${answer.status}`) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${name} ${answer.status}: ${answer.text}`);
        else if (answer.status === 200 && !e.response.safeParse(answer.body.data).success) failures.push(`${name}: answer breaks its shape`);
      }
    }
    assert.deepEqual(failures, []);
    // Generated requests that all bounced off validation would prove nothing: the rules ran too.
    const passed = [...statuses].filter(([k]) => k.endsWith(' 200')).reduce((sum, [, n]) => sum + n, 0);
    assert.ok(passed >= 20, `only ${passed} generated requests got past validation`);
  });
});
