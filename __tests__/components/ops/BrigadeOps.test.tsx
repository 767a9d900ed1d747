import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type BrigadeOpsCategory, type BrigadeOpsProduct, type BrigadeOpsShipment, type Endpoint } from '@/lib/contract';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { pickDate } from '../forms';
import { renderWithApp, resetApp, signInLocally } from '../support';

/**
 * The operators' shop console against a fake store service: every body is checked against the
 * contract (lib/contract/brigade.ts) and refused 422 when it does not fit, as the server would.
 */

const b = endpoints.brigade;
const STORE = '/store/api';
const pic = (n: number) => ({ fileId: `pic${String(n).padStart(14, '0')}`, url: `/store/api/products/picture/pic${String(n).padStart(14, '0')}` });

const CATEGORIES: BrigadeOpsCategory[] = [
  { categoryId: 1, name: '地方特产', sort: 0, icon: null, productCount: 1, allProductCount: 2 },
  { categoryId: 2, name: '自驾游', sort: 1, icon: null, productCount: 0, allProductCount: 1 },
];

function opsProduct(overrides: Partial<BrigadeOpsProduct>): BrigadeOpsProduct {
  return {
    productId: 11,
    kind: 'goods',
    categoryId: 1,
    title: '武夷山大红袍 250g',
    subtitle: '礼盒装',
    cover: pic(1),
    priceFen: 16800,
    stock: 5,
    soldOut: false,
    soldCount: 2,
    description: '',
    categoryName: '地方特产',
    pictures: [pic(1)],
    itinerary: [],
    departures: [],
    passValidMonths: null,
    status: 'onSale',
    basePriceFen: 16800,
    updatedAt: '2026-11-26T02:00:00.000Z',
    ...overrides,
  };
}

const TEA = opsProduct({});
const TRIP = opsProduct({
  productId: 30,
  kind: 'selfDrive',
  categoryId: 2,
  title: '闽西土楼两日自驾',
  categoryName: '自驾游',
  status: 'offSale',
  cover: null,
  pictures: [],
  priceFen: 69900,
  basePriceFen: 69900,
  stock: 6,
  itinerary: [{ title: '第一天 福州—永定', text: '下午参观土楼' }],
  departures: [{ departureId: 301, date: '2030-01-02', priceFen: 69900, seatsLeft: 6, departed: false, seatsTotal: 10, seatsTaken: 4 }],
});

const TO_SHIP: BrigadeOpsShipment = {
  orderId: 500,
  orderNo: 'BG2026112600000500',
  status: 'partlyRefunded',
  items: [
    { itemId: 5000, title: '武夷山大红袍 250g', quantity: 2, refunded: false },
    { itemId: 5001, title: '建盏', quantity: 1, refunded: true },
  ],
  totalFen: 36100,
  refundedFen: 2500,
  paidAt: '2026-11-26T02:00:00.000Z',
  delivery: {
    status: 'toShip',
    address: { receiverName: '王小明', receiverMobile: '13912345678', areaName: '福建省 福州市 鼓楼区', detail: '五一北路 88 号 2 栋 301' },
    carrier: null,
    trackingNo: null,
    shippedAt: null,
    completesAt: null,
    completedAt: null,
  },
};

interface State {
  products: BrigadeOpsProduct[];
  /** Paid goods orders waiting to be shipped. */
  toShip?: BrigadeOpsShipment[];
  /** The stock change the server refuses (answers 409), if any. */
  refuseStockBelow?: number;
}

/** The route of a call: its method and its path as a pattern. */
const routeOf = (e: Endpoint) => ({ e, method: e.method, pattern: new RegExp(`^${STORE}${e.path.replace(/:\w+/g, '(\\d+)')}$`) });
const ROUTES = Object.values(b).map(routeOf);

function server(state: State) {
  return (sent: Sent) => {
    const url = new URL(sent.url);
    if (url.pathname === '/app/api/user/info') return envelope(appUser({ identities: ['operator'], identityType: 'operator' }));
    const route = ROUTES.find((r) => r.method === sent.method && r.pattern.test(url.pathname));
    if (!route) return envelope(null, { code: 404, status: 404, msg: `unexpected ${sent.method} ${url.pathname}` });
    const id = Number(route.pattern.exec(url.pathname)?.[1]);
    if (route.e.body) {
      const checked = route.e.body.safeParse(sent.body);
      if (!checked.success) return envelope(null, { code: 422, status: 422, msg: checked.error.message });
      if (!sent.headers['idempotency-key']) return envelope(null, { code: 400, status: 400, msg: 'no Idempotency-Key' });
    }
    const ok = (data: unknown) => envelope(data, { code: 0 });
    const find = (productId: number) => state.products.find((p) => p.productId === productId)!;
    const body = sent.body as Record<string, unknown>;
    switch (route.e) {
      case b.opsCategories:
        return ok(CATEGORIES);
      case b.opsProducts: {
        const status = url.searchParams.get('status');
        const records = state.products.filter((p) => !status || p.status === status).map(({ pictures: _p, itinerary: _i, departures: _d, description: _de, passValidMonths: _m, basePriceFen: _b, updatedAt: _u, ...row }) => row);
        return ok({ records, total: records.length, size: 20, current: 1, pages: records.length ? 1 : 0 });
      }
      case b.opsProduct:
        return ok(find(id));
      case b.opsProductStatus: {
        const product = find(id);
        product.status = body.status as 'onSale' | 'offSale';
        return ok(product);
      }
      case b.opsStock: {
        const product = find(id);
        const change = body.change as number;
        if (product.stock + change < 0) {
          return envelope(null, { code: 409, status: 409, msg: 'stock', error: 'brigade.stockBelowZero', params: { left: product.stock, change: -change } });
        }
        product.stock += change;
        return ok(product);
      }
      case b.opsSaveProduct: {
        const saved = opsProduct({ ...(body as object), productId: 99, status: 'offSale', basePriceFen: body.priceFen as number, pictures: [], departures: [] } as never);
        state.products.push(saved);
        return ok(saved);
      }
      case b.opsSaveDeparture: {
        const product = find(id);
        product.departures.push({ departureId: 302, date: body.date as string, priceFen: body.priceFen as number, seatsLeft: body.seats as number, departed: false, seatsTotal: body.seats as number, seatsTaken: 0 });
        return ok(product);
      }
      case b.opsShipments: {
        const records = state.toShip ?? [];
        return ok({ records, total: records.length, size: 20, current: 1, pages: records.length ? 1 : 0 });
      }
      case b.opsShip: {
        const order = (state.toShip ?? []).find((each) => each.orderId === id)!;
        state.toShip = (state.toShip ?? []).filter((each) => each !== order);
        return ok({ ...order, delivery: { ...order.delivery, status: 'shipped', carrier: body.carrier, trackingNo: body.trackingNo, shippedAt: '2026-11-26T03:00:00.000Z' } });
      }
      case b.opsDeleteCategory:
        return envelope(null, { code: 409, status: 409, msg: 'held', error: 'brigade.categoryNotEmpty', params: { count: 2 } });
      default:
        return envelope(null, { code: 404, status: 404, msg: `unexpected ${url.pathname}` });
    }
  };
}

const calls = (sent: Sent[], e: Endpoint) => sent.filter((call) => call.method === e.method && routeOf(e).pattern.test(new URL(call.url).pathname));

beforeEach(() => {
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

describe('the shop console', () => {
  it('lists products with their state and stock; puts one off sale and takes stock, showing a refusal in words', async () => {
    resetApp('#/ops/brigade');
    signInLocally();
    const state: State = { products: [structuredClone(TEA), structuredClone(TRIP)] };
    const { sent } = mockFetch(server(state));
    renderWithApp(<HashRouter routes={appRoutes} />);

    const tea = await screen.findByTestId('ops-product-11');
    expect(within(tea).getByText('在售')).toBeInTheDocument();
    expect(within(tea).getByText(/地方特产 · ¥168\.00 · 库存5 · 已售2/)).toBeInTheDocument();
    const trip = screen.getByTestId('ops-product-30');
    expect(within(trip).getByText('已下架')).toBeInTheDocument();
    expect(within(trip).getByText(/余位6/)).toBeInTheDocument();

    await userEvent.click(within(tea).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(calls(sent, b.opsProductStatus)).toHaveLength(1));
    expect(calls(sent, b.opsProductStatus)[0].body).toEqual({ status: 'offSale' });
    expect(await screen.findByText('“武夷山大红袍 250g”已下架')).toBeInTheDocument();
    expect(await within(screen.getByTestId('ops-product-11')).findByText('已下架')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('ops-product-11')).getByRole('button', { name: '库存' }));
    const dialog = await screen.findByRole('dialog', { name: '调整库存' });
    expect(within(dialog).getByText('“武夷山大红袍 250g”现有库存5件')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '减少' }));
    await userEvent.type(within(dialog).getByLabelText(/数量/), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('库存仅剩5件，不能减少8件')).toBeInTheDocument();
    expect(calls(sent, b.opsStock)[0].body).toEqual({ change: -8 });

    await userEvent.clear(within(dialog).getByLabelText(/数量/));
    await userEvent.type(within(dialog).getByLabelText(/数量/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('库存已调整，现有2件')).toBeInTheDocument();
    // Two taps, two intentions: each its own key.
    const keys = calls(sent, b.opsStock).map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('creates a self-drive package: the price in fen, its days, nothing sent while a day is empty; then opens it', async () => {
    resetApp('#/ops/brigade/product?kind=selfDrive');
    signInLocally();
    const state: State = { products: [structuredClone(TEA)] };
    const { sent } = mockFetch(server(state));
    renderWithApp(<HashRouter routes={appRoutes} />);

    expect(await screen.findByRole('heading', { name: '新建自驾游' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '分类' }));
    await userEvent.click(await screen.findByRole('option', { name: '自驾游' }));
    await userEvent.type(screen.getByLabelText(/^标题/), '武夷山三日自驾');
    await userEvent.type(screen.getByLabelText(/默认每人价格/), '1299.5');
    expect(screen.queryByLabelText(/初始库存/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加一天' }));
    await userEvent.type(screen.getByLabelText(/当天标题/), '第一天 福州—武夷山');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写当天标题和安排，或移除这一天')).toBeInTheDocument();
    expect(calls(sent, b.opsSaveProduct)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/当天安排/), '游览武夷宫');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(sent, b.opsSaveProduct)).toHaveLength(1));
    expect(calls(sent, b.opsSaveProduct)[0].body).toEqual({
      kind: 'selfDrive',
      categoryId: 2,
      title: '武夷山三日自驾',
      subtitle: '',
      description: '',
      pictureIds: [],
      priceFen: 129950,
      itinerary: [{ title: '第一天 福州—武夷山', text: '游览武夷宫' }],
    });
    await waitFor(() => expect(window.location.hash).toBe('#/ops/brigade/product?id=99'));
    expect(await screen.findByText('未上架：请先在下方添加出发日期，再点“上架”')).toBeInTheDocument();
  });

  it("shows a package's departures with what is booked, and adds one", async () => {
    resetApp('#/ops/brigade/product?id=30');
    signInLocally();
    const state: State = { products: [structuredClone(TRIP)] };
    const { sent } = mockFetch(server(state));
    renderWithApp(<HashRouter routes={appRoutes} />);

    const row = await screen.findByTestId('ops-departure-301');
    expect(within(row).getByText('¥699.00/人 · 名额10 · 已订4 · 余6')).toBeInTheDocument();
    // A departure somebody booked cannot be deleted: no button offers it.
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '添加出发日期' }));
    const dialog = await screen.findByRole('dialog', { name: '添加出发日期' });
    // The price starts from the package's default.
    expect(within(dialog).getByLabelText(/每人价格/)).toHaveValue('699.00');
    await userEvent.type(within(dialog).getByLabelText(/总名额/), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // No date yet: the form says so and sends nothing.
    expect(await within(dialog).findByText('此项不能为空')).toBeInTheDocument();
    expect(calls(sent, b.opsSaveDeparture)).toHaveLength(0);

    await pickDate('出发日期', '2031-03-09');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(sent, b.opsSaveDeparture)).toHaveLength(1));
    expect(calls(sent, b.opsSaveDeparture)[0].body).toEqual({ date: '2031-03-09', priceFen: 69900, seats: 12 });
    expect(await screen.findByTestId('ops-departure-302')).toHaveTextContent('¥699.00/人 · 名额12 · 已订0 · 余12');
  });

  it('lists categories and says why one holding products stays', async () => {
    resetApp('#/ops/brigade?tab=categories');
    signInLocally();
    mockFetch(server({ products: [] }));
    renderWithApp(<HashRouter routes={appRoutes} />);

    const food = await screen.findByTestId('ops-category-1');
    expect(within(food).getByText('在售1件 · 共2件 · 排序0')).toBeInTheDocument();
    await userEvent.click(within(food).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该分类下还有2件商品，请先移走或删除')).toBeInTheDocument();
  });

  it('ships a paid goods order from 待发货: what to pack and where, a carrier and a checked tracking number', async () => {
    resetApp('#/ops/brigade?tab=toShip');
    signInLocally();
    const state: State = { products: [], toShip: [structuredClone(TO_SHIP)] };
    const { sent } = mockFetch(server(state));
    renderWithApp(<HashRouter routes={appRoutes} />);

    expect(await screen.findByRole('tab', { name: '待发货', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '订单号 BG2026112600000500' });
    expect(within(card).getByText('武夷山大红袍 250g × 2')).toBeInTheDocument();
    expect(within(card).getByText(/建盏 × 1（已退款，不发）/)).toBeInTheDocument();
    expect(within(card).getByText('收货人 王小明 13912345678')).toBeInTheDocument();
    expect(within(card).getByText('福建省 福州市 鼓楼区 五一北路 88 号 2 栋 301')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-26 10:00 支付')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '发货' }));
    const dialog = await screen.findByRole('dialog', { name: '发货' });
    await userEvent.type(within(dialog).getByLabelText(/快递公司/), '顺丰速运');
    await userEvent.type(within(dialog).getByLabelText(/运单号/), 'SF 123');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('运单号为 6-32 位字母、数字或短横线')).toBeInTheDocument();
    expect(calls(sent, b.opsShip)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/运单号/));
    await userEvent.type(within(dialog).getByLabelText(/运单号/), 'SF1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('订单 BG2026112600000500 已发货')).toBeInTheDocument();
    const [shipped] = calls(sent, b.opsShip);
    expect(new URL(shipped.url).pathname).toBe('/store/api/products/ops/order/500/ship');
    expect(shipped.body).toEqual({ carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('没有待发货的订单')).toBeInTheDocument();
  });
});
