import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fieldQueueAtom } from '@/lib/api';
import { appStore } from '@/lib/state';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { OWNER_ID, WAYBILL_ID, postsTo, waybill, waybillServer } from './waybillServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

function open(hash: string) {
  resetApp(hash);
  appStore.set(fieldQueueAtom, []);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

const DETAIL = `#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`;

async function enterCode(code: string) {
  await userEvent.click(await screen.findByRole('button', { name: '输入二维码下方的短码' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('二维码下方的短码'), code);
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe("the driver's waybill: one big button for the next step", () => {
  it.each([
    ['assigned', '接单'],
    ['created', '签署运输合同'],
    ['signed', '扫码装货'],
    ['loading', '完成装货'],
    ['loaded', '扫码卸货'],
    ['inTransit', '扫码卸货'],
    ['unloading', '完成卸货'],
  ] as const)('in status %s offers "%s"', async (status, label) => {
    mockFetch(waybillServer(waybill(status)).answer);
    open(DETAIL);
    const next = await screen.findByTestId('next-step', {}, { timeout: 5000 });
    expect(within(next).getAllByRole('button')[0]).toHaveTextContent(label);
  });

  it('shows the freight in yuan, the parties and the route', async () => {
    mockFetch(waybillServer(waybill('signed')).answer);
    open(DETAIL);
    // The 运单 card groups the figure as the freight card above it does (¥3,500.50, not ¥3500.50).
    const card = await screen.findByRole('region', { name: '运单' }, { timeout: 5000 });
    expect(within(card).getByText('¥3,500.50')).toBeInTheDocument();
    expect(screen.queryByText(/¥3500\.50/)).not.toBeInTheDocument();
    expect(screen.getByText(/王师傅/)).toBeInTheDocument();
    // The driver's number calls when tapped.
    expect(screen.getByRole('link', { name: '13800138000' })).toHaveAttribute('href', 'tel:13800138000');
    expect(screen.getByText(/李老板/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13900139000' })).toHaveAttribute('href', 'tel:13900139000');
    expect(screen.getByText('福州 福州物流园')).toBeInTheDocument();
  });

  it('waits for the owner after the driver signed, and says so when done', async () => {
    mockFetch(waybillServer(waybill('created', { driverSigned: true })).answer);
    open(DETAIL);
    expect(await screen.findByText('您已签署合同，等待货主签署')).toBeInTheDocument();
    expect(screen.queryByTestId('next-step')).not.toBeInTheDocument();
  });

  it('finish loading opens the loaded form', async () => {
    mockFetch(waybillServer(waybill('loading')).answer);
    open(DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '完成装货' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`));
  });

  it('scans the pickup code (its short code typed by hand) with an idempotency key and moves on', async () => {
    const { sent } = mockFetch(waybillServer(waybill('signed')).answer);
    open(DETAIL);
    await enterCode('z-5-7qk2-md');
    expect(await screen.findByText('扫码成功，开始装货')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '完成装货' })).toBeInTheDocument();
    const [scan] = postsTo(sent, 'scanningLoading');
    expect(scan.body).toMatchObject({ waybillId: WAYBILL_ID, qrToken: 'z-5-7qk2-md' });
    expect(scan.headers['idempotency-key']).toBeTruthy();
  });

  it('says at once when the typed short code is incomplete, and sends nothing', async () => {
    const { sent } = mockFetch(waybillServer(waybill('signed')).answer);
    open(DETAIL);
    await enterCode('Z-5-7QK2-M');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('这不是二维码下方的短码：请核对位数，如 Z-10234-7QK2-MD')).toBeInTheDocument();
    expect(postsTo(sent, 'scanningLoading')).toHaveLength(0);
  });

  it("shows the server's refusal of a scan", async () => {
    const server = waybillServer(waybill('signed'));
    server.refusal = { status: 410, msg: '二维码已过期' };
    mockFetch(server.answer);
    open(DETAIL);
    await enterCode('Z-5-7QK2-MA');
    expect(await screen.findByText('二维码已过期')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '扫码装货' })).toBeInTheDocument();
    expect(appStore.get(fieldQueueAtom)).toHaveLength(0);
  });

  it('keeps a scan without signal as "waiting to send", offers the next step, and syncs when back online', async () => {
    const server = waybillServer(waybill('signed'));
    const { sent } = mockFetch(server.answer);
    open(DETAIL);
    await screen.findByRole('button', { name: '扫码装货' });
    server.offline = true;
    await enterCode('Z-5-7QK2-MD');

    expect(await screen.findByText('网络不通，已保存，待发送')).toBeInTheDocument();
    expect(await screen.findByText('待发送（1）')).toBeInTheDocument();
    expect(screen.getByText(/^扫码装货 · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '完成装货' })).toBeInTheDocument();
    expect(appStore.get(fieldQueueAtom)).toHaveLength(1);

    server.offline = false;
    await userEvent.click(screen.getByRole('button', { name: '立即同步' }));
    expect(await screen.findByText('已同步 1 条')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('待发送（1）')).not.toBeInTheDocument());
    const scans = postsTo(sent, 'scanningLoading');
    expect(scans.length).toBeGreaterThanOrEqual(2);
    expect(new Set(scans.map((s) => s.headers['idempotency-key'])).size).toBe(1);
    expect(scans[scans.length - 1].body).toEqual(scans[0].body);
    expect(appStore.get(fieldQueueAtom)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: '完成装货' })).toBeInTheDocument();
  });

  it('replays the waiting actions on its own when the browser comes back online', async () => {
    const server = waybillServer(waybill('signed'));
    mockFetch(server.answer);
    open(DETAIL);
    await screen.findByRole('button', { name: '扫码装货' });
    server.offline = true;
    await enterCode('Z-5-7QK2-MD');
    expect(await screen.findByText('待发送（1）')).toBeInTheDocument();
    server.offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('待发送（1）')).not.toBeInTheDocument());
    expect(server.current.status).toBe('loading');
  });

  it('cancels before loading with a reason of at least two characters', async () => {
    const server = waybillServer(waybill('signed'));
    const { sent } = mockFetch((request) => {
      if (request.method === 'POST' && request.url.endsWith('/driverCancelOrder')) server.current = waybill('cancelled');
      return server.answer(request);
    });
    open(DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '取消运单' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('取消原因'), '车');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(postsTo(sent, 'driverCancelOrder')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('取消原因'), '辆故障');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('运单已取消', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(postsTo(sent, 'driverCancelOrder')[0].body).toEqual({ waybillId: WAYBILL_ID, reason: '车辆故障' });
  });
});

describe("the cargo owner's waybill", () => {
  it('the signing page returns to orderDetail, which passes the owner on to orderDetail2', async () => {
    const server = waybillServer(waybill('created', { actions: ['sign', 'ownerCancel'] }));
    server.userId = OWNER_ID;
    mockFetch(server.answer);
    open(DETAIL);
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`));
    expect(await screen.findByRole('button', { name: '签署运输合同' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消运单' })).toBeInTheDocument();
  });

  it('asks for stars before sending a rating', async () => {
    const server = waybillServer(waybill('unloaded', { actions: ['evaluate'] }));
    server.userId = OWNER_ID;
    const { sent } = mockFetch(server.answer);
    open(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '提交评价' }));
    expect(screen.getByText('请选择评分')).toBeInTheDocument();
    expect(postsTo(sent, 'cargoOwnerEvaluate')).toHaveLength(0);
    // A screen reader hears the stars in Chinese, not MUI's English defaults ("Empty", "1 Star").
    const stars = screen.getByRole('radiogroup', { name: '评分' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(6);
    for (const name of ['1 星', '2 星', '3 星', '4 星', '5 星', '未评分']) expect(within(stars).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(stars).queryByText(/Empty|Star/)).not.toBeInTheDocument();
    // A pointer click on the hidden radio (MUI treats a click at 0,0 as the keyboard's).
    fireEvent.click(screen.getByRole('radio', { name: '4 星' }), { clientX: 10, clientY: 10 });
    await userEvent.type(screen.getByLabelText('评价内容（选填）'), '准时');
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(postsTo(sent, 'cargoOwnerEvaluate')).toHaveLength(1));
    expect(postsTo(sent, 'cargoOwnerEvaluate')[0].body).toEqual({ waybillId: WAYBILL_ID, stars: 4, text: '准时' });
  });
});

describe('actions left waiting by an earlier session', () => {
  it('are sent when the waybill opens again', async () => {
    const server = waybillServer(waybill('signed'));
    const { sent } = mockFetch(server.answer);
    resetApp(DETAIL);
    appStore.set(fieldQueueAtom, [
      {
        key: 'earlier-session-key',
        action: 'scanningLoading',
        waybillId: WAYBILL_ID,
        body: { waybillId: WAYBILL_ID, qrToken: 'GS1.5.loading.token', occurredAt: '2026-11-22T03:00:00.000Z' },
        queuedAt: '2026-11-22T03:00:00.000Z',
      },
    ]);
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    await waitFor(() => expect(postsTo(sent, 'scanningLoading')).toHaveLength(1), { timeout: 5000 });
    expect(postsTo(sent, 'scanningLoading')[0].headers['idempotency-key']).toBe('earlier-session-key');
    await waitFor(() => expect(appStore.get(fieldQueueAtom)).toHaveLength(0));
    expect(await screen.findByRole('button', { name: '完成装货' })).toBeInTheDocument();
  });
});
