import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

const DETAIL = {
  id: 5,
  kind: 'realName',
  status: 'pending',
  submittedAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  userId: 9,
  mobile: '13800138000',
  details: [
    { field: 'name', value: '张三' },
    { field: 'idCardNo', value: '11010519491231002X' },
  ],
  images: [{ field: 'idCardFront', url: '/app/api/file/abcdefghijklmnop' }],
  audit: [{ action: 'submitted', actorUserId: 9, actorMobile: '13800138000', reason: null, at: '2026-11-20T08:00:00.000Z' }],
};

const EMPTY_QUEUE = { records: [], total: 0, size: 10, current: 1, pages: 0 };

/** An operator's server: the detail, its image, the decisions and the (then empty) queue. */
function server(sent: Sent) {
  const { pathname } = new URL(sent.url);
  if (pathname === '/app/api/ops/certifications/5') return envelope(DETAIL);
  if (pathname === '/app/api/ops/certifications/5/approve') return envelope({ ...DETAIL, status: 'approved' });
  if (pathname === '/app/api/ops/certifications/5/reject') {
    return envelope({ ...DETAIL, status: 'rejected', rejectReason: (sent.body as { reason: string }).reason });
  }
  if (pathname === '/app/api/ops/certifications') return envelope(EMPTY_QUEUE);
  if (pathname === '/app/api/file/abcdefghijklmnop') return new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } });
  return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
}

const decisions = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'POST').map((call) => ({ path: new URL(call.url).pathname, body: call.body }));

// jsdom has no object URLs: stand-ins, removed again after each test.
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  resetApp('#/ops/review/detail?id=5');
  signInLocally();
  URL.createObjectURL = jest.fn(() => 'blob:review-image');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('review detail', () => {
  it('shows what was submitted, the image fetched with the session, and the audit trail', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('身份证号：11010519491231002X')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '身份证人像面' })).toHaveAttribute('src', 'blob:review-image');
    const image = sent.find((call) => call.url.includes('/app/api/file/'))!;
    expect(image.headers.authorization).toContain('user-token');
    expect(within(screen.getByRole('region', { name: '审核记录' })).getByText('13800138000 提交')).toBeInTheDocument();
  });

  it("shows a merchant application's category by its name, not its code", async () => {
    mockFetch((sent) =>
      new URL(sent.url).pathname === '/app/api/ops/certifications/5'
        ? envelope({ ...DETAIL, kind: 'merchant', details: [{ field: 'merchantCategory', value: 'restaurant' }], images: [] })
        : server(sent),
    );
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText(/：餐饮$/)).toBeInTheDocument();
    expect(screen.queryByText(/restaurant/)).not.toBeInTheDocument();
  });

  it('approves and goes back to the queue with a toast', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '通过' }));

    await waitFor(() => expect(window.location.hash).toBe('#/ops/review'));
    expect(decisions(sent)).toEqual([{ path: '/app/api/ops/certifications/5/approve', body: undefined }]);
    expect(await screen.findByText('已通过该认证')).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends that reason', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回认证' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(within(dialog).getByText('此项不能为空')).toBeInTheDocument();
    expect(decisions(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('驳回原因（用户可见）'), '身份证照片模糊');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));

    await waitFor(() => expect(window.location.hash).toBe('#/ops/review'));
    expect(decisions(sent)).toEqual([{ path: '/app/api/ops/certifications/5/reject', body: { reason: '身份证照片模糊' } }]);
    expect(await screen.findByText('已驳回该认证')).toBeInTheDocument();
  });

  it("shows a non-operator the server's refusal", async () => {
    mockFetch(() => envelope(null, { code: 'A00403', msg: '只有平台运营人员可以审核认证', status: 403 }));
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('只有平台运营人员可以审核认证')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });
});
