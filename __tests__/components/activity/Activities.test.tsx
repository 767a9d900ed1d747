import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bridge } from '@/lib/bridge';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { activity, batch, callsTo, couponServer } from '../coupon/couponServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const clockInActivity = activity({ id: 62, typeCode: 'clockIn', title: '福州收费站打卡领券', banner: false, capacity: null, stationId: 3, stationName: '福州收费站', couponBatch: batch({ id: 23, fundedBy: 'platform' }) });

describe('activities', () => {
  it('shows the banners and what is on now, and registers for an event once', async () => {
    const server = couponServer({ activities: [activity(), clockInActivity] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/activityHome/activityHome');

    const banners = await screen.findByRole('navigation', { name: '活动推荐' });
    expect(within(banners).getByRole('button', { name: '货车司机安全驾驶讲座' })).toBeInTheDocument();
    expect(await screen.findByText('福州收费站打卡领券')).toBeInTheDocument();
    expect(new URL(callsTo(sent, '/activity/list', 'GET')[0].url).searchParams.get('releaseStatus')).toBe('ongoing');

    await userEvent.click(within(banners).getByRole('button', { name: '货车司机安全驾驶讲座' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/eventRegist/eventRegist?id=61'));
    expect(await screen.findByText('已报名 10 / 50')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(callsTo(sent, '/activity/register')).toHaveLength(0);

    await fill({ 姓名: '王师傅' });
    await userEvent.click(screen.getByLabelText('车牌号'));
    await userEvent.paste('闽A12345');
    await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('你已报名，请按时参加')).toBeInTheDocument();
    const registrations = callsTo(sent, '/activity/register');
    expect(registrations).toHaveLength(1);
    expect(registrations[0].body).toEqual({ activityId: 61, name: '王师傅', phone: '13800138000', plateNo: '闽A12345' });
    expect(registrations[0].headers['idempotency-key']).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报名' })).not.toBeInTheDocument();
  });

  it('does not offer a full event', async () => {
    mockFetch(couponServer({ activities: [activity({ registeredCount: 50 })] }).answer);
    openSignedIn('#/pages/eventRegist/eventRegist?id=61');
    expect(await screen.findByText('名额已满')).toBeInTheDocument();
    expect(screen.queryByLabelText('姓名')).not.toBeInTheDocument();
  });

  it('lists activities by the kind and status in its query, and offers all when none fit', async () => {
    const server = couponServer({ activities: [activity(), clockInActivity] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/activityList/activityList?typeCode=clockIn');
    expect(await screen.findByText('福州收费站打卡领券')).toBeInTheDocument();
    expect(screen.queryByText('货车司机安全驾驶讲座')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(await screen.findByText('暂时没有活动')).toBeInTheDocument();
    const last = new URL(callsTo(sent, '/activity/list', 'GET').at(-1)!.url).searchParams;
    expect([last.get('typeCode'), last.get('releaseStatus')]).toEqual(['clockIn', 'ended']);
    await userEvent.click(screen.getByRole('button', { name: '查看全部活动' }));
    expect(await screen.findByText('货车司机安全驾驶讲座')).toBeInTheDocument();
  });

  it("clocks a driver in by the station's QR and hands over the coupon", async () => {
    const server = couponServer({ activities: [clockInActivity] });
    const { sent } = mockFetch(server.answer);
    jest.spyOn(bridge, 'openScan').mockResolvedValueOnce('https://example.com').mockResolvedValueOnce('ACT1.62.tok3n');
    openSignedIn('#/pages/activityQRcode/activityQRcode?id=62');
    expect(await screen.findByText(/到「福州收费站」扫描现场的活动二维码打卡/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '扫码打卡' }));
    expect(await screen.findByText('这不是活动打卡二维码，请扫描收费站现场的活动码')).toBeInTheDocument();
    expect(callsTo(sent, '/activity/clockIn')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '扫码打卡' }));
    expect(await screen.findByText('打卡成功，优惠券已放入我的卡券')).toBeInTheDocument();
    expect(screen.getByText('打卡加油券')).toBeInTheDocument();
    expect(callsTo(sent, '/activity/clockIn')[0].body).toEqual({ qr: 'ACT1.62.tok3n' });
    await userEvent.click(screen.getByRole('button', { name: '查看优惠券' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/cardCouponDetails/cardCouponDetails?id=33'));
  });

  it('gives the operator the QR to put up at the station', async () => {
    mockFetch(couponServer({ identityType: 'operator', activities: [clockInActivity] }).answer);
    openSignedIn('#/pages/activityQRcode/activityQRcode?id=62');
    expect(await screen.findByRole('img', { name: '活动打卡二维码' })).toBeInTheDocument();
    expect(screen.getByText('张贴于：福州收费站')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '扫码打卡' })).not.toBeInTheDocument();
  });

  it("puts the activity banners on the bazaar's strip", async () => {
    const server = couponServer();
    mockFetch(server.answer);
    openSignedIn('#/pages/appIndex/bazaar');
    const banners = await screen.findByRole('navigation', { name: '活动推荐' });
    await userEvent.click(within(banners).getByRole('button', { name: '货车司机安全驾驶讲座' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/eventRegist/eventRegist?id=61'));
  });
});
