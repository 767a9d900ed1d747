import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { batch, callsTo, coupon, couponServer } from './couponServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe("a driver's coupons", () => {
  it('shows the card bag, finds a coupon to claim when it is empty, and claims it once', async () => {
    const server = couponServer({ coupons: [] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/couponList/couponList');

    expect(await screen.findByText('还没有可用的优惠券')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建优惠券' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去领券' }));
    expect(await screen.findByText('洗车立减券')).toBeInTheDocument();
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('满¥50.00可用')).toBeInTheDocument();

    await userEvent.click(screen.getByText('洗车立减券'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/couponDetails/couponDetails?id=21'));
    expect(await screen.findByText('还剩 97 张')).toBeInTheDocument();
    expect(screen.getAllByText('2026-12-01 至 2026-12-31')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/cardCouponDetails/cardCouponDetails?id=32'));
    const claims = callsTo(sent, '/merchant/consumeCoupon/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0].body).toEqual({ batchId: 21 });
    expect(claims[0].headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByRole('button', { name: '出示券码' })).toBeInTheDocument();
    expect(screen.getAllByText('未使用').length).toBeGreaterThan(0);
  });

  it('does not offer 领取 when the person already holds all they may, and says why', async () => {
    const server = couponServer({ batches: [batch({ myClaimedCount: 1, perUserLimit: 1 })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/couponDetails/couponDetails?id=21');
    expect(await screen.findByText('你已领满，到我的卡券中使用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看我的卡券' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/couponList/couponList?mine=1'));
    expect(callsTo(sent, '/merchant/consumeCoupon/claim')).toHaveLength(0);
  });

  it("shows the server's refusal of a claim in the person's language", async () => {
    const server = couponServer();
    server.refuse['/merchant/consumeCoupon/claim'] = { status: 409, msg: 'sold out', error: 'coupon.soldOut' };
    mockFetch(server.answer);
    openSignedIn('#/pages/couponDetails/couponDetails?id=21');
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('优惠券已领完')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/couponDetails/couponDetails?id=21');
  });

  it('shows a coupon at the counter as a QR and its code in large digits, and turns to used once written off', async () => {
    const server = couponServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/couponList/couponList');
    await userEvent.click(await screen.findByText('洗车立减券'));
    await userEvent.click(await screen.findByRole('button', { name: '出示券码' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/couponUse/couponUse?id=31'));

    expect(await screen.findByRole('img', { name: '优惠券二维码' })).toBeInTheDocument();
    expect(screen.getByLabelText('券码')).toHaveTextContent('1234 5678 9012');
    expect(screen.getByRole('status')).toHaveTextContent('请向店员出示二维码或报券码');

    // Staff write it off meanwhile: the screen reads it again and says so.
    Object.assign(server.coupons[0], { status: 'used', usedAt: '2026-12-02T03:04:00.000Z', usedAtMerchant: '老王汽修店' });
    expect(await screen.findByText('已核销 · 2026-12-02 11:04 · 老王汽修店', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '优惠券二维码' })).not.toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consumeCoupon/mine/detail', 'GET').length).toBeGreaterThan(1);
  });

  it('keeps used and expired coupons apart from the usable ones', async () => {
    const server = couponServer({ coupons: [coupon(), coupon({ id: 35, status: 'used', batch: batch({ name: '午餐八五折', kind: 'discount', faceValueFen: null, discountPercent: 15, thresholdFen: 0 }) })] });
    mockFetch(server.answer);
    openSignedIn('#/pages/couponList/couponList?mine=1');
    expect(await screen.findByText('洗车立减券')).toBeInTheDocument();
    expect(screen.queryByText('午餐八五折')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    const used = await screen.findByText('午餐八五折');
    const card = used.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('8.5折')).toBeInTheDocument();
    expect(within(card).getByText('无门槛')).toBeInTheDocument();
    expect(within(card).getByText('已使用')).toBeInTheDocument();
  });
});
