import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundRecordInfo, FundSummaryInfo } from '@/lib/api';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { ENTERPRISE_ID, callsTo, moneyServer } from './moneyServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

function record(transferId: string, overrides: Partial<FundRecordInfo>): FundRecordInfo {
  return { transferId, at: '2026-11-21T02:00:00.000Z', code: 'topUp', direction: 'in', amountFen: 100000, state: 'posted', ref: 'payment:pay_x', ...overrides };
}

/** A summary over `days` days: income on the 2nd day, spending on the last. */
function summary(days: number): FundSummaryInfo {
  const list = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 22 - days + 1 + index)).toISOString().slice(0, 10);
    return { date, incomeFen: index === 1 ? 100000 : 0, spendingFen: index === days - 1 ? 355050 : 0 };
  });
  return { days: list, totalIncomeFen: 100000, totalSpendingFen: 355050 };
}

describe('fund records', () => {
  it('lists the movements with titles, coloured signed amounts and states, page after page', async () => {
    const server = moneyServer({
      fundPages: [
        [
          record('t1', {}),
          record('t2', { code: 'freightPaid', direction: 'out', amountFen: 350050, ref: 'waybill:42' }),
          record('t3', { code: 'withdrawal', direction: 'out', amountFen: 5000, state: 'pending', ref: 'withdrawal:9' }),
        ],
        [record('t4', { code: 'withdrawal', direction: 'in', amountFen: 2000, state: 'returned', ref: 'withdrawal:8' }), record('t5', { code: 'freightReceived', amountFen: 80000 })],
      ],
      summary,
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/capitalFlow/capitalFlow');

    const topUp = await screen.findByTestId('fund-t1');
    expect(within(topUp).getByText('充值')).toBeInTheDocument();
    expect(within(topUp).getByText('+¥1,000.00')).toHaveStyle({ color: '#1f9d55' });
    const paid = screen.getByTestId('fund-t2');
    expect(within(paid).getByText('支付运费')).toBeInTheDocument();
    expect(within(paid).getByText('−¥3,500.50')).toHaveStyle({ color: '#d93a3a' });
    expect(within(screen.getByTestId('fund-t3')).getByText('提现中')).toBeInTheDocument();

    // The second page follows (the first does not fill the screen).
    const returned = await screen.findByTestId('fund-t4');
    expect(within(returned).getByText('已退回')).toBeInTheDocument();
    expect(within(screen.getByTestId('fund-t5')).getByText('运费收入')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    const pages = callsTo(sent, 'fundRecord', 'GET').map((s) => new URL(s.url).searchParams.get('current'));
    expect(new Set(pages)).toEqual(new Set(['1', '2']));
  });

  it('shows a withheld ETC toll as 通行费 with its entry → exit stations', async () => {
    const note = '福州南收费站 → 福清收费站';
    const server = moneyServer({
      fundPages: [
        [
          record('etcToll:T1', { code: 'etcToll', direction: 'out', amountFen: 3434, ref: 'etcToll:7', note }),
          record('etcToll:T1:card', { code: 'etcWithheld', direction: 'in', amountFen: 3434, ref: 'etcToll:7', note }),
        ],
      ],
      summary,
    });
    mockFetch(server.answer);
    openSignedIn('#/pages/capitalFlow/capitalFlow');
    const toll = await screen.findByTestId('fund-etcToll:T1');
    expect(within(toll).getByText('通行费')).toBeInTheDocument();
    expect(within(toll).getByText(note)).toBeInTheDocument();
    expect(within(toll).getByText('−¥34.34')).toBeInTheDocument();
    const withheld = screen.getByTestId('fund-etcToll:T1:card');
    expect(within(withheld).getByText('通行费银行卡代扣')).toBeInTheDocument();
    expect(within(withheld).getByText('+¥34.34')).toBeInTheDocument();
  });

  it('draws the chart of income and spending with its totals, and switches to 7 or 90 days', async () => {
    const { sent } = mockFetch(moneyServer({ summary }).answer);
    openSignedIn(`#/pages/capitalFlow/capitalFlow?accountId=${ENTERPRISE_ID}`);

    const chart = await screen.findByRole('img', { name: '近30天收入 ¥1,000.00，支出 ¥3,550.50' });
    expect(within(chart).getByText('10-25 收入 ¥1,000.00', { selector: 'rect > title' })).toBeInTheDocument();
    expect(within(chart).getByText('11-22 支出 ¥3,550.50', { selector: 'rect > title' })).toBeInTheDocument();
    // Only days with money get a bar.
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '30天' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '7天' }));
    const week = await screen.findByRole('img', { name: '近7天收入 ¥1,000.00，支出 ¥3,550.50' });
    expect(within(week).getByText('11-17 收入 ¥1,000.00', { selector: 'rect > title' })).toBeInTheDocument();
    const asked = callsTo(sent, 'fundSummary', 'GET').map((s) => Object.fromEntries(new URL(s.url).searchParams));
    expect(asked).toContainEqual({ accountId: String(ENTERPRISE_ID), days: '30' });
    expect(asked).toContainEqual({ accountId: String(ENTERPRISE_ID), days: '7' });
    expect(callsTo(sent, 'fundRecord', 'GET')[0].url).toContain(`accountId=${ENTERPRISE_ID}`);

    await userEvent.click(screen.getByRole('button', { name: '90天' }));
    await waitFor(() => expect(screen.getByRole('img', { name: /^近90天/ })).toBeInTheDocument());
  });

  it('says when there is nothing yet', async () => {
    mockFetch(moneyServer().answer);
    openSignedIn('#/pages/capitalFlow/capitalFlow');
    expect(await screen.findByText('还没有资金记录')).toBeInTheDocument();
    // An empty period is one line, not a chart of empty axes.
    const chart = await screen.findByRole('region', { name: '收支统计' });
    expect(await within(chart).findByText('近30天没有收支')).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });
});
