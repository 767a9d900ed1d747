import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { LocalEsignProvider } from '../../providers/esign/local';
import { call, useModuleSuite } from '../testing';
import { SIGNATURE_PNG, waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

const completion = (signingId: string) => ({
  signingId,
  signerName: '张三',
  signedAt: new Date().toISOString(),
  ip: '10.0.0.1',
  signatureImage: SIGNATURE_PNG,
});

describe('getSignUrl and waybillSignUrl', () => {
  it('each side gets its own page; the other side, a stranger and the wrong status are refused', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('created');
    const stranger = await h.driver();
    const mine = await h.lg(w.getSignUrl, driver, { query: { waybillId } });
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.body.data.party, 'driver');
    assert.match(mine.body.data.url, /^\/logistics\/api\/esign\/local\/[A-Za-z0-9_-]{24}$/);
    assert.equal((await h.lg(w.waybillSignUrl, owner, { query: { waybillId } })).status, 200);
    assert.equal((await h.lg(w.getSignUrl, owner, { query: { waybillId } })).status, 403);
    assert.equal((await h.lg(w.waybillSignUrl, driver, { query: { waybillId } })).status, 403);
    assert.equal((await h.lg(w.getSignUrl, stranger, { query: { waybillId } })).status, 404);
    assert.equal((await h.lg(w.getSignUrl, driver, { query: { waybillId: 'abc' } })).status, 400);
    assert.equal((await h.lg(w.getSignUrl, driver, { query: { waybillId: 999999 } })).status, 404);
    await h.signAs(driver, waybillId, 'driver');
    const again = await h.lg(w.getSignUrl, driver, { query: { waybillId } });
    assert.equal(again.status, 409, again.text);
  });

  it('the page shows parties, goods, route, freight in yuan and dates; a signed page says so; an unknown id is 404', async () => {
    const { driver, waybillId } = await h.waybillAt('created');
    const url = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data.url;
    const page = await suite.app.inject({ method: 'GET', url });
    assert.equal(page.statusCode, 200);
    for (const text of ['托运方 Shipper', '承运司机 Driver', 'steel，20 吨 steel, 20 t', '福州仓山', '深圳宝安', '¥4,500.50 每车 per truck', '2030-06-01', 'data-testid="esign-pad"', driver.phone]) {
      assert.ok(page.body.includes(text), `page shows ${text}`);
    }
    assert.ok(page.body.includes('<link rel="icon" href="data:,">'), 'no request for /favicon.ico');
    const posted = await suite.app.inject({ method: 'POST', url, payload: { signerName: '张三', signatureImage: SIGNATURE_PNG } });
    assert.equal(posted.statusCode, 200, posted.body);
    const after = await suite.app.inject({ method: 'GET', url });
    assert.match(after.body, /esign-done/);
    const twice = await suite.app.inject({ method: 'POST', url, payload: { signerName: '张三', signatureImage: SIGNATURE_PNG } });
    assert.equal(twice.statusCode, 409);
    const missing = await suite.app.inject({ method: 'GET', url: '/logistics/api/esign/local/AAAAAAAAAAAAAAAAAAAAAAAA' });
    assert.equal(missing.statusCode, 404);
  });

  it('the contract names the cargo type (zh and en), weighs in 吨 and states the freight once, grouped', async () => {
    const { driver, waybillId } = await h.waybillAt('created', { cargoType: 'general', weightKg: 19000, volumeM3: 42.5, freightFen: 866000 });
    const url = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data.url;
    const page = (await suite.app.inject({ method: 'GET', url })).body;
    assert.ok(page.includes('<dd>普通货物，19 吨，42.5 立方米 General cargo, 19 t, 42.5 m³</dd>'), page);
    assert.ok(page.includes('<dd>¥8,660.00 每车 per truck</dd>'), page);
    assert.doesNotMatch(page, /general|19000| kg|¥8660|元/);
  });

  it('the page refuses a missing name or a signature that is not a PNG (400), and records nothing', async () => {
    const { driver, waybillId } = await h.waybillAt('created');
    const url = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data.url;
    for (const payload of [{ signerName: '', signatureImage: SIGNATURE_PNG }, { signerName: '张三', signatureImage: 'data:text/html;base64,PGI+' }, {}]) {
      const result = await suite.app.inject({ method: 'POST', url, payload });
      assert.equal(result.statusCode, 400, result.body);
    }
    const stored = await h.stored();
    assert.ok(stored.signings.every((s) => s.signedAt === null));
  });

  it('the signing records name, time, IP and the image; both signatures move the waybill to signed', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('created');
    await h.signAs(driver, waybillId, 'driver', '张三');
    let stored = await h.stored();
    const signed = stored.signings.find((s) => s.signedAt !== null);
    assert.equal(signed?.signerName, '张三');
    assert.equal(signed?.signerIp, '127.0.0.1');
    assert.equal(signed?.signatureImage, SIGNATURE_PNG);
    assert.equal(stored.waybills[0].status, 'created');
    assert.ok(stored.waybills[0].driverSignedAt);
    await h.signAs(owner, waybillId, 'cargoOwner', '李四');
    stored = await h.stored();
    assert.equal(stored.waybills[0].status, 'signed');
    const detail = await h.lg(w.waybillDetail, driver, { params: { id: waybillId } });
    assert.deepEqual(
      detail.body.data.signatures.map((s: { party: string; signerName: string }) => [s.party, s.signerName]),
      [
        ['driver', '张三'],
        ['cargoOwner', '李四'],
      ],
    );
    assert.deepEqual(detail.body.data.actions, ['scanLoading', 'driverCancel']);
  });
});

describe('esign callback', () => {
  it('a forged or missing signature is refused (403) and nothing is signed', async () => {
    const { driver, waybillId } = await h.waybillAt('created');
    const url = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data;
    const body = completion(url.signingId);
    const before = await h.stored();
    for (const headers of [{}, { 'x-esign-signature': '0'.repeat(64) }, { 'x-esign-signature': 'nothex' }] as Record<string, string>[]) {
      const result = await call(suite.app, w.esignCallback, { body, headers });
      assert.equal(result.status, 403, result.text);
    }
    // A genuine signature of another body does not fit this one.
    const provider = suite.deps.providers.esign as LocalEsignProvider;
    const signature = provider.sign({ ...body, signerName: '别人' });
    const tampered = await call(suite.app, w.esignCallback, { body, headers: { 'x-esign-signature': signature } });
    assert.equal(tampered.status, 403);
    assert.deepEqual(await h.stored(), before);
  });

  it('a genuine callback signs; repeated, it answers the state again; for an unknown signing 404', async () => {
    const { driver, waybillId } = await h.waybillAt('created');
    const provider = suite.deps.providers.esign as LocalEsignProvider;
    const url = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data;
    const body = completion(url.signingId);
    const headers = { 'x-esign-signature': provider.sign(body) };
    const first = await call(suite.app, w.esignCallback, { body, headers });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body.data, { waybillId, status: 'created' });
    const replay = await call(suite.app, w.esignCallback, { body, headers });
    assert.equal(replay.status, 200, replay.text);
    const unknown = completion('BBBBBBBBBBBBBBBBBBBBBBBB');
    const missing = await call(suite.app, w.esignCallback, { body: unknown, headers: { 'x-esign-signature': provider.sign(unknown) } });
    assert.equal(missing.status, 404);
  });

  it('a second signing page of the same side cannot sign twice (409); a cancelled waybill cannot be signed (409)', async () => {
    const { driver, waybillId } = await h.waybillAt('created');
    const first = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data.url;
    const second = (await h.lg(w.getSignUrl, driver, { query: { waybillId } })).body.data.url;
    assert.equal((await suite.app.inject({ method: 'POST', url: first, payload: { signerName: '张三', signatureImage: SIGNATURE_PNG } })).statusCode, 200);
    const late = await suite.app.inject({ method: 'POST', url: second, payload: { signerName: '张三', signatureImage: SIGNATURE_PNG } });
    assert.equal(late.statusCode, 409, late.body);

    const other = await h.waybillAt('created');
    const page = (await h.lg(w.getSignUrl, other.driver, { query: { waybillId: other.waybillId } })).body.data.url;
    assert.equal((await h.lg(w.driverCancelOrder, other.driver, { body: { waybillId: other.waybillId, reason: '不去了' } })).status, 200);
    const refused = await suite.app.inject({ method: 'POST', url: page, payload: { signerName: '张三', signatureImage: SIGNATURE_PNG } });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(await h.statusOf(other.waybillId), 'cancelled');
  });
});
