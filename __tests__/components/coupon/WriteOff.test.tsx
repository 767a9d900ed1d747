import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridge } from '@/lib/bridge';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { CODE, MERCHANT_ID, QR, callsTo, couponServer, merchantOf, writeOff } from './couponServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const waiterServer = () => couponServer({ identityType: 'waiter', merchants: [merchantOf('waiter')] });

describe('writing a coupon off at the counter', () => {
  it('finds a typed code, writes it off once, and refuses the same code again', async () => {
    const server = waiterServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/couponVerification/couponVerification');
    expect(await screen.findByText('核销门店：老王汽修店')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '查询券码' }));
    expect(screen.getByText('请输入券码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('输入券码'), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: '查询券码' }));
    expect(screen.getByText('券码是 12 位数字')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('输入券码'), ' 9012');
    await userEvent.click(screen.getByRole('button', { name: '查询券码' }));

    await waitFor(() => expect(window.location.hash).toBe(`#/pages/couponVerificationInfo/couponVerificationInfo?code=${CODE}&merchantId=${MERCHANT_ID}`));
    expect(await screen.findByText('券码有效，请确认核销')).toBeInTheDocument();
    expect(screen.getByText('王**')).toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consume/getConsumeByCode', 'GET')[0].url).toContain(`code=${CODE}`);
    await userEvent.click(screen.getByRole('button', { name: '确认核销' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/writeOffResults/writeOffResults?id=41&outcome=applied'));
    expect(await screen.findByRole('status')).toHaveTextContent('核销成功');
    expect(screen.getByText('小李')).toBeInTheDocument();
    const writeOffs = callsTo(sent, '/merchant/consume/useConsumeByCode');
    expect(writeOffs).toHaveLength(1);
    expect(writeOffs[0].body).toEqual({ merchantId: MERCHANT_ID, code: CODE });
    expect(writeOffs[0].headers['idempotency-key']).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '继续核销' }));
    await userEvent.type(await screen.findByLabelText('输入券码'), CODE);
    await userEvent.click(screen.getByRole('button', { name: '查询券码' }));
    expect(await screen.findByText('该优惠券已于2026-12-02 11:04核销，不能重复使用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认核销' })).not.toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consume/useConsumeByCode')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '核销其他券' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/couponVerification/couponVerification'));
  });

  it('looks a scanned signed QR up by its payload', async () => {
    const server = waiterServer();
    const { sent } = mockFetch(server.answer);
    jest.spyOn(bridge, 'openScan').mockResolvedValue(QR);
    openSignedIn('#/pages/couponVerification/couponVerification');
    await userEvent.click(await screen.findByRole('button', { name: '扫码核销' }));
    expect(await screen.findByText('券码有效，请确认核销')).toBeInTheDocument();
    const lookUp = callsTo(sent, '/merchant/consume/getConsumeByRsa', 'GET')[0];
    expect(new URL(lookUp.url).searchParams.get('qr')).toBe(QR);
    await userEvent.click(screen.getByRole('button', { name: '确认核销' }));
    await waitFor(() => expect(callsTo(sent, '/merchant/consume/useConsumeByCode')).toHaveLength(1));
    expect(callsTo(sent, '/merchant/consume/useConsumeByCode')[0].body).toEqual({ merchantId: MERCHANT_ID, qr: QR });
  });

  it('says what went wrong with a scan and keeps typing the code at hand', async () => {
    const server = waiterServer();
    const { sent } = mockFetch(server.answer);
    const scan = jest.spyOn(bridge, 'openScan').mockResolvedValueOnce('https://example.com/not-a-coupon');
    openSignedIn('#/pages/couponVerification/couponVerification');
    await userEvent.click(await screen.findByRole('button', { name: '扫码核销' }));
    expect(await screen.findByText('这不是优惠券二维码，请扫描司机出示的券码或手动输入')).toBeInTheDocument();
    scan.mockRejectedValueOnce(new Error('这个浏览器不能用相机读码：请输入二维码下方的文字'));
    await userEvent.click(screen.getByRole('button', { name: '扫码核销' }));
    expect(await screen.findByText('这个浏览器不能用相机读码：请输入二维码下方的文字')).toBeInTheDocument();
    expect(screen.getByLabelText('输入券码')).toBeInTheDocument();
    // No look-up or write-off; only the counter's offline kit was read (kept for a dead zone).
    expect(sent.filter((s) => s.url.includes('/merchant/consume/') && !s.url.includes('/offlineKit'))).toHaveLength(0);
  });

  it("shows a tampered QR's refusal in the person's language", async () => {
    const server = waiterServer();
    server.refuse['/merchant/consume/getConsumeByRsa'] = { status: 400, msg: 'bad signature', error: 'coupon.qrTampered' };
    mockFetch(server.answer);
    openSignedIn(`#/pages/couponVerificationInfo/couponVerificationInfo?qr=${encodeURIComponent(QR)}`);
    expect(await screen.findByText('优惠券二维码签名无效（已被篡改或伪造）：请顾客刷新券码')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认核销' })).not.toBeInTheDocument();
  });

  it('tells someone who serves no merchant, instead of offering the counter', async () => {
    mockFetch(couponServer({ identityType: 'waiter', merchants: [] }).answer);
    openSignedIn('#/pages/couponVerification/couponVerification');
    expect(await screen.findByText('你还不是商户的店员')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '扫码核销' })).not.toBeInTheDocument();
  });

  it("lists the merchant's write-offs by time and kind, and opens one", async () => {
    const server = couponServer({
      identityType: 'merchantAdmin',
      merchants: [merchantOf('admin')],
      records: [writeOff(), writeOff({ id: 42, offline: true, deviceId: 'counter-2', recordedAt: '2026-12-02T05:00:00.000Z', settledFen: 1000 })],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/writeOffRecords/writeOffRecords');
    expect(await screen.findAllByText('洗车立减券 · ¥10.00')).toHaveLength(2);
    expect(screen.getByText('+¥10.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '今天' }));
    await userEvent.click(screen.getByRole('tab', { name: '离线' }));
    await waitFor(() => {
      const url = new URL(callsTo(sent, '/merchant/consumeCoupon/useRecords', 'GET').at(-1)!.url);
      expect(url.searchParams.get('consumeUseTimeType')).toBe('today');
      expect(url.searchParams.get('consumeUseStatus')).toBe('offline');
      expect(url.searchParams.get('merchantId')).toBe(String(MERCHANT_ID));
    });
    await userEvent.click(screen.getByText('离线', { selector: '.MuiChip-label' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/couponVerificationDetails/couponVerificationDetails?id=42'));
    const facts = await screen.findByRole('region', { name: '核销信息' });
    expect(within(facts).getByText('离线核销（2026-12-02 13:00 同步）')).toBeInTheDocument();
    expect(within(facts).getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('counter-2')).toBeInTheDocument();
  });
});
