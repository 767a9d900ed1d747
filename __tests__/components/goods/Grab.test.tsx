import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { recordApiAnswer } from '@/components/ui/offlineStatus';
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

  it('one tap is one grab: when the answer is lost it resends with the SAME key and ends on 抢单成功 with the waybill', async () => {
    const server = goodsServer();
    let grabs = 0;
    const { sent } = mockFetch((request) => {
      // The first grab reaches the server but its answer never comes back (weak signal).
      if (request.method === 'POST' && request.url.includes('grabOrder') && (grabs += 1) === 1) throw new TypeError('network error');
      return server(request);
    });
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    await userEvent.click(await screen.findByRole('button', { name: '抢单' }));
    expect(await screen.findByText(/正在重新发送（第 1 次）/)).toBeInTheDocument();
    expect(await screen.findByText('抢单成功', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=77');
    const keys = postsTo(sent, 'grabOrder').map((post) => post.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a new tap after a definite answer is a new intention with a new key', async () => {
    const { sent } = mockFetch(goodsServer({ refuse: { grabOrder: { status: 409, msg: 'You already hold a truck slot of these goods' } } }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    const grab = await screen.findByRole('button', { name: '抢单' });
    await userEvent.click(grab);
    await screen.findByText('You already hold a truck slot of these goods');
    await userEvent.click(grab);
    await waitFor(() => expect(postsTo(sent, 'grabOrder')).toHaveLength(2));
    const [first, second] = postsTo(sent, 'grabOrder').map((post) => post.headers['idempotency-key']);
    expect(second).not.toBe(first);
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

  it('says when the list came from the offline store, with its date in China time and its age', async () => {
    mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    const storedAt = new Date(Date.now() - 2 * 3600_000 - 60_000);
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: true, storedAt: storedAt.toISOString() }));
    const china = new Date(storedAt.getTime() + 8 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const stamp = `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
    expect(screen.getByText(`离线 · ${stamp} 更新（2小时前）`)).toBeInTheDocument();
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: false, storedAt: new Date().toISOString() }));
    expect(screen.queryByText(/离线 ·/)).not.toBeInTheDocument();
  });

  it('says nothing is saved for a tab never loaded, and what to do, instead of claiming old content', async () => {
    mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/logistics/api/priorityGoods', fromCache: false, missing: true, storedAt: new Date().toISOString() }));
    expect(screen.getByText(/这个页面还没有保存离线内容。请在有信号时打开一次/)).toBeInTheDocument();
  });
});
