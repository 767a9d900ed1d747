import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { SHORT_CODE_ALPHABET, SHORT_CODE_WINDOW_MS, readShortCode } from '@/lib/offline/sourceShortCode';
import { useModuleSuite } from '../testing';
import { SHORT_CODE_TRIES_PER_HOUR, signShortCode } from './waybill.shortCode';
import { waybillHelpers } from './waybill.testing';

const w = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

type Session = Parameters<typeof h.qr>[0];

async function shortCode(session: Session, goodsSourceId: number, purpose: 'loading' | 'unloading') {
  const result = await h.lg(w.sourceQrCode, session, { query: { goodsSourceId, purpose } });
  assert.equal(result.status, 200, result.text);
  return result.body.data as { shortCode: string; shortCodeExpiresAt: string; expiresAt: string };
}

/** Station goods of a new collector and station, grabbed and signed by a driver. */
async function stationTrip() {
  const collector = await h.tollCollector();
  const stationId = await h.station();
  const goodsSourceId = await h.stationGoods(collector.userId, stationId);
  const driver = await h.driver();
  const waybillId = await h.grab(driver, goodsSourceId);
  await h.steps.signed(driver, collector, waybillId);
  return { collector, stationId, goodsSourceId, driver, waybillId };
}

/** A short code of the same form with other check characters. */
function wrongCheck(code: string): string {
  const last = code.at(-1)!;
  const other = SHORT_CODE_ALPHABET[(SHORT_CODE_ALPHABET.indexOf(last) + 1) % SHORT_CODE_ALPHABET.length];
  return code.slice(0, -1) + other;
}

describe('the short code of a goods-source QR', () => {
  it('sourceQrCode answers it beside the token: purpose letter, the source id, 6 check characters in two groups, expiring with or before the token', async () => {
    const { owner, goodsSourceId } = await h.waybillAt('created');
    const loading = await shortCode(owner, goodsSourceId, 'loading');
    assert.match(loading.shortCode, new RegExp(`^Z-${goodsSourceId}-[${SHORT_CODE_ALPHABET}]{4}-[${SHORT_CODE_ALPHABET}]{2}$`));
    assert.match((await shortCode(owner, goodsSourceId, 'unloading')).shortCode, new RegExp(`^X-${goodsSourceId}-`));
    const left = Date.parse(loading.shortCodeExpiresAt) - suite.clock.now();
    assert.ok(left > SHORT_CODE_WINDOW_MS && left <= 2 * SHORT_CODE_WINDOW_MS, `short code lives ${left} ms`);
    assert.ok(Date.parse(loading.shortCodeExpiresAt) <= Date.parse(loading.expiresAt));
  });

  it('loads and unloads with the typed short code, in any case, with spaces or without dashes', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const { shortCode: loading } = await shortCode(owner, goodsSourceId, 'loading');
    const typed = ` ${loading.toLowerCase().replace(/-/g, ' ')} `;
    const loaded = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: typed } });
    assert.equal(loaded.status, 200, loaded.text);
    assert.equal(loaded.body.data.status, 'loading');
    await h.steps.loaded(driver, waybillId);
    const { shortCode: unloading } = await shortCode(owner, goodsSourceId, 'unloading');
    const result = await h.lg(w.scanningUnloading, driver, { body: { waybillId, qrToken: unloading.replace(/-/g, '') } });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.data.status, 'unloading');
  });

  it('station goods load with the station code; a short code of another station, a wrong one, another source or purpose is refused with its code, and nothing changes', async () => {
    const trip = await stationTrip();
    const secret = suite.deps.config.tokenSecret;
    const at = suite.clock.now();
    const good = (await shortCode(trip.collector, trip.goodsSourceId, 'loading')).shortCode;
    const otherStation = signShortCode(secret, { purpose: 'loading', goodsSourceId: trip.goodsSourceId, stationId: trip.stationId + 1 }, at).shortCode;
    const ownPickup = signShortCode(secret, { purpose: 'loading', goodsSourceId: trip.goodsSourceId, stationId: 0 }, at).shortCode;
    const otherSource = signShortCode(secret, { purpose: 'loading', goodsSourceId: trip.goodsSourceId + 1, stationId: trip.stationId }, at).shortCode;
    const unloading = signShortCode(secret, { purpose: 'unloading', goodsSourceId: trip.goodsSourceId, stationId: 0 }, at).shortCode;
    const before = await h.stored();
    const cases: [string, string][] = [
      [otherStation, 'waybill.wrongShortCode'],
      [ownPickup, 'waybill.wrongShortCode'],
      [wrongCheck(good), 'waybill.wrongShortCode'],
      [otherSource, 'waybill.codeOfOtherSource'],
      [unloading, 'waybill.unloadingCodeAtPickup'],
    ];
    for (const [qrToken, error] of cases) {
      const result = await h.lg(w.scanningLoading, trip.driver, { body: { waybillId: trip.waybillId, qrToken } });
      assert.equal(result.status, 400, `${qrToken}: ${result.text}`);
      assert.equal(result.body.error, error, qrToken);
      assert.equal(result.body.errors?.[0].field, 'qrToken');
    }
    assert.deepEqual(await h.stored(), before);
    const result = await h.lg(w.scanningLoading, trip.driver, { body: { waybillId: trip.waybillId, qrToken: good } });
    assert.equal(result.status, 200, result.text);
  });

  it('a code shown just before the window turns is good in the next window, and 410 with its expiry after that', async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const shown = await shortCode(owner, goodsSourceId, 'loading');
    // Just before it stops: still accepted.
    const justBefore = new Date(Date.parse(shown.shortCodeExpiresAt) - 60_000).toISOString();
    await h.later(Date.parse(shown.shortCodeExpiresAt) - suite.clock.now() + 60_000, driver, owner);
    const expired = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: shown.shortCode } });
    assert.equal(expired.status, 410, expired.text);
    assert.equal(expired.body.error, 'waybill.shortCodeExpired');
    assert.deepEqual(expired.body.params, { expiresAt: shown.shortCodeExpiresAt });
    // A scan queued offline while it was good is accepted at its own time.
    const queued = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: shown.shortCode, occurredAt: justBefore } });
    assert.equal(queued.status, 200, queued.text);
  });

  it(`after ${SHORT_CODE_TRIES_PER_HOUR} wrong short codes in an hour, further tries (even right ones) are 429 with Retry-After until the hour turns`, async () => {
    const { driver, owner, waybillId, goodsSourceId } = await h.waybillAt('signed');
    const good = (await shortCode(owner, goodsSourceId, 'loading')).shortCode;
    for (let i = 0; i < SHORT_CODE_TRIES_PER_HOUR; i += 1) {
      const result = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: wrongCheck(good) } });
      assert.equal(result.status, 400, result.text);
    }
    const limited = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: good } });
    assert.equal(limited.status, 429, limited.text);
    assert.equal(limited.body.error, 'waybill.tooManyShortCodes');
    assert.equal(limited.body.params?.limit, SHORT_CODE_TRIES_PER_HOUR);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    // The scanned token still works: only guessable short codes are limited.
    const token = await h.lg(w.scanningLoading, driver, { body: { waybillId, qrToken: await h.qr(owner, goodsSourceId, 'loading') } });
    assert.equal(token.status, 200, token.text);
  });

  it('reads typed forms the same way and refuses what is not one', () => {
    const face = readShortCode('z-1o234-7qk2-md');
    assert.deepEqual(face, { purpose: 'loading', goodsSourceId: 10234, check: '7QK2MD' });
    assert.deepEqual(readShortCode('Ｘ－１０２３４－７ＱＫ２－ＭＤ'), { purpose: 'unloading', goodsSourceId: 10234, check: '7QK2MD' });
    assert.deepEqual(readShortCode('Z10234 7QK2MD'), face);
    assert.deepEqual(readShortCode('Z102347QK2MD'), face);
    for (const text of ['Z-10234-7QK2-M', 'Z-10234-7QK2-MDX', 'Q-10234-7QK2-MD', 'Z--7QK2-MD', 'Z-0-7QK2-MD', 'Z-10234-7QK0-MD', 'GQ1.L.1.0.1.x']) {
      assert.equal(readShortCode(text), null, text);
    }
  });
});
