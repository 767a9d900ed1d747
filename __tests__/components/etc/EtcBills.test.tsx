import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { openSignedIn } from '../forms';
import { currentMonth, shiftMonth } from '@/components/etc/billWidgets';
import { WaybillTolls } from '@/components/etc/WaybillTolls';
import { loadCatalogues } from '@/lib/i18n';
import { callsTo, cardServer, etcCard, toll } from './cardServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const MONTH = currentMonth();
const [YEAR, NUMBER] = MONTH.split('-').map(Number);

describe('ETC bills', () => {
  it("shows the month's total and its tolls, an empty earlier month with a hint, and one toll's detail", async () => {
    const server = cardServer({
      cards: [etcCard()],
      tolls: [toll(MONTH), toll(MONTH, { id: 52, issuerTxnId: 'TXN-0052', amountFen: 1_010, distanceM: 10_100, waybillId: null, waybillNo: null, status: 'recorded', withheldAt: null }, '03')],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/etcBill/etcBill');

    expect(await screen.findByText(`${YEAR}年${NUMBER}月`)).toBeInTheDocument();
    expect(await screen.findByText('2 次通行')).toBeInTheDocument();
    expect(screen.getByTestId('month-total')).toHaveTextContent('¥166.50');
    expect(screen.getByText('全部ETC卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下个月' })).toBeDisabled();
    const first = screen.getByTestId('toll-51');
    expect(within(first).getByText('福州南收费站 → 泉州收费站')).toBeInTheDocument();
    expect(within(first).getByText('−¥156.40')).toBeInTheDocument();
    expect(within(first).getByText(`${MONTH}-05 08:10–09:52 · 156.4 公里 · 货4`)).toBeInTheDocument();
    expect(within(first).getByText('运单 YD20261105000077')).toBeInTheDocument();
    expect(within(screen.getByTestId('toll-52')).getByText('待扣款')).toBeInTheDocument();

    expect(within(screen.getByRole('group', { name: '近几个月' })).getByText(`${NUMBER}月 ¥166.50`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(await screen.findByText('这个月没有通行记录')).toBeInTheDocument();
    expect(screen.getByText('车辆带着已激活的ETC卡上高速后，通行费会出现在这里')).toBeInTheDocument();
    expect(screen.getByTestId('month-total')).toHaveTextContent('¥0.00');
    expect(callsTo(sent, '/etc/bills').some((call) => new URL(call.url).searchParams.get('month') === shiftMonth(MONTH, -1))).toBe(true);

    // Back to the month with tolls from its chip.
    await userEvent.click(within(screen.getByRole('group', { name: '近几个月' })).getByText(`${NUMBER}月 ¥166.50`));
    await userEvent.click(within(await screen.findByTestId('toll-51')).getByText('福州南收费站 → 泉州收费站'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/etcBillDetail/etcBillDetail?id=51'));
    expect(await screen.findByTestId('toll-amount')).toHaveTextContent('¥156.40');
    expect(screen.getByText('福州南收费站（沈海高速）')).toBeInTheDocument();
    expect(screen.getByText(`${MONTH}-05 08:10`)).toBeInTheDocument();
    expect(screen.getByText('156.4 公里')).toBeInTheDocument();
    expect(screen.getByText('¥1.00/公里')).toBeInTheDocument();
    expect(screen.getByText('YD20261105000077')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '行驶路线' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看运单' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=77'));
  });

  it('switches to one card through selETCCard, keeping the month', async () => {
    const server = cardServer({ cards: [etcCard(), etcCard({ id: 4, plateNumber: '闽D12345', cardNo: '35019999999999990004', monthTollFen: 0 })], tolls: [toll(MONTH)] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`#/pages/etcBill/etcBill?month=${MONTH}`);
    await userEvent.click(await screen.findByRole('button', { name: '切换' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/pages\/selETCCard\/selETCCard\?/));
    await userEvent.click(await screen.findByText('闽D12345（黄色）'));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/etcBill/etcBill?month=${MONTH}&cardId=4`));
    expect(await screen.findByText('闽D12345 · 尾号0004')).toBeInTheDocument();
    expect(await screen.findByText('这个月没有通行记录')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(sent, '/etc/bills').some((call) => new URL(call.url).searchParams.get('etcCardId') === '4')).toBe(true));
  });

  it('without a card, offers to apply or bind instead of an empty bill', async () => {
    mockFetch(cardServer().answer);
    openSignedIn('#/pages/etcBill/etcBill');
    expect(await screen.findByText('还没有ETC卡')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '办理ETC' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/etcHandleIntro/etcHandleIntro'));
  });
});

describe("a trip's tolls on the waybill", () => {
  it('lists the tolls driven for it, their sum, the freight and the net', async () => {
    await loadCatalogues(['etcCards', 'waybill']);
    mockFetch(cardServer({ cards: [etcCard()], tolls: [toll(MONTH), toll(MONTH, { id: 53, amountFen: 2_000, waybillId: 78 })] }).answer);
    resetApp('#/pages/orderDetail/orderDetail?id=77');
    signInLocally();
    renderWithApp(<WaybillTolls waybillId={77} started />);
    const section = await screen.findByRole('region', { name: '本单通行费' });
    expect(within(section).getByText('福州南收费站 → 泉州收费站')).toBeInTheDocument();
    expect(within(section).getByTestId('trip-tolls')).toHaveTextContent('¥156.40');
    expect(within(section).getByTestId('trip-freight')).toHaveTextContent('¥3,200.00');
    expect(within(section).getByTestId('trip-net')).toHaveTextContent('¥3,043.60');
  });

  it('before the truck moves and without tolls, shows nothing', async () => {
    await loadCatalogues(['etcCards', 'waybill']);
    const { sent } = mockFetch(cardServer().answer);
    resetApp('#/');
    signInLocally();
    const { container } = renderWithApp(<WaybillTolls waybillId={80} started={false} />);
    await waitFor(() => expect(callsTo(sent, '/etc/waybillTolls')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
