import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openGatewayPage } from '@/components/money/gatewayPage';
import { addToCart, brigadeCartAtom, buyNowRoute, selectCartLine } from '@/lib/api';
import { appStore } from '@/lib/state';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { fakeUploads, storedFile } from '../identity/fakeUpload';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { HashRouter } from '@/components/router/HashRouter';
import { ADDRESS, DEPARTURE_ID, DRIVE_ID, GOODS_ID, PASS_PRODUCT_ID, PAYMENT_ID, goods, shipOrder, storeCalls, storeServer, traveller, type StoreServer } from './storeServer';

jest.mock('@/components/money/gatewayPage', () => ({ openGatewayPage: jest.fn() }));
jest.setTimeout(40_000);

afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

const LONG = { timeout: 20_000 };

/** Types the delivery address of a goods order (the mobile is the signed-in person's already). */
const fillAddress = () => fill({ 收货人: ADDRESS.receiverName, 手机号: ADDRESS.receiverMobile, 所在地区: ADDRESS.areaName, 详细地址: ADDRESS.detail });

function open(server: StoreServer, hash: string) {
  const fetched = mockFetch(server.answer);
  openSignedIn(hash);
  return fetched;
}

/** Opens `hash` signed in with the cart as `prepare` leaves it (the cart belongs to the signed-in account). */
function openWithCart(server: StoreServer, hash: string, prepare: () => void) {
  const fetched = mockFetch(server.answer);
  resetApp(hash);
  signInLocally();
  prepare();
  renderWithApp(<HashRouter routes={appRoutes} />);
  return fetched;
}

const tea = { productId: GOODS_ID, title: '武夷山大红袍 250g', priceFen: 12800, cover: null };
const honey = { productId: 12, title: '龙眼蜂蜜', priceFen: 5600, cover: null };

describe('the buying screens are registered where "buy now" sends people', () => {
  it.each([['goods'], ['selfDrive'], ['annualPass']] as const)('%s', (kind) => {
    expect(appRoutes.find(buyNowRoute(kind, 1).path)?.auth).toBe(true);
  });
});

describe('buying goods', () => {
  it('orders one product at once: the count goes up to the stock, the server prices it, then it is paid from the wallet', async () => {
    const server = storeServer({ products: [goods({ stock: 3 })] });
    const { sent } = open(server, `#/pages/brigade/pay?productId=${GOODS_ID}&quantity=2`);
    expect(await screen.findByText('武夷山大红袍 250g', {}, LONG)).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('¥256.00');
    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(screen.getByTestId('total')).toHaveTextContent('¥384.00');
    // Three is all the stock there is.
    expect(screen.getByRole('button', { name: '增加数量' })).toBeDisabled();

    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText(/请在 \d\d:\d\d 内完成支付/, {}, LONG)).toBeInTheDocument();
    const [save] = storeCalls(sent, 'order/save', 'POST');
    expect(save.body).toEqual({ kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 3 }] });
    expect(save.headers['idempotency-key']).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/brigade/payMode?orderId=500');

    expect(screen.getByText('可用 ¥5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /钱包余额/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥384.00' }));
    expect(await screen.findByText('支付成功', {}, LONG)).toBeInTheDocument();
    expect(storeCalls(sent, 'order/500/pay', 'POST')[0].body).toEqual({ mode: 'wallet' });
    expect(server.walletFen).toBe(500000 - 38400);
    expect(window.location.hash).toBe('#/pages/brigade/payOver?orderId=500');
  });

  it("orders the cart's ticked lines; they leave the cart, the unticked one stays", async () => {
    const server = storeServer({ products: [goods(), goods({ productId: 12, title: '龙眼蜂蜜', priceFen: 5600 }), goods({ productId: 13, title: '锥栗', priceFen: 3000 })] });
    const { sent } = openWithCart(server, '#/pages/brigade/pay?from=cart', () => {
      addToCart(tea, 2);
      addToCart(honey);
      addToCart({ productId: 13, title: '锥栗', priceFen: 3000, cover: null });
      selectCartLine(13, false);
    });
    expect(await screen.findByText('龙眼蜂蜜', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('锥栗')).toBeNull();
    expect(screen.getByTestId('total')).toHaveTextContent('¥312.00');
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(window.location.hash).toMatch(/payMode\?orderId=500/));
    expect(storeCalls(sent, 'order/save', 'POST')[0].body).toEqual({
      kind: 'goods',
      address: ADDRESS,
      lines: [
        { productId: 12, quantity: 1 },
        { productId: GOODS_ID, quantity: 2 },
      ],
    });
    expect(appStore.get(brigadeCartAtom).lines.map((line) => line.productId)).toEqual([13]);
  });

  it('without a network says so plainly, sends nothing and keeps the cart', async () => {
    const server = storeServer();
    const { sent } = openWithCart(server, '#/pages/brigade/pay?from=cart', () => addToCart(tea, 2));
    await screen.findByText('武夷山大红袍 250g', {}, LONG);
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText(/当前没有网络，没有下单也没有付款。购物车和订单都保留着/)).toBeInTheDocument();
    expect(storeCalls(sent, 'order/save')).toHaveLength(0);
    expect(appStore.get(brigadeCartAtom).lines).toEqual([expect.objectContaining({ productId: GOODS_ID, quantity: 2 })]);
    expect(window.location.hash).toBe('#/pages/brigade/pay?from=cart');
  });

  it("shows the server's refusal (out of stock) and keeps the cart", async () => {
    const server = storeServer();
    server.refuse['order/save'] = { status: 409, msg: 'Not enough left', error: 'brigade.soldOut', params: { title: '武夷山大红袍 250g', left: 1 } };
    openWithCart(server, '#/pages/brigade/pay?from=cart', () => addToCart(tea, 2));
    await screen.findByRole('button', { name: '提交订单' }, LONG);
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('“武夷山大红袍 250g”库存不足，仅剩1件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
    expect(appStore.get(brigadeCartAtom).lines).toHaveLength(1);
  });
});

describe('the delivery address of goods', () => {
  it('is asked for before anything is sent: the mobile starts as the signed-in person\'s, a wrong one is shown', async () => {
    const server = storeServer();
    const { sent } = open(server, `#/pages/brigade/pay?productId=${GOODS_ID}&quantity=1`);
    expect(await screen.findByRole('region', { name: '收货地址' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveValue('13800138000'));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请先填好收货地址')).toBeInTheDocument();
    expect(storeCalls(sent, 'order/save')).toHaveLength(0);
    await fill({ 收货人: ADDRESS.receiverName, 手机号: '1234567', 所在地区: ADDRESS.areaName, 详细地址: ADDRESS.detail });
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(storeCalls(sent, 'order/save')).toHaveLength(0);
    await fill({ 手机号: ADDRESS.receiverMobile });
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(window.location.hash).toMatch(/payMode\?orderId=500/));
    expect(storeCalls(sent, 'order/save', 'POST')[0].body).toEqual({ kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] });
  });

  it("the account's last address fills the next order in", async () => {
    const server = storeServer();
    const { sent } = open(server, `#/pages/brigade/pay?productId=${GOODS_ID}&quantity=1`);
    await screen.findByRole('button', { name: '提交订单' }, LONG);
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(window.location.hash).toMatch(/payMode/));
    act(() => {
      window.location.hash = `#/pages/brigade/pay?productId=${GOODS_ID}&quantity=1`;
    });
    await waitFor(() => expect(screen.getByLabelText('收货人')).toHaveValue(ADDRESS.receiverName), LONG);
    expect(screen.getByLabelText('详细地址')).toHaveValue(ADDRESS.detail);
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(storeCalls(sent, 'order/save', 'POST')).toHaveLength(2));
    expect(storeCalls(sent, 'order/save', 'POST')[1].body).toEqual(expect.objectContaining({ address: ADDRESS }));
  });
});

describe('booking a self-drive package', () => {
  it('picks a departure, ticks a saved traveller, adds another, and pays the total per traveller on the gateway', async () => {
    const server = storeServer();
    const { sent } = open(server, `#/pages/brigade/drivingPay?productId=${DRIVE_ID}`);
    const picked = await screen.findByRole('radio', { name: /2026年12月5日.*¥1,280.00/ }, LONG);
    // A full departure is shown but cannot be picked.
    expect(screen.getByRole('radio', { name: /2026年12月12日/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await userEvent.click(picked);
    await userEvent.click(screen.getByRole('checkbox', { name: /张三/ }));
    expect(screen.getByTestId('total')).toHaveTextContent('¥1,280.00');

    await userEvent.click(screen.getByRole('button', { name: '添加出行人' }));
    const dialog = await screen.findByRole('dialog');
    await fill({ 姓名: '王五', 身份证号: '11010519491231002X', 手机号: '13912345678' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storeCalls(sent, 'userInfo/save', 'POST')[0].body).toEqual({ name: '王五', idCardNo: '11010519491231002X', mobile: '13912345678' });
    expect(await screen.findByRole('checkbox', { name: /王五/ })).toBeChecked();
    expect(screen.getByTestId('per-traveller')).toHaveTextContent('¥1,280.00/人 × 2 人');
    expect(screen.getByTestId('total')).toHaveTextContent('¥2,560.00');

    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await screen.findByText(/请在 \d\d:\d\d 内完成支付/, {}, LONG);
    expect(storeCalls(sent, 'order/save', 'POST')[0].body).toEqual({ kind: 'selfDrive', productId: DRIVE_ID, departureId: DEPARTURE_ID, travellerIds: [1, 102] });
    expect(screen.getByText('出行人 王五 110105********002X')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /在线支付/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付 ¥2,560.00' }));
    await waitFor(() => expect(openGatewayPage).toHaveBeenCalledWith(expect.objectContaining({ payUrl: `/store/api/products/pay/page/${PAYMENT_ID}` })));
    expect(storeCalls(sent, 'order/500/pay', 'POST')[0].body).toEqual({ mode: 'gateway' });
  });

  it('keeps the departure and travellers chosen while the buyer is away', async () => {
    const server = storeServer();
    open(server, `#/pages/brigade/drivingPay?productId=${DRIVE_ID}&departureId=${DEPARTURE_ID}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: /李四/ }, LONG));
    expect(appStore.get(brigadeCartAtom).driving).toEqual({ productId: DRIVE_ID, departureId: DEPARTURE_ID, travellerIds: [2] });
    expect(screen.getByRole('radio', { name: /2026年12月5日/ })).toBeChecked();
  });

  it('refuses more travellers than seats before sending anything', async () => {
    const server = storeServer({ travellers: [traveller(1, '张三'), traveller(2, '李四')] });
    server.products[1].departures[0].seatsLeft = 1;
    open(server, `#/pages/brigade/drivingPay?productId=${DRIVE_ID}&departureId=${DEPARTURE_ID}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: /张三/ }, LONG));
    await userEvent.click(screen.getByRole('checkbox', { name: /李四/ }));
    expect(screen.getByText('这个日期只剩 1 个座位，请减少出行人或换个日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });
});

describe('paying and its result', () => {
  async function placedOrder(server: StoreServer, body: Record<string, unknown>, mode: 'wallet' | 'gateway' | null) {
    const answer = (path: string, method: string, sentBody?: unknown) =>
      server.answer({ url: `http://localhost/store/api/products/${path}`, method, headers: { 'idempotency-key': 'k-123456789' }, body: sentBody, signal: new AbortController().signal });
    await answer('order/save', 'POST', body).json();
    if (mode) await answer('order/500/pay', 'POST', { mode }).json();
  }

  it('offers the gateway when the wallet does not cover the total', async () => {
    const server = storeServer({ walletFen: 1000 });
    await placedOrder(server, { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, null);
    open(server, '#/pages/brigade/payMode?orderId=500');
    expect(await screen.findByText('余额不足（可用 ¥10.00）', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /钱包余额/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /在线支付/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '确认支付 ¥128.00' })).toBeEnabled();
  });

  it('does not take a tap before the balance is known: the wallet it covers is then chosen and paid', async () => {
    const server = storeServer();
    await placedOrder(server, { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, null);
    let releaseBalance = () => {};
    const balanceHeld = new Promise<void>((resolve) => (releaseBalance = resolve));
    const { sent } = mockFetch(async (request) => {
      if (request.url.includes('/payStatus')) await balanceHeld;
      return server.answer(request);
    });
    openSignedIn('#/pages/brigade/payMode?orderId=500');
    const pay = await screen.findByRole('button', { name: '确认支付 ¥128.00' }, LONG);
    expect(screen.getByText('正在查询余额…')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    fireEvent.click(pay);
    expect(storeCalls(sent, 'order/500/pay', 'POST')).toHaveLength(0);

    act(() => releaseBalance());
    await waitFor(() => expect(screen.getByRole('radio', { name: /钱包余额/ })).toBeChecked());
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    expect(await screen.findByText('支付成功', {}, LONG)).toBeInTheDocument();
    expect(storeCalls(sent, 'order/500/pay', 'POST')[0].body).toEqual({ mode: 'wallet' });
  });

  it('says when the balance cannot be read and still lets the buyer pay online', async () => {
    const server = storeServer();
    await placedOrder(server, { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, null);
    mockFetch((request) => (request.url.includes('/payStatus') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(server.answer(request))));
    openSignedIn('#/pages/brigade/payMode?orderId=500');
    expect(await screen.findByText('暂时查不到余额，可选择在线支付', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^在线支付/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '确认支付 ¥128.00' })).toBeEnabled();
  });

  it('back from the gateway, asks every 2 s until paid', async () => {
    const server = storeServer({ gatewayStatuses: ['created', 'created', 'paid'] });
    await placedOrder(server, { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, 'gateway');
    const { sent } = open(server, '#/pages/brigade/payOver?orderId=500');
    expect(await screen.findByText('正在确认支付结果…', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('支付成功', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('支付成功').nextSibling).toHaveTextContent('¥128.00');
    expect(storeCalls(sent, 'order/500/payStatus', 'GET')).toHaveLength(3);
    // The bill shown is the paid one.
    expect(await screen.findByText('已支付')).toBeInTheDocument();
  });

  it('a payment the gateway closed goes to payFail, which offers paying again before the order expires', async () => {
    const server = storeServer({ gatewayStatuses: ['closed'] });
    await placedOrder(server, { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, 'gateway');
    open(server, '#/pages/brigade/payOver?orderId=500');
    expect(await screen.findByText('支付未完成', { selector: 'h2' }, LONG)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/brigade/payFail?orderId=500');
    expect(screen.getByText(/订单保留到 \d\d:\d\d（北京时间），之前可以重新支付/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByRole('button', { name: '确认支付 ¥128.00' }, LONG)).toBeInTheDocument();
  });
});

describe('the buyer’s orders', () => {
  async function paidTrip(server: StoreServer) {
    const post = (path: string, body: unknown) =>
      server.answer({ url: `http://localhost/store/api/products/${path}`, method: 'POST', headers: { 'idempotency-key': 'k-123456789' }, body, signal: new AbortController().signal }).json();
    await post('order/save', { kind: 'selfDrive', productId: DRIVE_ID, departureId: DEPARTURE_ID, travellerIds: [1, 2] });
    await post('order/500/pay', { mode: 'wallet' });
  }

  it('refunds one traveller of a paid trip to the wallet, with a reason from the server', async () => {
    const server = storeServer();
    await paidTrip(server);
    const { sent } = open(server, '#/pages/brigade/orderList?status=paid');
    const card = await screen.findByRole('article', { name: '订单号 BG20261126000500' }, LONG);
    expect(within(card).getByText('2026年12月5日 周六 出发 · 2 人')).toBeInTheDocument();
    expect(within(card).getByText('订单金额 ¥2,560.00')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '申请退款' }));

    const lisi = await screen.findByRole('checkbox', { name: /李四.*¥1,280.00/ }, LONG);
    await userEvent.click(lisi);
    expect(screen.getByTestId('total')).toHaveTextContent('¥1,280.00');
    expect(screen.getByRole('button', { name: '申请退款' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('radio', { name: '原因-travellerCannotGo' }));
    await userEvent.click(screen.getByRole('button', { name: '申请退款' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('已退款 ¥1,280.00', {}, LONG)).toBeInTheDocument();
    const [refund] = storeCalls(sent, 'order/500/refund', 'POST');
    expect(refund.body).toEqual({ itemIds: [5001], reason: 'travellerCannotGo' });
    expect(refund.headers['idempotency-key']).toBeTruthy();
    expect(server.walletFen).toBe(500000 - 256000 + 128000);
    await userEvent.click(screen.getByRole('button', { name: '查看钱包明细' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/capitalFlow/capitalFlow'));
  });

  it('shows a refunded traveller as refunded, not to be ticked again', async () => {
    const server = storeServer();
    await paidTrip(server);
    server.answer({ url: 'http://localhost/store/api/products/order/500/refund', method: 'POST', headers: { 'idempotency-key': 'k-123456789' }, body: { itemIds: [5001], reason: 'other' }, signal: new AbortController().signal });
    open(server, '#/pages/brigade/payRefund?orderId=500');
    const lisi = await screen.findByRole('checkbox', { name: /李四/ }, LONG);
    expect(lisi).toBeDisabled();
    expect(screen.getByText('已退款')).toBeInTheDocument();
    // The one left is the obvious choice.
    expect(screen.getByRole('checkbox', { name: /张三/ })).toBeChecked();
  });

  it('cancels an unpaid order after asking, and deletes a finished one', async () => {
    const server = storeServer();
    server.answer({ url: 'http://localhost/store/api/products/order/save', method: 'POST', headers: { 'idempotency-key': 'k-123456789' }, body: { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, signal: new AbortController().signal });
    const { sent } = open(server, '#/pages/brigade/orderList');
    const card = await screen.findByRole('article', { name: '订单号 BG20261126000500' }, LONG);
    expect(within(card).getByText('待支付')).toBeInTheDocument();
    expect(within(card).getByText(/请在 \d\d:\d\d 内完成支付/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认取消' }));
    expect(await within(card).findByText('已取消', {}, LONG)).toBeInTheDocument();
    expect(storeCalls(sent, 'order/500/cancel', 'POST')).toHaveLength(1);

    // The closing dialog hides the page from role queries for a moment.
    await userEvent.click(await within(card).findByRole('button', { name: '删除订单' }, LONG));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除订单' }));
    expect(await screen.findByText('还没有订单', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
  });

  it('follows a goods order: to ship, then shipped with its carrier and number (no refund), and receipt confirmed', async () => {
    const server = storeServer();
    const post = (path: string, body: unknown) =>
      server.answer({ url: `http://localhost/store/api/products/${path}`, method: 'POST', headers: { 'idempotency-key': 'k-123456789' }, body, signal: new AbortController().signal }).json();
    await post('order/save', { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] });
    await post('order/500/pay', { mode: 'wallet' });
    await post('order/save', { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 2 }] });
    await post('order/501/pay', { mode: 'wallet' });
    shipOrder(server, 501);
    const { sent } = open(server, '#/pages/brigade/orderList?status=paid');
    const waiting = await screen.findByRole('article', { name: '订单号 BG20261126000500' }, LONG);
    expect(within(waiting).getByText('待发货')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: '申请退款' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: '确认收货' })).toBeNull();

    const shipped = screen.getByRole('article', { name: '订单号 BG20261126000501' });
    expect(within(shipped).getByText('已发货')).toBeInTheDocument();
    expect(within(shipped).getByTestId('parcel')).toHaveTextContent('顺丰速运 SF1234567890 · 2026-12-06 10:00 自动确认收货');
    expect(within(shipped).queryByRole('button', { name: '申请退款' })).toBeNull();
    fireEvent.click(within(shipped).getByRole('button', { name: '订单详情' }));
    expect(await within(shipped).findByText('福建省 福州市 鼓楼区 五一北路 88 号 2 栋 301', {}, LONG)).toBeInTheDocument();
    expect(within(shipped).getByText('王小明 13912345678')).toBeInTheDocument();

    await userEvent.click(within(shipped).getByRole('button', { name: '确认收货' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认收货' }));
    expect((await within(shipped).findAllByText('已完成', {}, LONG)).length).toBeGreaterThan(0);
    const [receive] = storeCalls(sent, 'order/501/receive', 'POST');
    expect(receive.headers['idempotency-key']).toBeTruthy();
    expect(within(shipped).queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('loads the next page of orders and opens one to show its lines', async () => {
    const server = storeServer();
    for (let n = 0; n < 12; n += 1) {
      server.answer({ url: 'http://localhost/store/api/products/order/save', method: 'POST', headers: { 'idempotency-key': `k-12345678${n}` }, body: { kind: 'goods', address: ADDRESS, lines: [{ productId: GOODS_ID, quantity: 1 }] }, signal: new AbortController().signal });
    }
    const { sent } = open(server, '#/pages/brigade/orderList');
    // The first page does not fill jsdom's screen, so the list asks for the next one.
    expect(await screen.findByRole('article', { name: '订单号 BG20261126000500' }, LONG)).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pages = storeCalls(sent, 'order/list').map((call) => new URL(call.url).searchParams.get('current'));
    expect(pages).toEqual(expect.arrayContaining(['1', '2']));
    const first = screen.getAllByRole('article')[0];
    fireEvent.click(within(first).getByRole('button', { name: '订单详情' }));
    expect(await within(first).findByText('订单金额', {}, LONG)).toBeInTheDocument();
  });
});

describe('the annual pass', () => {
  it('is bought, paid from the wallet, and bound with name, ID and a photo', async () => {
    const uploads = fakeUploads((index) => ({ status: 200, body: storedFile(index) }));
    const server = storeServer();
    const { sent } = open(server, `#/pages/oneCode/buy?productId=${PASS_PRODUCT_ID}`);
    expect(await screen.findByText('自支付之日起 12 个月内有效（北京时间）', {}, LONG)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认支付 ¥199.00' }, LONG));
    expect(await screen.findByText('年卡已到账，绑定持卡人后即可使用', {}, LONG)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去绑定' }));

    expect(await screen.findByText('YM2026112600001', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('有效期 2026-11-26 至 2027-11-25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('请上传持卡人照片')).toBeInTheDocument();
    expect(storeCalls(sent, 'annualCard/70/bind')).toHaveLength(0);

    await fill({ 姓名: '王五', 身份证号: '11010519491231002X' });
    await userEvent.upload(screen.getByLabelText('上传持卡人照片'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText(/已上传/);
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByRole('region', { name: '持卡人' }, LONG)).toBeInTheDocument();
    expect(storeCalls(sent, 'annualCard/70/bind', 'POST')[0].body).toEqual({ name: '王五', idCardNo: '11010519491231002X', photoFileId: storedFile(0).data.fileId });
    expect(screen.queryByRole('button', { name: '确认绑定' })).toBeNull();
    uploads.restore();
  });

  it('points a buyer with an unbound pass to binding it', async () => {
    const server = storeServer();
    server.passes.push({ passId: 71, passNo: 'YM1', productId: PASS_PRODUCT_ID, title: '高速一码通年卡', orderId: 1, status: 'unbound', validFrom: '2026-11-01', validUntil: '2027-10-31', holder: null, createdAt: new Date().toISOString() });
    open(server, '#/pages/oneCode/buy');
    expect(await screen.findByText('你的年卡 YM1 还没有绑定持卡人', {}, LONG)).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: '去绑定' })));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/oneCode/binding?passId=71'));
  });
});
