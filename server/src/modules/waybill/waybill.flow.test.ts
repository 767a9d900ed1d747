import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { findGoodsSource } from '../goods/goods.queries';
import { useModuleSuite } from '../testing';
import { sql } from 'drizzle-orm';
import { cancelWaybillsOfSource, findWaybillParties, hasLoadingStarted, markInTransit } from './waybill.queries';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

describe('the whole trip', () => {
  it('grab → both sign on the local page → scan loading → loaded → scan unloading → unloaded → evaluate; the source closes', async () => {
    const d = await h.driver();
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId);
    const grabbed = await h.lg(w.grabOrder, d, { body: { goodsSourceId, carNumber: d.plate } });
    assert.equal(grabbed.status, 200, grabbed.text);
    const waybillId = grabbed.body.data.waybillId;
    assert.equal(grabbed.body.data.status, 'created');
    assert.equal(grabbed.body.data.freightFen, 450050);
    assert.deepEqual(grabbed.body.data.actions, ['sign', 'driverCancel']);
    assert.equal((await findGoodsSource(suite.deps.db, goodsSourceId))?.status, 'taken');

    const page = await h.lg(w.getSignUrl, d, { query: { waybillId } });
    assert.equal(page.status, 200, page.text);
    const html = await suite.app.inject({ method: 'GET', url: page.body.data.url });
    assert.equal(html.statusCode, 200);
    assert.match(html.headers['content-type'] as string, /text\/html/);
    assert.match(html.body, /¥4,500\.50 每车 per truck/);
    assert.match(html.body, /福州仓山/);
    assert.match(html.body, /深圳宝安/);
    assert.match(html.body, new RegExp(d.plate));

    const back = await h.signAs(d, waybillId, 'driver');
    assert.equal(back.redirect, `/#/pages/orderDetail/orderDetail?id=${waybillId}`);
    assert.equal(await h.statusOf(waybillId), 'created');
    const early = await h.lg(w.scanningLoading, d, { body: { waybillId, qrToken: await h.qr(o, goodsSourceId, 'loading') } });
    assert.equal(early.status, 409, early.text);
    await h.signAs(o, waybillId, 'cargoOwner', '李四');
    assert.equal(await h.statusOf(waybillId), 'signed');

    await h.steps.loading(d, o, waybillId, goodsSourceId);
    assert.equal(await hasLoadingStarted(suite.deps.db, goodsSourceId), true);
    await h.steps.loaded(d, waybillId);
    await h.steps.unloading(d, o, waybillId, goodsSourceId);
    await h.steps.unloaded(d, waybillId);
    assert.equal((await findGoodsSource(suite.deps.db, goodsSourceId))?.status, 'closed');

    const evaluated = await h.lg(w.cargoOwnerEvaluate, o, { body: { waybillId, stars: 5, text: '准时' } });
    assert.equal(evaluated.status, 200, evaluated.text);
    assert.deepEqual(evaluated.body.data.evaluation.stars, 5);

    const detail = await h.lg(w.waybillDetail, o, { params: { id: waybillId } });
    assert.equal(detail.status, 200, detail.text);
    assert.deepEqual(
      detail.body.data.history.map((e: { from: string | null; to: string }) => `${e.from}>${e.to}`),
      ['null>created', 'created>signed', 'signed>loading', 'loading>loaded', 'loaded>inTransit', 'inTransit>unloading', 'unloading>unloaded'],
    );
    assert.equal(detail.body.data.signatures.every((s: { signed: boolean }) => s.signed), true);
    assert.equal(detail.body.data.code, null);
    const photoUrl = detail.body.data.loading.photoUrls[0];
    const photo = await suite.app.inject({ method: 'GET', url: photoUrl, headers: { 'logistics-authorization': `Bearer ${o.logisticsToken}` } });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/jpeg');

    const parties = await findWaybillParties(suite.deps.db, waybillId);
    assert.deepEqual(parties, { waybillId, driverId: d.userId, cargoOwnerId: o.userId, status: 'unloaded', goodsSourceId, plateNumber: d.plate });
  });
});

describe('the database keeps the states honest', () => {
  const refuses = async (statement: ReturnType<typeof sql>) => {
    await assert.rejects(suite.deps.db.execute(statement), (error: { cause?: { code?: string }; code?: string }) => {
      const code = error.cause?.code ?? error.code;
      return code === '23514' || code === '23505';
    });
  };

  it('refuses loading before both signatures, cancelling after loading, evaluating before unloading, two active waybills of a driver per source', async () => {
    const created = await h.waybillAt('created');
    const loading = await h.waybillAt('loading');
    await refuses(sql`update waybills set status = 'loading', loading_scanned_at = now() where id = ${created.waybillId}`);
    await refuses(sql`update waybills set status = 'cancelled', cancelled_at = now(), cancelled_by = 'driver', cancel_reason = 'x' where id = ${loading.waybillId}`);
    await refuses(sql`update waybills set evaluation_stars = 5, evaluated_at = now() where id = ${loading.waybillId}`);
    await refuses(sql`update waybills set status = 'lost' where id = ${created.waybillId}`);
    await refuses(sql`insert into waybills (goods_source_id, driver_id, cargo_owner_id, vehicle_id, plate_number, origin, status, freight_fen, created_at, updated_at, received_at)
      select goods_source_id, driver_id, cargo_owner_id, vehicle_id, plate_number, origin, status, freight_fen, created_at, updated_at, received_at from waybills where id = ${created.waybillId}`);
    assert.equal(await h.statusOf(created.waybillId), 'created');
    assert.equal(await h.statusOf(loading.waybillId), 'loading');
  });

  it('cancelWaybillsOfSource (the goods source is cancelled) cancels the waybills not yet loading, with history', async () => {
    const o = await h.owner();
    const goodsSourceId = await h.goods(o.userId, { trucksNeeded: 3 });
    const first = await h.grab(await h.driver(), goodsSourceId);
    const second = await h.grab(await h.driver(), goodsSourceId);
    assert.equal(await hasLoadingStarted(suite.deps.db, goodsSourceId), false);
    const ids = await cancelWaybillsOfSource(suite.deps.db, goodsSourceId, o.userId, '货源取消', new Date());
    assert.deepEqual(ids.sort(), [first, second].sort());
    const detail = await h.lg(w.waybillDetail, o, { params: { id: first } });
    assert.equal(detail.body.data.cancellation.by, 'source');
    assert.deepEqual(detail.body.data.history.at(-1).from, 'created');
  });
});

describe('markInTransit (tracking)', () => {
  it('moves a loaded waybill to inTransit once; the unloading scan then goes straight to unloading', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('loaded');
    assert.equal(await markInTransit(suite.deps.db, waybillId, driver.userId, new Date(), { lat: 26, lng: 119 }), true);
    assert.equal(await markInTransit(suite.deps.db, waybillId, driver.userId, new Date()), false);
    assert.equal(await h.statusOf(waybillId), 'inTransit');
    await h.steps.unloading(driver, owner, waybillId, goodsSourceId);
    const detail = await h.lg(w.waybillDetail, driver, { params: { id: waybillId } });
    assert.deepEqual(detail.body.data.history.slice(-2).map((e: { from: string; to: string }) => `${e.from}>${e.to}`), ['loaded>inTransit', 'inTransit>unloading']);
  });
});
