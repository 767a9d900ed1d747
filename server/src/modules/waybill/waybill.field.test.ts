import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { QR_LIFETIME_MS } from '@/lib/contract/waybill';
import { useModuleSuite } from '../testing';
import { signSourceQr, stationQrKey, verifySourceQr } from './waybill.tokens';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

const key = (n: number) => `key-${n}-${Math.random().toString(36).slice(2)}`;

describe('scanningLoading and the goods-source QR', () => {
  it('a tampered, foreign, other-purpose or expired code is refused (400/410) and nothing changes', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const otherSource = await h.goods(owner.userId);
    const good = await h.qr(owner, goodsSourceId, 'loading');
    const tampered = good.replace(/\.(\d+)\.(\d+)\.(\d+)\./, (_m, a, b, c) => `.${a}.${b}.${Number(c) + 1000}.`);
    const foreign = await h.qr(owner, otherSource, 'loading');
    const unloadingCode = await h.qr(owner, goodsSourceId, 'unloading');
    const before = await h.stored();
    const cases: [string, number][] = [
      ['not a code', 400],
      [good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA'), 400],
      [tampered, 400],
      [foreign, 400],
      [unloadingCode, 400],
      [`${good.slice(0, 6)}999${good.slice(7)}`, 400],
    ];
    for (const [qrToken, status] of cases) {
      const result = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken } });
      assert.equal(result.status, status, `${qrToken}: ${result.text}`);
    }
    await h.later(QR_LIFETIME_MS + 1000, driver, owner);
    const expired = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: good } });
    assert.equal(expired.status, 410, expired.text);
    assert.deepEqual(await h.stored(), before);
    // A fresh code works.
    const fresh = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: await h.qr(owner, goodsSourceId, 'loading') } });
    assert.equal(fresh.status, 200, fresh.text);
    assert.equal(fresh.body.data.status, 'loading');
  });

  it('a code scanned offline before it expired is accepted later with the scan time; a claimed time before the code existed is not', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const code = await h.qr(owner, goodsSourceId, 'loading');
    const scannedAt = new Date(suite.clock.now() + 60_000).toISOString();
    await h.later(QR_LIFETIME_MS + 3_600_000, driver);
    const beforeCode = new Date(suite.clock.now() - QR_LIFETIME_MS * 3).toISOString();
    const tooEarly = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: code, occurredAt: beforeCode } });
    assert.equal(tooEarly.status, 400, tooEarly.text);
    const result = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: code, occurredAt: scannedAt, lat: 26.05, lng: 119.28 } });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.loading.scannedAt, scannedAt);
    const event = result.body.data.history.at(-1);
    assert.deepEqual([event.to, event.at, event.lat, event.lng], ['loading', scannedAt, 26.05, 119.28]);
  });

  it('event times in the future or older than 7 days, and half a position, are refused (400)', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    const before = await h.stored();
    for (const extra of [
      { occurredAt: new Date(suite.clock.now() + 3_600_000).toISOString() },
      { occurredAt: new Date(suite.clock.now() - 8 * 86_400_000).toISOString() },
      { occurredAt: 'yesterday' },
      { lat: 26 },
      { lat: 100, lng: 20 },
    ]) {
      const result = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken, ...extra } });
      assert.equal(result.status, 400, `${JSON.stringify(extra)}: ${result.text}`);
    }
    assert.deepEqual(await h.stored(), before);
  });

  it('a kiosk holding only its station key verifies its station’s codes offline, and cannot verify another station’s', () => {
    const secret = suite.deps.config.tokenSecret;
    const at = suite.clock.now();
    const { token } = signSourceQr(secret, { purpose: 'loading', goodsSourceId: 7, stationId: 3 }, at + QR_LIFETIME_MS);
    const kioskKey = stationQrKey(secret, 3);
    const kiosk = (stationId: number) => (stationId === 3 ? kioskKey : null);
    assert.deepEqual(verifySourceQr(kiosk, token, at).goodsSourceId, 7);
    const other = signSourceQr(secret, { purpose: 'loading', goodsSourceId: 7, stationId: 4 }, at + QR_LIFETIME_MS).token;
    assert.throws(() => verifySourceQr(kiosk, other, at), /not a code of this platform/);
  });

  it('only the waybill’s driver scans (another driver 404, the cargo owner 403); scanning before signing is 409', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('created');
    const other = await h.driver();
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    assert.equal((await h.lg(w.scanningLoading, other, { body: { waybillId, qrToken } })).status, 404);
    assert.equal((await h.lg(w.scanningLoading, owner, { body: { waybillId, qrToken } })).status, 403);
    const early = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken } });
    assert.equal(early.status, 409);
    assert.match(early.body.msg, /sign the contract/);
  });
});

describe('loading and unloading completed, scanningUnloading', () => {
  it('each illegal transition is refused with 409 and changes nothing', async () => {
    const at = {
      created: await h.waybillAt('created'),
      signed: await h.waybillAt('signed'),
      loading: await h.waybillAt('loading'),
      loaded: await h.waybillAt('loaded'),
      unloading: await h.waybillAt('unloading'),
      unloaded: await h.waybillAt('unloaded'),
    };
    type Name = keyof typeof at;
    const code = (goodsSourceId: number, purpose: 'loading' | 'unloading') =>
      signSourceQr(suite.deps.config.tokenSecret, { purpose, goodsSourceId, stationId: 0 }, suite.clock.now() + QR_LIFETIME_MS).token;
    const actions: Record<string, { allowed: Name[]; run: (x: (typeof at)[Name]) => ReturnType<typeof h.lg> }> = {
      scanningLoading: {
        allowed: ['signed'],
        run: (x) => h.lg(w.scanningLoading, x.driver, { body: { waybillId: x.waybillId, qrToken: code(x.goodsSourceId, 'loading') } }),
      },
      loadingCompleted: {
        allowed: ['loading'],
        run: async (x) => h.lg(w.loadingCompleted, x.driver, { body: { waybillId: x.waybillId, loadedWeightKg: 100, weighingSlipFileIds: [await h.photo(x.driver)] } }),
      },
      scanningUnloading: {
        allowed: ['loaded'],
        run: (x) => h.lg(w.scanningUnloading, x.driver, { body: { waybillId: x.waybillId, qrToken: code(x.goodsSourceId, 'unloading') } }),
      },
      unLoadingCompleted: {
        allowed: ['unloading'],
        run: async (x) => h.lg(w.unLoadingCompleted, x.driver, { body: { waybillId: x.waybillId, unloadedWeightKg: 100, receiptFileIds: [await h.photo(x.driver)] } }),
      },
      receivingOrder: { allowed: [], run: (x) => h.lg(w.receivingOrder, x.driver, { body: { waybillId: x.waybillId } }) },
      driverCancelOrder: { allowed: ['created', 'signed'], run: (x) => h.lg(w.driverCancelOrder, x.driver, { body: { waybillId: x.waybillId, reason: '不去了' } }) },
      cargoOwnerCancelWaybill: { allowed: ['created', 'signed'], run: (x) => h.lg(w.cargoOwnerCancelWaybill, x.owner, { body: { waybillId: x.waybillId, reason: '不发了' } }) },
      cargoOwnerEvaluate: { allowed: ['unloaded'], run: (x) => h.lg(w.cargoOwnerEvaluate, x.owner, { body: { waybillId: x.waybillId, stars: 4 } }) },
    };
    for (const [name, action] of Object.entries(actions)) {
      for (const status of Object.keys(at) as Name[]) {
        if (action.allowed.includes(status)) continue;
        const before = await h.stored();
        const result = await action.run(at[status]);
        assert.equal(result.status, 409, `${name} at ${status}: ${result.text}`);
        // The refusal names the waybill's state by its code, the action as a param.
        assert.equal(result.body.error, status === 'created' && name === 'scanningLoading' ? 'waybill.notSigned' : `waybill.${status}`, name);
        const after = await h.stored();
        assert.deepEqual({ ...after, keys: 0 }, { ...before, keys: 0 }, `${name} at ${status} changed something`);
      }
    }
  });

  it('a cancelled waybill refuses a second cancel with waybill.cancelled, the action as a param and the English text as msg', async () => {
    const x = await h.waybillAt('created');
    assert.equal((await h.lg(w.cargoOwnerCancelWaybill, x.owner, { body: { waybillId: x.waybillId, reason: '不发了' } })).status, 200);
    const again = await h.lg(w.driverCancelOrder, x.driver, { body: { waybillId: x.waybillId, reason: '不去了' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'waybill.cancelled');
    assert.deepEqual(again.body.params, { action: 'waybill.actionCancel' });
    assert.equal(again.body.msg, 'This waybill is cancelled: cancelling (only before loading) is not possible now');
  });

  it('photos must be the driver’s own uploads, distinct, 1-6; weights 1-100000 (400, nothing changes)', async () => {
    const { driver, waybillId } = await h.waybillAt('loading');
    const stranger = await h.driver();
    const mine = await h.photo(driver);
    const theirs = await h.photo(stranger);
    const before = await h.stored();
    for (const body of [
      { loadedWeightKg: 100, weighingSlipFileIds: [theirs] },
      { loadedWeightKg: 100, weighingSlipFileIds: [mine, mine] },
      { loadedWeightKg: 100, weighingSlipFileIds: [] },
      { loadedWeightKg: 100, weighingSlipFileIds: Array.from({ length: 7 }, () => mine) },
      { loadedWeightKg: 0, weighingSlipFileIds: [mine] },
      { loadedWeightKg: 100001, weighingSlipFileIds: [mine] },
      { loadedWeightKg: 1.5, weighingSlipFileIds: [mine] },
      { weighingSlipFileIds: [mine] },
    ]) {
      const result = await h.lg(w.loadingCompleted, driver, { body: { waybillId, ...body } });
      assert.equal(result.status, 400, `${JSON.stringify(body)}: ${result.text}`);
    }
    assert.deepEqual(await h.stored(), before);
  });

  it('a driver cannot unload another driver’s waybill (404), nor can the cargo owner (403)', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('unloading');
    const other = await h.driver();
    const body = { waybillId, unloadedWeightKg: 100, receiptFileIds: [await h.photo(other)] };
    const before = await h.stored();
    assert.equal((await h.lg(w.unLoadingCompleted, other, { body })).status, 404);
    assert.equal((await h.lg(w.unLoadingCompleted, owner, { body: { ...body, receiptFileIds: [await h.photo(owner)] } })).status, 403);
    assert.deepEqual(await h.stored(), before);
    assert.equal((await h.lg(w.unLoadingCompleted, driver, { body: { ...body, receiptFileIds: [await h.photo(driver)] } })).status, 200);
  });

  it('the unloading scan needs the unloading code of this source; after it the history shows the implied transit', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('loaded');
    const loadingCode = await h.qr(owner, goodsSourceId, 'loading');
    assert.equal((await h.lg(w.scanningUnloading, driver, { body: { waybillId, qrToken: loadingCode } })).status, 400);
    const result = await h.lg(w.scanningUnloading, driver, { body: { waybillId, qrToken: await h.qr(owner, goodsSourceId, 'unloading') } });
    assert.equal(result.status, 200, result.text);
    assert.deepEqual(result.body.data.history.slice(-2).map((e: { from: string; to: string }) => `${e.from}>${e.to}`), ['loaded>inTransit', 'inTransit>unloading']);
  });
});

describe('Idempotency-Key', () => {
  it('a replay with the same key answers the first result and applies nothing twice', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const body = { waybillId, qrToken: await h.qr(owner, goodsSourceId, 'loading'), occurredAt: new Date(suite.clock.now()).toISOString() };
    const k = key(1);
    const first = await h.lg(w.scanningLoading, driver, { body, headers: { 'idempotency-key': k } });
    assert.equal(first.status, 200, first.text);
    const historyAfterFirst = (await h.stored()).history;
    suite.clock.advance(60_000);
    const replay = await h.lg(w.scanningLoading, driver, { body, headers: { 'idempotency-key': k } });
    assert.equal(replay.status, 200, replay.text);
    assert.deepEqual(replay.body.data, first.body.data);
    assert.equal((await h.stored()).history, historyAfterFirst);
    // The same action without the key is a new attempt: the waybill already moved on.
    assert.equal((await h.lg(w.scanningLoading, driver, { body })).status, 409);
  });

  it('the same key with another body or another call is 422; a malformed key is 400', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    const k = key(2);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 200);
    const before = await h.stored();
    const otherBody = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken, lat: 1, lng: 2 }, headers: { 'idempotency-key': k } });
    assert.equal(otherBody.status, 422, otherBody.text);
    const otherCall = await h.lg(w.loadingCompleted, driver, {
      body: { waybillId, loadedWeightKg: 10, weighingSlipFileIds: [await h.photo(driver)] },
      headers: { 'idempotency-key': k },
    });
    assert.equal(otherCall.status, 422, otherCall.text);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': 'bad key!' } })).status, 400);
    assert.deepEqual(await h.stored(), before);
  });

  it('keys are per user: another driver’s same key is independent (and still refused by ownership)', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const other = await h.driver();
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    const k = key(3);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 200);
    assert.equal((await h.lg(w.scanningLoading, other, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 404);
  });

  it('a refused action keeps no key: sending it again once possible applies it', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('created');
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    const k = key(4);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 409);
    assert.equal((await h.stored()).keys, 0);
    await h.steps.signed(driver, owner, waybillId);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 200);
  });

  it('20 concurrent replays of one key apply once and all answer the same result', async () => {
    const { driver, waybillId } = await h.waybillAt('loading');
    const body = { waybillId, loadedWeightKg: 18000, weighingSlipFileIds: [await h.photo(driver)] };
    const k = key(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => h.lg(w.loadingCompleted, driver, { body, headers: { 'idempotency-key': k } })));
    assert.deepEqual([...new Set(results.map((r) => r.status))], [200], results.map((r) => r.text).join('\n'));
    assert.ok(results.every((r) => JSON.stringify(r.body.data) === JSON.stringify(results[0].body.data)));
    const detail = await h.lg(w.waybillDetail, driver, { params: { id: waybillId } });
    assert.equal(detail.body.data.history.filter((e: { to: string }) => e.to === 'loaded').length, 1);
    assert.equal((await h.stored()).keys, 1);
  });

  it('keys are kept 7 days, then forgotten', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const qrToken = await h.qr(owner, goodsSourceId, 'loading');
    const k = key(6);
    assert.equal((await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken }, headers: { 'idempotency-key': k } })).status, 200);
    await h.later(6 * 86_400_000);
    const other = await h.waybillAt('signed');
    await h.lg(w.scanningLoading, other.driver, { body: { waybillId: other.waybillId, qrToken: await h.qr(other.owner, other.goodsSourceId, 'loading') }, headers: { 'idempotency-key': key(7) } });
    assert.equal((await h.stored()).keys, 2);
    await h.later(2 * 86_400_000);
    const third = await h.waybillAt('signed');
    await h.lg(w.scanningLoading, third.driver, { body: { waybillId: third.waybillId, qrToken: await h.qr(third.owner, third.goodsSourceId, 'loading') }, headers: { 'idempotency-key': key(8) } });
    assert.equal((await h.stored()).keys, 2);
  });
});
