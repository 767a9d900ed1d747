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
  it('shows a tourist the priority list on the first screen, with sign-in and registration as the only shortcuts', async () => {
    mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar', { signedIn: false });
    const card = await screen.findByTestId('goods-card-42');
    expect(within(card).getByText('福州市鼓楼区 → 深圳市')).toBeInTheDocument();
    expect(within(card).getByText('钢材 · 12.5 吨 · 余 2/2 车')).toBeInTheDocument();
    expect(within(card).getByText('¥3,500.50/车')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '浏览记录' })).not.toBeInTheDocument();
    expect(screen.getByText('游客浏览中')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: '快捷入口' });
    expect(within(shortcuts).getAllByRole('button').map((b) => b.textContent)).toEqual(['登录', '新用户注册', '旅游商城']);
    expect(screen.queryByRole('button', { name: '发布货源' })).not.toBeInTheDocument();
  });

  it('opens the filters as a bottom sheet, sends them with the list call and shows each as a removable chip', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    await userEvent.click(screen.getByRole('tab', { name: '今日货源' }));
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    await userEvent.selectOptions(await within(sheet).findByLabelText('装货地 省'), '350000');
    await userEvent.selectOptions(within(sheet).getByLabelText('车长'), '9.6');
    const todayCalls = () => sent.filter((each) => new URL(each.url).pathname.endsWith('/todaySourceOfGoodsList')).map((each) => new URL(each.url).searchParams);
    // Nothing is sent while choosing: the list under the sheet stays as it was.
    expect(todayCalls().some((query) => query.get('vehicleLength') === '9.6')).toBe(false);
    await userEvent.click(within(sheet).getByRole('button', { name: '查看结果' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选' })).not.toBeInTheDocument());
    await screen.findByTestId('goods-card-42');
    expect(todayCalls().some((query) => query.get('originAdCode') === '350000' && query.get('vehicleLength') === '9.6')).toBe(true);
    const chips = screen.getByRole('list', { name: '已选筛选' });
    expect(within(chips).getByText('装货地 福建省')).toBeInTheDocument();
    expect(within(chips).getByText('车长 9.6米')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除筛选：车长 9.6米' }));
    expect(screen.queryByText('车长 9.6米')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '已选筛选' })).getByText('装货地 福建省')).toBeInTheDocument();
    await waitFor(() => expect(todayCalls().some((query) => query.get('originAdCode') === '350000' && !query.has('vehicleLength'))).toBe(true));
  });

  it('says an empty market has no loads right now and offers refresh and nearby loads, not "no goods match"', async () => {
    const { sent } = mockFetch(goodsServer({ market: [] }));
    open('#/pages/appIndex/bazaar');
    expect(await screen.findByText('现在还没有可接的货源')).toBeInTheDocument();
    expect(screen.queryByText('暂无符合条件的货源')).not.toBeInTheDocument();
    const priorityCalls = () => sent.filter((each) => new URL(each.url).pathname.endsWith('/priorityGoods')).length;
    const before = priorityCalls();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(priorityCalls()).toBeGreaterThan(before));
    await userEvent.click(screen.getByRole('button', { name: '看附近货源' }));
    expect(screen.getByRole('tab', { name: '附近货源' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says a filtered empty list matches nothing and offers 清除筛选, which brings the market back', async () => {
    mockFetch((request) => {
      const url = new URL(request.url);
      // Only the unfiltered market has loads.
      if (url.pathname.endsWith('/priorityGoods') && url.searchParams.has('vehicleLength')) return goodsServer({ market: [] })(request);
      return goodsServer()(request);
    });
    open('#/pages/appIndex/bazaar');
    await screen.findByTestId('goods-card-42');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    await userEvent.selectOptions(await within(sheet).findByLabelText('车长'), '9.6');
    await userEvent.click(within(sheet).getByRole('button', { name: '查看结果' }));
    expect(await screen.findByText('暂无符合条件的货源')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByTestId('goods-card-42')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '已选筛选' })).not.toBeInTheDocument();
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
