import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type PointsEntry, type Trip } from '@/lib/contract';
import { chinaToday } from '@/lib/time';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { openSignedIn } from '../forms';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const APP = '/app/api';
const TODAY = chinaToday();
const MONTH = TODAY.slice(0, 7);

const entry = (overrides: Partial<PointsEntry>): PointsEntry => ({
  id: 1,
  delta: 100,
  reason: 'invitation',
  ref: 'user:12',
  note: '139****0002',
  balanceAfter: 100,
  at: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  waybillId: 77,
  waybillNo: 'YD20261105000077',
  plateNumber: '闽A36D88',
  fromName: '福州',
  fromAddress: '福建省福州市',
  toName: '泉州',
  toAddress: '福建省泉州市',
  startedAt: `${MONTH}-05T00:10:00.000Z`,
  endedAt: `${MONTH}-05T02:52:00.000Z`,
  lastFixAt: `${MONTH}-05T02:50:00.000Z`,
  distanceM: 156_400,
  pointCount: 40,
  ...overrides,
});

/** The points and mileage calls, each request checked against the contract's query schema. */
function pointsServer({ checkedIn = false, trips = [trip()] }: { checkedIn?: boolean; trips?: Trip[] } = {}) {
  const state = { checkedIn, entries: [entry({ id: 2, delta: 20, reason: 'waybillCompleted', ref: 'waybill:77', note: 'YD20261105000077', balanceAfter: 120 }), entry({})] };
  const balance = () => state.entries[0]?.balanceAfter ?? 0;
  const checkInState = () => ({ today: TODAY, checkedInToday: state.checkedIn, streakDays: state.checkedIn ? 3 : 2, pointsPerCheckIn: 5, daysThisMonth: state.checkedIn ? [TODAY] : [], balance: balance() });
  return (sent: Sent): Response => {
    const url = new URL(sent.url);
    const path = url.pathname.slice(APP.length);
    const query = Object.fromEntries(url.searchParams);
    if (path === '/user/info') return envelope(appUser({ mobile: '13800000001' }));
    switch (`${sent.method} ${path}`) {
      case 'GET /points/mine':
        endpoints.points.myPoints.query!.parse(query);
        return envelope({ balance: balance(), earnedTotal: balance(), records: state.entries, nextCursor: null });
      case 'GET /points/checkIn':
        return envelope(checkInState());
      case 'POST /points/checkIn':
        if (state.checkedIn) return envelope(null, { code: '409', status: 409, msg: 'already', error: 'points.alreadyCheckedIn' });
        state.checkedIn = true;
        state.entries.unshift(entry({ id: 3, delta: 5, reason: 'checkIn', ref: `day:${TODAY}`, note: null, balanceAfter: balance() + 5, at: new Date().toISOString() }));
        return envelope({ points: 5, state: checkInState() });
      case 'GET /points/invitation':
        return envelope({ code: '12', invitedCount: 1, pointsEarned: 100, pointsPerInvitation: 100 });
      case 'GET /mileage/sum':
        return envelope({ totalM: trips.reduce((sum, each) => sum + each.distanceM, 0), thisMonthM: 156_400, thisYearM: 156_400, tripCount: trips.length });
      case 'GET /mileage/byUser': {
        const parsed = endpoints.mileage.mileageByPeriod.query!.parse(query);
        if (parsed.year) return envelope({ unit: 'month', period: parsed.year, buckets: [{ key: `${parsed.year}-01`, distanceM: 0 }], totalM: 0 });
        const month = parsed.month ?? MONTH;
        return envelope({ unit: 'day', period: month, buckets: [1, 2, 3, 4, 5].map((day) => ({ key: `${month}-0${day}`, distanceM: day === 5 ? 156_400 : 0 })), totalM: 156_400 });
      }
      case 'GET /mileage/travelRecords':
        return envelope({ records: trips, nextCursor: null });
      default:
        if (path === '/mileage/travelRecords/77') return envelope({ ...trip(), track: [{ lat: 25.99, lng: 119.38, at: trip().startedAt }, { lat: 24.93, lng: 118.6, at: trip().lastFixAt }] });
        return envelope(null, { code: '404', status: 404, msg: `no call ${sent.method} ${path}` });
    }
  };
}

describe('my points', () => {
  it('shows the balance and the history with reasons, and checks in once for today', async () => {
    const { sent } = mockFetch(pointsServer());
    openSignedIn('#/pages/pointManagement/pointManagement');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('120');
    const waybill = screen.getByTestId('points-entry-2');
    expect(within(waybill).getByText('完成运单')).toBeInTheDocument();
    expect(within(waybill).getByText('+20')).toBeInTheDocument();
    expect(within(waybill).getByText('余额 120')).toBeInTheDocument();
    expect(within(screen.getByTestId('points-entry-1')).getByText('邀请好友注册')).toBeInTheDocument();
    expect(screen.getByText('邀请好友注册：每人 +100')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: '签到 +5' }));
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(await screen.findByText('签到成功，积分 +5')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('125'));
    expect(within(screen.getByTestId('points-entry-3')).getByText('每日签到')).toBeInTheDocument();
    const checkIns = sent.filter((call) => call.method === 'POST' && call.url.endsWith('/points/checkIn'));
    expect(checkIns).toHaveLength(1);
    expect(checkIns[0].headers['idempotency-key']).toBeTruthy();
  });

  it('shows the invitation results with the way to invite', async () => {
    mockFetch(pointsServer());
    openSignedIn('#/pages/invitation/invitation');
    expect(await screen.findByTestId('invited-count')).toHaveTextContent('1 人');
    expect(screen.getByTestId('invitation-points')).toHaveTextContent('100');
    await userEvent.click(screen.getByRole('button', { name: '立即邀请' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/InviteFriends/InviteFriends'));
  });
});

describe('trips and mileage', () => {
  it('shows the sums, the month chart and the trips, a trip on the map on demand', async () => {
    const { sent } = mockFetch(pointsServer());
    openSignedIn('#/pages/tripRecord/tripRecord');
    expect(await screen.findByTestId('mileage-total')).toHaveTextContent('156.4');
    expect(await screen.findByRole('img', { name: new RegExp(`共行驶 156.4 公里`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一期' })).toBeDisabled();
    const row = await screen.findByTestId('trip-77');
    expect(within(row).getByText('福州 → 泉州')).toBeInTheDocument();
    expect(within(row).getByText('156.4 公里')).toBeInTheDocument();
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '查看轨迹' }));
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/mileage/travelRecords/77'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: '按月' }));
    expect(await screen.findByText(/没有行驶记录/)).toBeInTheDocument();
    expect(sent.some((call) => new URL(call.url).searchParams.get('year') === TODAY.slice(0, 4))).toBe(true);
  });

  it('without trips, says how they come and offers the market', async () => {
    mockFetch(pointsServer({ trips: [] }));
    openSignedIn('#/pages/tripRecord/tripRecord');
    expect(await screen.findByText('还没有行程')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去货源大厅' })).toBeInTheDocument();
  });
});
