import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { recordApiAnswer } from '@/components/goods/offlineStatus';
import { mockFetch } from '../../lib/support';
import { vehicleDetail } from '../vehicle/vehicleServer';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { goodsServer, goodsSource, postsTo } from './goodsServer';

function open(hash: string, { signedIn = true } = {}) {
  resetApp(hash);
  if (signedIn) signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('a driver grabs goods', () => {
  it('shows the source and grabs it with the chosen vehicle, then opens the waybill', async () => {
    const second = vehicleDetail('approved', { vehicleId: 8, plateNumber: '闽A54321' });
    const { sent } = mockFetch(goodsServer({ vehicles: [vehicleDetail('approved'), second] }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    expect(await screen.findByText('福州市鼓楼区 → 深圳市')).toBeInTheDocument();
    expect(screen.getByText('¥3,500.50/车')).toBeInTheDocument();
    expect(screen.getByText('余 2/2 车')).toBeInTheDocument();
    const grab = await screen.findByRole('button', { name: '抢单' });
    expect(grab).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '闽A54321' }));
    await userEvent.click(grab);
    expect(await screen.findByText('抢单成功')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=77');
    expect(postsTo(sent, 'grabOrder').map((post) => post.body)).toEqual([{ goodsSourceId: 42, carNumber: '闽A54321' }]);
  });

  it('says clearly when another driver took the last truck first', async () => {
    mockFetch(
      goodsServer({ refuse: { grabOrder: { status: 409, msg: 'This load is already taken: every truck it needs has been found', error: 'waybill.alreadyTaken' } } }),
    );
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    await userEvent.click(await screen.findByRole('button', { name: '抢单' }));
    expect(await screen.findByText('手慢了，这单货已经被抢完了。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '抢单' })).not.toBeInTheDocument();
  });

  it("shows the server's other refusals as they are", async () => {
    mockFetch(goodsServer({ refuse: { grabOrder: { status: 409, msg: 'You already hold a truck slot of these goods' } } }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    await userEvent.click(await screen.findByRole('button', { name: '抢单' }));
    expect(await screen.findByText('You already hold a truck slot of these goods')).toBeInTheDocument();
  });

  it('sends a driver without an approved vehicle to add one', async () => {
    const { sent } = mockFetch(goodsServer({ vehicles: [] }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    expect(await screen.findByText('您还没有可驾驶的已认证车辆，添加车辆并通过审核后才能抢单。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '抢单' })).not.toBeInTheDocument();
    expect(postsTo(sent, 'grabOrder')).toHaveLength(0);
  });

  it('offers no grab on goods that are no longer open', async () => {
    mockFetch(goodsServer({ source: goodsSource({ status: 'taken', trucksTaken: 2 }) }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    expect(await screen.findByText('该货源当前已满车，不能抢单。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '抢单' })).not.toBeInTheDocument();
  });

  it('lets a tourist read the source and asks for sign-in only on grabbing', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42', { signedIn: false });
    expect(await screen.findByText('福州市鼓楼区 → 深圳市')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '抢单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('登录后才能抢单，是否现在登录？')).toBeInTheDocument();
    expect(postsTo(sent, 'grabOrder')).toHaveLength(0);
  });
});

describe('the market (bazaar tab)', () => {
  it('shows a tourist the priority list and asks for sign-in only on releasing', async () => {
    mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar', { signedIn: false });
    const card = await screen.findByTestId('goods-card-42');
    expect(within(card).getByText('福州市鼓楼区 → 深圳市')).toBeInTheDocument();
    expect(within(card).getByText('钢材 · 12.5 吨 · 余 2/2 车')).toBeInTheDocument();
    expect(within(card).getByText('¥3,500.50/车')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '浏览记录' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布货源' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('sends the filters with the list call', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    await userEvent.click(screen.getByRole('tab', { name: '今日货源' }));
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await userEvent.selectOptions(await screen.findByLabelText('装货地 省'), '350000');
    await userEvent.selectOptions(screen.getByLabelText('车长'), '9.6');
    await screen.findByTestId('goods-card-42');
    const today = sent.filter((each) => new URL(each.url).pathname.endsWith('/todaySourceOfGoodsList')).map((each) => new URL(each.url).searchParams);
    expect(today.some((query) => query.get('originAdCode') === '350000' && query.get('vehicleLength') === '9.6')).toBe(true);
  });

  it('says when the list came from the offline store, with its time', async () => {
    mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: true, storedAt: new Date(2026, 10, 22, 7, 5).toISOString() }));
    expect(screen.getByText('离线，更新于 07:05')).toBeInTheDocument();
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: false, storedAt: new Date().toISOString() }));
    expect(screen.queryByText(/离线，更新于/)).not.toBeInTheDocument();
  });
});
