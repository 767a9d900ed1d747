/**
 * A counter with no signal checks a driver's coupon QR on the phone before writing it off: what the
 * staff member sees decided here must match what the server would decide (docs/coupons.md).
 */
import { checkCouponOffline } from '@/lib/api/couponCounter';
import type { QueuedFieldAction } from '@/lib/api';
// The server's own signer: the phone must accept exactly what the server signs.
import { couponKeys, signCouponQr } from '@/server/src/modules/coupon/coupon.signing';

const keys = couponKeys('the deployment secret');
const otherKeys = couponKeys('another secret');
const publicKey = keys.publicKeySpki;

const HOUR = 3600_000;
const now = new Date('2026-11-26T04:00:00Z');

/** A QR as the server signs it. */
function qrOf(fields: { couponId?: number; batchId?: number; merchantId?: number; from?: Date; until?: Date }, signer = keys) {
  const { couponId = 41, batchId = 7, merchantId = 3, from = new Date(now.getTime() - HOUR), until = new Date(now.getTime() + 24 * HOUR) } = fields;
  return signCouponQr(signer, { couponId, batchId, merchantId, code: '123456789012', validFrom: from, validUntil: until });
}

const batch = { id: 7, merchantId: 3, merchantName: '福州服务区餐厅', name: '满50减10' } as never;
const kit = { algorithm: 'Ed25519' as const, publicKey, merchantId: 3, batches: [batch], issuedAt: now.toISOString() };
const queuedWriteOff = (qr: string, failure?: string): QueuedFieldAction => ({
  key: 'k1',
  action: 'couponWriteOff',
  body: { merchantId: 3, qr },
  queuedAt: now.toISOString(),
  ...(failure ? { failure } : {}),
});

describe('checking a coupon at a counter without signal', () => {
  it('accepts a genuine coupon of this merchant within its window, with what the counter shows', async () => {
    const check = await checkCouponOffline(qrOf({}), kit, [], now);
    expect(check).toEqual({ ok: true, coupon: expect.objectContaining({ couponId: 41, code: '123456789012', batch }) });
  });

  it.each([
    ['a QR that is not a coupon', 'https://example.com/x', 'notACoupon'],
    ["another merchant's coupon", qrOf({ merchantId: 4 }), 'otherMerchant'],
    ['a batch this counter does not serve', qrOf({ batchId: 8 }), 'unknownBatch'],
    ['a QR signed with another key', qrOf({}, otherKeys), 'badSignature'],
    ['a coupon not valid yet', qrOf({ from: new Date(now.getTime() + HOUR) }), 'notYetValid'],
    ['an expired coupon', qrOf({ until: new Date(now.getTime() - 1000) }), 'expired'],
  ])('refuses %s', async (_what, qr, reason) => {
    expect(await checkCouponOffline(qr, kit, [], now)).toEqual({ ok: false, reason });
  });

  it('refuses a QR whose fields were changed after signing (a longer window)', async () => {
    const genuine = qrOf({});
    const parts = genuine.split('.');
    parts[6] = String(Number(parts[6]) + 30 * 24 * 3600);
    expect(await checkCouponOffline(parts.join('.'), kit, [], now)).toEqual({ ok: false, reason: 'badSignature' });
  });

  it('refuses a coupon this phone already wrote off and has not sent yet, but not one whose write-off was refused', async () => {
    const qr = qrOf({});
    expect(await checkCouponOffline(qr, kit, [queuedWriteOff(qr)], now)).toEqual({ ok: false, reason: 'alreadyWrittenOff' });
    expect((await checkCouponOffline(qr, kit, [queuedWriteOff(qr, 'refused')], now)).ok).toBe(true);
  });
});
