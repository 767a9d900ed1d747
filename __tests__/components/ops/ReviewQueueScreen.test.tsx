import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

const ITEM = {
  id: 5,
  kind: 'realName',
  status: 'pending',
  submittedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  reviewedAt: null,
  rejectReason: null,
  userId: 9,
  mobile: '13800138000',
  details: [{ field: 'name', kind: 'text', value: '张三' }],
  images: [],
};

function server(sent: Sent) {
  const url = new URL(sent.url);
  if (url.pathname === '/app/api/ops/certifications') {
    const records = url.searchParams.get('kind') === 'vehicle' ? [] : [ITEM];
    return envelope({ records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 });
  }
  return envelope(null, { code: '404', msg: `unexpected ${url.pathname}`, status: 404 });
}

const queueQueries = (sent: Sent[]) =>
  sent.filter((call) => new URL(call.url).pathname === '/app/api/ops/certifications').map((call) => Object.fromEntries(new URL(call.url).searchParams));

beforeEach(() => {
  resetApp('#/ops/review');
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

describe('review queue', () => {
  it('lists pending certifications with kind, mobile, age and key details, and filters by kind', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('实名认证 · 13800138000')).toBeInTheDocument();
    expect(screen.getByText('提交于2小时前')).toBeInTheDocument();
    expect(screen.getByText('姓名：张三')).toBeInTheDocument();
    expect(queueQueries(sent)[0]).toEqual({ status: 'pending', current: '1', size: '10' });

    await userEvent.click(screen.getByRole('tab', { name: '车辆认证' }));
    expect(await screen.findByText('没有符合条件的认证')).toBeInTheDocument();
    expect(queueQueries(sent).at(-1)).toEqual({ kind: 'vehicle', status: 'pending', current: '1', size: '10' });

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(await screen.findByText('实名认证 · 13800138000'));
    await waitFor(() => expect(window.location.hash).toBe('#/ops/review/detail?id=5'));
  });
});

describe("a queue card's coded details", () => {
  it("shows a vehicle's plate colour by name", async () => {
    const vehicle = {
      ...ITEM,
      kind: 'vehicle',
      details: [
        { field: 'plateNumber', kind: 'text', value: '闽A12345' },
        { field: 'plateColor', kind: 'code', group: 'plateColor', code: '2' },
      ],
    };
    mockFetch((sent) => {
      const { pathname } = new URL(sent.url);
      if (pathname === '/app/api/dict/plateColor') return envelope([{ code: '2', label: '黄色', labelEn: 'Yellow', sort: 10 }]);
      return envelope({ records: [vehicle], total: 1, size: 10, current: 1, pages: 1 });
    });
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('车牌颜色：黄色')).toBeInTheDocument();
    expect(screen.getByText('车牌号：闽A12345')).toBeInTheDocument();
  });
});
