import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fieldQueueAtom } from '@/lib/api';
import { appStore } from '@/lib/state';
import { envelope, mockFetch, type Sent } from '../../lib/support';
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

function summary(status: string) {
  const { goods: _g, cargoOwner: _c, vehicleId: _v, signatures: _s, loading: _l, unloading: _u, cancellation: _x, evaluation: _e, stationSignFor: _f, code: _k, actions: _a, history: _h, ...rest } =
    waybill(status as 'created');
  return rest;
}

const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

/** Lists answer from `lists` by path; everything else goes to the single-waybill server. */
function listServer(lists: Record<string, (sent: Sent) => unknown>, single = waybillServer(waybill('assigned'))) {
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    const list = lists[pathname];
    return list ? envelope(list(sent)) : single.answer(sent);
  };
}

describe('waybill lists', () => {
  it("the driver's list asks by status tab and opens a waybill", async () => {
    const { sent } = mockFetch(
      listServer({ '/logistics/api/waybillListOfDriver': (s) => page(new URL(s.url).searchParams.get('status') === 'signed' ? [summary('signed')] : []) }),
    );
    open('#/pages/order/order');
    expect(await screen.findByText('还没有运单，去货源大厅抢单吧', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待装货' }));
    expect(await screen.findByText('WB00000042')).toBeInTheDocument();
    expect(screen.getByText('福州 → 厦门')).toBeInTheDocument();
    // Grouped like the market and the wallet (components/money/amount formatYuan).
    expect(screen.getByText('运费 ¥3,500.50')).toBeInTheDocument();
    expect(sent.some((s) => s.url.includes('waybillListOfDriver') && s.url.includes('status=signed'))).toBe(true);
    await userEvent.click(screen.getByText('WB00000042'));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`));
  });

  it("the cargo owner's list opens the owner's waybill", async () => {
    mockFetch(listServer({ '/logistics/api/waybillList': () => page([{ ...summary('inTransit'), freightFen: 812000 }]) }));
    open('#/pages/order2/order2');
    expect(await screen.findByText('运费 ¥8,120.00', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('WB00000042'));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`));
  });
});

describe('receiving a dispatched load', () => {
  it('lists the dispatches and receives one', async () => {
    const single = waybillServer(waybill('assigned'));
    const { sent } = mockFetch(listServer({ '/logistics/api/waybillListOfDriver': () => page([summary('assigned')]) }, single));
    open('#/pages/receivingList/receivingList');
    await userEvent.click(await screen.findByText('WB00000042', {}, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: '接单' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`));
    expect(postsTo(sent, 'receivingOrder')[0].body).toEqual({ waybillId: WAYBILL_ID });
    expect(await screen.findByRole('button', { name: '签署运输合同' })).toBeInTheDocument();
  });

  it('declines only with a reason', async () => {
    const single = waybillServer(waybill('assigned'));
    const { sent } = mockFetch(single.answer);
    open(`#/pages/receivingDetail/receivingDetail?id=${WAYBILL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '拒绝派单' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝派单' }));
    expect(within(dialog).getByText('此项不能为空')).toBeInTheDocument();
    expect(postsTo(sent, 'driverCancelOrder')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('取消原因'), '车已满载');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝派单' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/receivingList/receivingList'));
    expect(postsTo(sent, 'driverCancelOrder')[0].body).toEqual({ waybillId: WAYBILL_ID, reason: '车已满载' });
  });
});

describe("the owner's waybill on the road", () => {
  it('shows the destination code and the route map', async () => {
    const single = waybillServer(waybill('inTransit', { actions: [] }));
    single.userId = OWNER_ID;
    const { sent } = mockFetch(
      listServer(
        {
          '/logistics/api/sourceQrCode': () => ({ goodsSourceId: 5, stationId: null, purpose: 'unloading', token: 'GS1.5.unloading.sig', expiresAt: '2026-11-23T06:00:00.000Z', shortCode: 'X-5-7QK2-MD', shortCodeExpiresAt: '2099-01-01T00:00:00.000Z' }),
          [`/logistics/api/tracking/route/${WAYBILL_ID}`]: () => ({ waybillId: WAYBILL_ID, carNumber: '闽A12345', isEnd: 0, points: [], pointCount: 0, distanceM: 0, last: null }),
        },
        single,
      ),
    );
    open(`#/pages/orderDetail2/orderDetail2?id=${WAYBILL_ID}`);
    expect(await screen.findByRole('region', { name: '卸货二维码' }, { timeout: 5000 })).toBeInTheDocument();
    // The code to type under the QR is the short code.
    expect(await screen.findByTestId('qr-short-code')).toHaveTextContent('X-5-7QK2-MD');
    expect(await screen.findByRole('region', { name: '运输轨迹' })).toBeInTheDocument();
    expect(await screen.findByText('还没有收到车辆位置')).toBeInTheDocument();
    expect(sent.some((s) => s.url.includes('sourceQrCode') && s.url.includes('purpose=unloading'))).toBe(true);
  });
});
