import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch, type Sent } from '../../lib/support';
import { pickDate } from '../forms';
import { vehicleDetail } from '../vehicle/vehicleServer';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { freeTransport, goodsServer, postsTo } from './goodsServer';

/** Opens the market's free tab, signed in or as a tourist. */
async function openFreeTab({ signedIn = true } = {}) {
  resetApp('#/pages/appIndex/bazaar');
  if (signedIn) signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
  await userEvent.click(await screen.findByRole('tab', { name: '免费运输' }));
}

async function typeIn(scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label);
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

/** Picks a level of a cascade once its options are read. */
async function choose(scope: HTMLElement, label: string, code: string) {
  const select = await within(scope).findByLabelText(label);
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, code);
}

const FUZHOU_GULOU = { name: '福州市鼓楼区', lng: 119.29, lat: 26.08, adCode: '350102' };
const SHENZHEN = { name: '深圳市', lng: 114.06, lat: 22.54, adCode: '440300' };

const keyOf = (post: Sent) => post.headers['idempotency-key'];

afterEach(() => jest.restoreAllMocks());
// A whole form with a calendar: slow on a busy machine.
jest.setTimeout(40_000);

describe('a driver offers a return trip on the free tab', () => {
  it('refuses an unfinished route, then sends the trip with one key and lists the new offer', async () => {
    const second = vehicleDetail('approved', { vehicleId: 8, plateNumber: '粤B67890' });
    const { sent } = mockFetch(goodsServer({ vehicles: [vehicleDetail('approved'), second] }));
    await openFreeTab();
    expect(await screen.findByText('暂无免费运输信息')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布返程空车' }));
    const dialog = await screen.findByRole('dialog', { name: '发布返程空车' });

    // The contact starts as the driver's own mobile; the departure as today.
    expect(await within(dialog).findByLabelText('联系电话')).toHaveValue('13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(within(dialog).getAllByText('请至少选择到市')).toHaveLength(2);
    // Two vehicles: the driver says which one.
    expect(within(dialog).getByText('请选择车辆')).toBeInTheDocument();
    expect(postsTo(sent, 'freeTransport/release')).toHaveLength(0);

    await choose(dialog, '出发地 省', '350000');
    await choose(dialog, '出发地 市', '350100');
    await choose(dialog, '出发地 区县', '350102');
    await choose(dialog, '目的地 省', '440000');
    await choose(dialog, '目的地 市', '440300');
    await typeIn(dialog, '出发具体地点（选填）', '马尾物流园');
    await pickDate('出发日期', '2030-01-05');
    await userEvent.click(within(dialog).getByRole('radio', { name: /粤B67890/ }));
    await typeIn(dialog, '备注（选填）', '可带零担');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));

    expect(await screen.findByText('返程空车已发布')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发布返程空车' })).not.toBeInTheDocument());
    const posts = postsTo(sent, 'freeTransport/release');
    expect(posts.map((post) => post.body)).toEqual([
      {
        origin: { ...FUZHOU_GULOU, address: '马尾物流园' },
        // No place typed: the chosen area stands for it.
        destination: { ...SHENZHEN, address: '深圳市' },
        departDate: '2030-01-05',
        vehicleId: 8,
        contactMobile: '13800138000',
        remarks: '可带零担',
      },
    ]);
    expect(keyOf(posts[0])).toMatch(/^[A-Za-z0-9-]{8,}$/);

    // The list is read again and shows the new offer as the driver's own.
    const card = await screen.findByTestId('free-transport-62');
    expect(within(card).getByText('福州市鼓楼区 → 深圳市')).toBeInTheDocument();
    expect(within(card).getByText('马尾物流园 → 深圳市')).toBeInTheDocument();
    expect(within(card).getByText('我发布的')).toBeInTheDocument();
    expect(within(card).getByText('2030-01-05 出发', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '修改' })).toBeInTheDocument();
  });

  it("shows the catalogue's text for a refusal and keeps what was typed", async () => {
    mockFetch(goodsServer({ refuse: { 'freeTransport/release': { status: 400, msg: 'The departure date must be today or later (China time)', error: 'goods.departInPast' } } }));
    await openFreeTab();
    await userEvent.click(await screen.findByRole('button', { name: '发布返程空车' }));
    const dialog = await screen.findByRole('dialog', { name: '发布返程空车' });
    await choose(dialog, '出发地 省', '350000');
    await choose(dialog, '出发地 市', '350100');
    await choose(dialog, '目的地 省', '440000');
    await choose(dialog, '目的地 市', '440300');
    // One vehicle: it is the one offered.
    expect(within(dialog).getByRole('radio', { name: /粤B12345/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('出发日期必须是今天或以后（北京时间）')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('目的地 市')).toHaveValue('440300');
  });

  it('resends a lost answer with the same Idempotency-Key', async () => {
    const server = goodsServer();
    let offers = 0;
    const { sent } = mockFetch((request) => {
      if (request.method === 'POST' && request.url.endsWith('/freeTransport/release') && (offers += 1) === 1) throw new TypeError('network error');
      return server(request);
    });
    await openFreeTab();
    await userEvent.click(await screen.findByRole('button', { name: '发布返程空车' }));
    const dialog = await screen.findByRole('dialog', { name: '发布返程空车' });
    await choose(dialog, '出发地 省', '350000');
    await choose(dialog, '出发地 市', '350100');
    await choose(dialog, '目的地 省', '440000');
    await choose(dialog, '目的地 市', '440300');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('返程空车已发布', undefined, { timeout: 5_000 })).toBeInTheDocument();
    const keys = postsTo(sent, 'freeTransport/release').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('tells a user without an approved vehicle why, and takes them to their vehicles', async () => {
    const { sent } = mockFetch(goodsServer({ vehicles: [] }));
    await openFreeTab();
    await userEvent.click(await screen.findByRole('button', { name: '发布返程空车' }));
    const why = await screen.findByRole('dialog', { name: '需要一辆已认证的车辆' });
    expect(within(why).getByText(/自有或被授权驾驶、且已通过认证的车辆/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '发布返程空车' })).not.toBeInTheDocument();
    await userEvent.click(within(why).getByRole('button', { name: '去我的车辆' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/myVehicles/myVehicles'));
    expect(postsTo(sent, 'freeTransport/release')).toHaveLength(0);
  });

  it('asks a tourist to sign in first and brings them back to the free tab', async () => {
    mockFetch(goodsServer({ offers: [freeTransport({ contactMobile: '139****9000' })] }));
    await openFreeTab({ signedIn: false });
    // A masked number cannot be dialled: plain text for a tourist.
    const card = await screen.findByTestId('free-transport-61');
    expect(within(card).getByText(/139\*\*\*\*9000/)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布返程空车' }));
    const ask = await screen.findByRole('dialog', { name: '请先登录' });
    expect(within(ask).getByText('登录后才能发布返程空车，是否现在登录？')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/pages\/login\/login\?redirect=/));
    expect(decodeURIComponent(window.location.hash)).toContain('/pages/appIndex/bazaar?tab=free');
  });
});

it('opens on the free tab when the link asks for it (the way back after signing in)', async () => {
  mockFetch(goodsServer());
  resetApp('#/pages/appIndex/bazaar?tab=free');
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
  expect(await screen.findByRole('tab', { name: '免费运输' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('button', { name: '发布返程空车' })).toBeInTheDocument();
});

describe('offers in the list', () => {
  const mine = freeTransport({
    isMine: true,
    plateNumber: '粤B12345',
    origin: { ...FUZHOU_GULOU, address: '马尾物流园' },
    destination: { ...SHENZHEN, address: '深圳市' },
    remarks: '可带零担',
  });

  it("another driver's card: the mobile is a tel: link, and nothing to change", async () => {
    mockFetch(goodsServer({ offers: [freeTransport()] }));
    await openFreeTab();
    const card = await screen.findByTestId('free-transport-61');
    expect(within(card).getByRole('link', { name: '13900139000' })).toHaveAttribute('href', 'tel:13900139000');
    expect(within(card).queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
  });

  it('the driver changes their own offer in the same form, filled in', async () => {
    const { sent } = mockFetch(goodsServer({ offers: [mine] }));
    await openFreeTab();
    const card = await screen.findByTestId('free-transport-61');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog', { name: '修改返程空车' });
    expect(await within(dialog).findByLabelText('出发地 区县')).toHaveValue('350102');
    expect(within(dialog).getByLabelText('出发地 市')).toHaveValue('350100');
    expect(within(dialog).getByLabelText('目的地 市')).toHaveValue('440300');
    expect(within(dialog).getByLabelText('出发具体地点（选填）')).toHaveValue('马尾物流园');
    expect(within(dialog).getByLabelText('到达具体地点（选填）')).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: /粤B12345/ })).toBeChecked();
    expect(within(dialog).getByLabelText('联系电话')).toHaveValue('13900139000');
    await typeIn(dialog, '备注（选填）', '只走高速');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存修改' }));

    expect(await screen.findByText('修改已保存')).toBeInTheDocument();
    const posts = postsTo(sent, 'freeTransport/edit');
    expect(posts.map((post) => post.body)).toEqual([
      {
        id: 61,
        origin: { ...FUZHOU_GULOU, address: '马尾物流园' },
        destination: { ...SHENZHEN, address: '深圳市' },
        departDate: '2030-01-05',
        vehicleId: 7,
        contactMobile: '13900139000',
        remarks: '只走高速',
      },
    ]);
    expect(keyOf(posts[0])).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(await within(screen.getByTestId('free-transport-61')).findByText('只走高速')).toBeInTheDocument();
  });

  it('the driver withdraws their own offer after confirming', async () => {
    const { sent } = mockFetch(goodsServer({ offers: [mine] }));
    await openFreeTab();
    const card = await screen.findByTestId('free-transport-61');
    await userEvent.click(within(card).getByRole('button', { name: '撤回' }));
    const ask = await screen.findByRole('dialog', { name: '撤回这条返程空车？' });
    // Cancelling sends nothing.
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(sent, 'freeTransport/delete')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: '撤回' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤回这条返程空车？' })).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('已撤回')).toBeInTheDocument();
    const posts = postsTo(sent, 'freeTransport/delete');
    expect(posts.map((post) => post.body)).toEqual([{ id: 61 }]);
    expect(keyOf(posts[0])).toMatch(/^[A-Za-z0-9-]{8,}$/);
    await waitFor(() => expect(screen.queryByTestId('free-transport-61')).not.toBeInTheDocument());
    expect(screen.getByText('暂无免费运输信息')).toBeInTheDocument();
  });
});
