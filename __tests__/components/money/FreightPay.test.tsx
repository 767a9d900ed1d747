import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openGatewayPage } from '@/components/money/gatewayPage';
import { installFakeShell, mockFetch, type Sent } from '../../lib/support';
import { openSignedIn } from '../forms';
import { OWNER_ID, waybill, waybillServer } from '../waybill/waybillServer';
import { PAYMENT_ID, WAYBILL_ID, callsTo, freightPayment, moneyServer, type MoneyServer } from './moneyServer';

jest.mock('@/components/money/gatewayPage', () => ({ openGatewayPage: jest.fn() }));
jest.setTimeout(30_000);
afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
  delete window.ReactNativeWebView;
});

const FREIGHT = `#/pages/freightPay/freightPay?waybillId=${WAYBILL_ID}`;

function open(server: MoneyServer, hash = FREIGHT) {
  const fetched = mockFetch(server.answer);
  openSignedIn(hash);
  return fetched;
}

describe('paying the freight', () => {
  it('pays from the wallet when it covers the freight, with an Idempotency-Key; the freight is then held', async () => {
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 500000 }) });
    const { sent } = open(server);
    expect(await screen.findByText('¥3,500.50')).toBeInTheDocument();
    expect(screen.getByText('福州 → 厦门')).toBeInTheDocument();
    expect(screen.getByText('闽A12345')).toBeInTheDocument();
    expect(screen.getByText('待支付')).toBeInTheDocument();
    expect(screen.getByText('¥5,000.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('已托管')).toBeInTheDocument();
    expect(screen.getByText('运费已托管，卸货完成后请确认结算')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '余额支付' })).toBeNull();
    const [pay] = callsTo(sent, `payFreight/${WAYBILL_ID}`);
    expect(pay.headers['idempotency-key']).toBeTruthy();
    expect(callsTo(sent, 'startPay')).toHaveLength(0);
  });

  it("shows the server's refusal and lets the owner try again", async () => {
    const server = moneyServer();
    server.refuse[`payFreight`] = { status: 409, msg: '钱包余额不足' };
    const { sent } = open(server);
    await userEvent.click(await screen.findByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('钱包余额不足')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('已托管')).toBeInTheDocument();
    const keys = callsTo(sent, `payFreight/${WAYBILL_ID}`).map((s) => s.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('otherwise starts a gateway payment for the difference and sends the browser to its page', async () => {
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 100000 }) });
    const { sent } = open(server);
    expect(await screen.findByText('钱包余额不足，差额 ¥2,500.50 通过支付平台支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '余额支付' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '支付 ¥2,500.50' }));
    await waitFor(() => expect(openGatewayPage).toHaveBeenCalledWith(expect.objectContaining({ payUrl: `/logistics/api/pay/page/${PAYMENT_ID}` })));
    const [start] = callsTo(sent, 'startPay');
    expect(start.body).toEqual({ purpose: 'freight', waybillId: WAYBILL_ID });
    expect(start.headers['idempotency-key']).toBeTruthy();
  });

  it('inside the app shell pays through wxPay, then follows the payment until paid', async () => {
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 0 }) });
    server.paymentStatuses = ['created', 'paid'];
    const { sent } = open(server);
    await screen.findByRole('button', { name: '支付 ¥3,500.50' });
    const shell = installFakeShell((message) => {
      if (message.command === 'getToken') return { ok: true, data: { token: 'user-token', logistics: 'logistics-token', isTourist: false } };
      if (message.command === 'wxPay') return { ok: true, data: { status: 'success' } };
      return { ok: true, data: null };
    });
    await userEvent.click(screen.getByRole('button', { name: '支付 ¥3,500.50' }));
    await waitFor(() => expect(window.location.hash).toBe(`${FREIGHT}&paymentId=${PAYMENT_ID}`));
    expect(shell.received.find((m) => m.command === 'wxPay')?.args).toEqual({ id: PAYMENT_ID });
    expect(openGatewayPage).not.toHaveBeenCalled();
    expect(await screen.findByText('已支付 ¥2,500.50', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('已托管')).toBeInTheDocument();
    expect(callsTo(sent, `payment/${PAYMENT_ID}`, 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the shell reports the payment cancelled, and offers paying again', async () => {
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 0 }) });
    open(server);
    await screen.findByRole('button', { name: '支付 ¥3,500.50' });
    installFakeShell((message) => {
      if (message.command === 'getToken') return { ok: true, data: { token: 'user-token', logistics: 'logistics-token', isTourist: false } };
      if (message.command === 'wxPay') return { ok: true, data: { status: 'cancel' } };
      return { ok: true, data: null };
    });
    await userEvent.click(screen.getByRole('button', { name: '支付 ¥3,500.50' }));
    expect(await screen.findByText('已取消支付')).toBeInTheDocument();
    expect(window.location.hash).toBe(FREIGHT);
    expect(screen.getByRole('button', { name: '支付 ¥3,500.50' })).toBeEnabled();
  });

  it('back from the gateway (?paymentId=) polls the payment every 2 s until paid, then reads the freight again', async () => {
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 100000 }) });
    server.paymentStatuses = ['created', 'created', 'paid'];
    const { sent } = open(server, `${FREIGHT}&paymentId=${PAYMENT_ID}`);
    expect(await screen.findByText('正在确认支付结果…')).toBeInTheDocument();
    // While the payment is followed, paying again would start a second one.
    expect(screen.queryByRole('button', { name: /支付 ¥/ })).toBeNull();
    expect(await screen.findByText('已支付 ¥2,500.50', {}, { timeout: 9000 })).toBeInTheDocument();
    expect(await screen.findByText('已托管')).toBeInTheDocument();
    const polls = callsTo(sent, `payment/${PAYMENT_ID}`, 'GET');
    expect(polls).toHaveLength(3);
    const freightReads = callsTo(sent, `freightPayment/${WAYBILL_ID}`, 'GET');
    expect(freightReads.length).toBeGreaterThanOrEqual(2);
    // No further polls once paid.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(sent, `payment/${PAYMENT_ID}`, 'GET')).toHaveLength(3);
  });
});

describe('a payment the gateway has not confirmed', () => {
  afterEach(() => jest.useRealTimers());

  it('is asked about for a minute, then the screen says it is still waiting and offers a refresh', async () => {
    jest.useFakeTimers();
    const server = moneyServer({ freight: freightPayment({ walletAvailableFen: 100000 }) });
    server.paymentStatuses = ['created'];
    const { sent } = open(server, `${FREIGHT}&paymentId=${PAYMENT_ID}`);
    expect(await screen.findByText('正在确认支付结果…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('仍在等待支付结果，请稍后刷新')).toBeInTheDocument();
    const polled = callsTo(sent, `payment/${PAYMENT_ID}`, 'GET').length;
    // Every 2 s for a minute, and no more.
    expect(polled).toBeGreaterThanOrEqual(25);
    expect(polled).toBeLessThanOrEqual(32);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(callsTo(sent, `payment/${PAYMENT_ID}`, 'GET')).toHaveLength(polled);

    // The notification arrived meanwhile: refresh asks again and finds it paid.
    server.paymentStatuses = ['paid'];
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('已支付 ¥2,500.50')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('已托管')).toBeInTheDocument();
  });
});

describe('settling the freight', () => {
  it('confirms delivery after a dialog saying who gets the money, with an Idempotency-Key', async () => {
    const server = moneyServer({ freight: freightPayment({ status: 'held', waybillStatus: 'unloaded', canPay: false, canSettle: true, paidAt: '2026-11-22T04:00:00.000Z' }) });
    const { sent } = open(server);
    await userEvent.click(await screen.findByRole('button', { name: '确认收货并结算' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认后，托管的运费 ¥3,500.50 将支付给 王师傅，不可撤回。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认结算' }));
    expect(await screen.findByText('运费已结算给 王师傅')).toBeInTheDocument();
    expect(screen.getByText('已结算')).toBeInTheDocument();
    const [settle] = callsTo(sent, 'ownerSettlement');
    expect(settle.body).toEqual({ waybillId: WAYBILL_ID });
    expect(settle.headers['idempotency-key']).toBeTruthy();
  });

  it('the driver reads the same screen without actions', async () => {
    open(moneyServer({ freight: freightPayment({ status: 'held', walletAvailableFen: null, canPay: false, canSettle: false }) }));
    expect(await screen.findByText('运费已托管，卸货确认后到账')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /支付|结算/ })).toBeNull();
    expect(screen.queryByText('钱包可用余额')).toBeNull();
  });
});

describe('entrances', () => {
  /** The waybill screens' server, with the money calls answered by `money`. */
  function both(money: MoneyServer, waybills = waybillServer(waybill('signed'))) {
    return (sent: Sent) => (new URL(sent.url).pathname.startsWith('/logistics/api/waybillDetail') || sent.url.includes('/user/info') ? waybills.answer(sent) : money.answer(sent));
  }

  it("the owner's waybill offers 支付运费, which opens freightPay", async () => {
    const waybills = waybillServer(waybill('signed', { actions: [] }));
    waybills.userId = OWNER_ID;
    mockFetch(both(moneyServer(), waybills));
    openSignedIn(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`);
    const panel = await screen.findByRole('region', { name: '运费支付' });
    expect(within(panel).getByText('运费 ¥3,500.50')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '支付运费' }));
    await waitFor(() => expect(window.location.hash).toBe(FREIGHT));
  });

  it("the owner's unloaded waybill offers 确认结算", async () => {
    const waybills = waybillServer(waybill('unloaded', { actions: [] }));
    waybills.userId = OWNER_ID;
    mockFetch(both(moneyServer({ freight: freightPayment({ status: 'held', canPay: false, canSettle: true }) }), waybills));
    openSignedIn(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`);
    const panel = await screen.findByRole('region', { name: '运费支付' });
    await userEvent.click(within(panel).getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(window.location.hash).toBe(FREIGHT));
  });

  it("the driver's waybill shows the freight status line, which opens freightPay", async () => {
    mockFetch(both(moneyServer({ freight: freightPayment({ status: 'held', walletAvailableFen: null, canPay: false }) })));
    openSignedIn(`#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`);
    const panel = await screen.findByRole('region', { name: '运费支付' });
    expect(within(panel).getByText('已托管')).toBeInTheDocument();
    await userEvent.click(within(panel).getByText('运费 ¥3,500.50'));
    await waitFor(() => expect(window.location.hash).toBe(FREIGHT));
  });

  it('the waybill shows no freight entrance when the freight cannot be read', async () => {
    mockFetch(waybillServer(waybill('signed')).answer);
    openSignedIn(`#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`);
    await screen.findByTestId('next-step');
    expect(screen.queryByRole('region', { name: '运费支付' })).toBeNull();
  });

  it('the mine tab has the wallet entrance', async () => {
    mockFetch(moneyServer().answer);
    openSignedIn('#/pages/appIndex/mine');
    await userEvent.click(await screen.findByRole('button', { name: '我的钱包' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/myWallet/myWallet'));
  });
});
