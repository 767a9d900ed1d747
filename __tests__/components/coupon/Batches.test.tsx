import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn, pickDate } from '../forms';
import { MERCHANT_ID, batch, callsTo, couponServer, merchantOf } from './couponServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe("a merchant's coupon batches", () => {
  it('lists them for an administrator with their state and stock, and creates one for review', async () => {
    const server = couponServer({
      identityType: 'merchantAdmin',
      merchants: [merchantOf('admin')],
      batches: [batch(), batch({ id: 24, name: '轮胎检测券', status: 'rejected', rejectReason: '面额与说明不符' })],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/couponList/couponList');

    const live = (await screen.findByText('洗车立减券')).closest('.MuiCard-root') as HTMLElement;
    expect(within(live).getByText('发放中')).toBeInTheDocument();
    expect(within(live).getByText(/已领 3\/100 · 已用 1/)).toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consumeCoupon/list', 'GET')[0].url).toContain(`merchantId=${MERCHANT_ID}`);

    await userEvent.click(screen.getByRole('button', { name: '新建优惠券' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/couponManageDetails/couponManageDetails?create=1&merchantId=${MERCHANT_ID}`));
    await screen.findByLabelText('优惠券名称');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('还有 5 项需要修改')).toBeInTheDocument();
    expect(callsTo(sent, '/merchant/consumeCoupon/add')).toHaveLength(0);

    await fill({ 优惠券名称: '加油满减券', '面额（元）': '20', '使用门槛（元）': '200', '发放总量（张）': '500', '每人限领（张）': '2' });
    await pickDate('开始日期', '2027-01-01');
    await pickDate('结束日期', '2027-01-31');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(window.location.hash).toBe(`#/pages/couponManageDetails/couponManageDetails?id=22&merchantId=${MERCHANT_ID}`));
    const added = callsTo(sent, '/merchant/consumeCoupon/add');
    expect(added).toHaveLength(1);
    expect(added[0].headers['idempotency-key']).toBeTruthy();
    expect(added[0].body).toEqual({
      merchantId: MERCHANT_ID,
      name: '加油满减券',
      kind: 'cash',
      faceValueFen: 2000,
      thresholdFen: 20000,
      validityType: 'fixed',
      validFrom: '2027-01-01T00:00:00+08:00',
      validUntil: '2027-01-31T23:59:59+08:00',
      totalStock: 500,
      perUserLimit: 2,
    });
    expect(await screen.findByText('平台审核中，通过后司机即可领取')).toBeInTheDocument();
    expect(screen.getAllByText('审核中').length).toBeGreaterThan(0);
  });

  it('takes a discount in 折 and a validity in days after claiming', async () => {
    const server = couponServer({ identityType: 'merchant', merchants: [merchantOf('admin')] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`#/pages/couponManageDetails/couponManageDetails?create=1&merchantId=${MERCHANT_ID}`);
    await screen.findByLabelText('优惠券名称');
    await userEvent.click(screen.getByLabelText('类型'));
    await userEvent.click(await screen.findByRole('option', { name: '折扣券' }));
    await userEvent.click(screen.getByLabelText('有效期'));
    await userEvent.click(await screen.findByRole('option', { name: '领取后若干天' }));
    await fill({ 优惠券名称: '午餐八五折', '折扣（折）': '10', 领取后有效天数: '30', '发放总量（张）': '50' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('请输入 1 到 9.9 之间的折扣，最多一位小数')).toBeInTheDocument();
    await fill({ '折扣（折）': '8.5' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(callsTo(sent, '/merchant/consumeCoupon/add')).toHaveLength(1));
    expect(callsTo(sent, '/merchant/consumeCoupon/add')[0].body).toMatchObject({ kind: 'discount', discountPercent: 15, validityType: 'afterClaim', validDays: 30, thresholdFen: 0, perUserLimit: 1 });
  });

  it('stops a live batch after asking, and no longer offers stopping', async () => {
    const server = couponServer({ identityType: 'merchantAdmin', merchants: [merchantOf('admin')] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`#/pages/couponManageDetails/couponManageDetails?id=21`);
    await userEvent.click(await screen.findByRole('button', { name: '停止发放' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/「洗车立减券」将不能再领取/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '停止发放' }));
    await waitFor(() => expect(callsTo(sent, '/merchant/consumeCoupon/delete')).toHaveLength(1));
    expect(callsTo(sent, '/merchant/consumeCoupon/delete')[0].body).toEqual({ id: 21 });
    expect(await screen.findByText('已停止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '停止发放' })).not.toBeInTheDocument();
  });

  it('shows a waiter the batches without the create and stop actions', async () => {
    const server = couponServer({ identityType: 'waiter', merchants: [merchantOf('waiter')] });
    mockFetch(server.answer);
    openSignedIn('#/pages/couponList/couponList');
    expect(await screen.findByText('洗车立减券')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建优惠券' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('洗车立减券'));
    expect(await screen.findByText('发放情况')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '停止发放' })).not.toBeInTheDocument();
  });
});
