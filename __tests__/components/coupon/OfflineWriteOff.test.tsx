/**
 * A counter in a service area with no signal (docs/offline.md): the staff phone checks a scanned
 * coupon QR itself with the kit it kept, writes it off into the phone's queue, and sends it when the
 * signal returns — once. What cannot be checked offline (a typed code, a forged QR) is refused.
 */
// IndexedDB (jsdom has none) for the queue the write-off waits in.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridge } from '@/lib/bridge';
import { flushFieldActions } from '@/lib/api';
import { couponKeys, signCouponQr } from '@/server/src/modules/coupon/coupon.signing';
import { envelope, mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { CODE, MERCHANT_ID, batch, callsTo, couponServer, merchantOf, writeOff } from './couponServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const keys = couponKeys('counter test secret');
const HOUR = 3600_000;
const qrOf = (signer = keys) =>
  signCouponQr(signer, { couponId: 31, batchId: 21, merchantId: MERCHANT_ID, code: CODE, validFrom: new Date(Date.now() - HOUR), validUntil: new Date(Date.now() + 24 * HOUR) });
const kit = { algorithm: 'Ed25519', publicKey: keys.publicKeySpki, merchantId: MERCHANT_ID, batches: [batch()], issuedAt: new Date().toISOString() };

/**
 * The waiter's server behind a switchable signal. The offline kit still answers without signal,
 * as the service worker does from what it kept (there is no worker in jsdom).
 */
function counter() {
  const server = couponServer({ identityType: 'waiter', merchants: [merchantOf('waiter')] });
  const signal = { on: true };
  const fetched = mockFetch((sent) => {
    if (sent.url.includes('/merchant/consume/offlineKit')) return envelope(kit);
    if (!signal.on && sent.url.includes('/merchant/consume/')) throw new TypeError('Failed to fetch');
    if (sent.url.includes('/merchant/consume/useConsumeByCode')) return envelope({ outcome: 'applied', record: writeOff({ id: 77, offline: true }) });
    return server.answer(sent);
  });
  return { signal, ...fetched };
}

async function scanAtCounter(qr: string) {
  jest.spyOn(bridge, 'openScan').mockResolvedValue(qr);
  openSignedIn('#/pages/couponVerification/couponVerification');
  await userEvent.click(await screen.findByRole('button', { name: '扫码核销' }));
}

describe('writing a coupon off at a counter without signal', () => {
  it('checks the scanned QR on the phone, queues the write-off, and sends it once when the signal returns', async () => {
    const { signal, sent } = counter();
    signal.on = false;
    const qr = qrOf();
    await scanAtCounter(qr);
    expect(await screen.findByText(/已在本机核对券码签名和有效期/)).toBeInTheDocument();
    expect(screen.getByText('1234 5678 9012')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认核销' }));
    expect(await screen.findByText(/已核销，待上传/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认核销' })).not.toBeInTheDocument();

    // The same coupon scanned again on this phone is refused at once, without the network.
    await userEvent.click(screen.getByRole('button', { name: '核销其他券' }));
    expect(await screen.findByText('1 笔离线核销等待上传')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '扫码核销' }));
    expect(await screen.findByText(/这张券已在本机核销，正在等待上传/)).toBeInTheDocument();

    signal.on = true;
    await flushFieldActions();
    await flushFieldActions();
    const writeOffs = callsTo(sent, '/merchant/consume/useConsumeByCode');
    const delivered = writeOffs.filter((call, i) => writeOffs.findIndex((c) => c.headers['idempotency-key'] === call.headers['idempotency-key']) === i);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].body).toEqual({ merchantId: MERCHANT_ID, qr, deviceId: expect.stringMatching(/^counter-/), occurredAt: expect.any(String) });
    await userEvent.click(screen.getByRole('button', { name: '核销其他券' }));
    await waitFor(() => expect(screen.queryByText('1 笔离线核销等待上传')).not.toBeInTheDocument());
  });

  it('refuses a forged QR and a typed code without signal, and writes nothing', async () => {
    const { signal, sent } = counter();
    signal.on = false;
    await scanAtCounter(qrOf(couponKeys('someone else')));
    expect(await screen.findByText('券码二维码校验失败（被改动或伪造），不能核销')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认核销' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '核销其他券' }));
    await userEvent.type(await screen.findByLabelText('输入券码'), CODE);
    await userEvent.click(screen.getByRole('button', { name: '查询券码' }));
    expect(await screen.findByText('当前没有网络：手动输入的券码需要联网核对，请改为扫码核销')).toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consume/useConsumeByCode')).toHaveLength(0);
  });
});
