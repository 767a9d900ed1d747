import { screen, within } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

function certification(kind: string, status: string) {
  return { id: 1, kind, status, submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null };
}

function server(identities: string[], identityType = 'driver') {
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/app/api/user/info') return envelope(appUser({ identityType, identities }));
    if (pathname === '/app/api/user/qualification') {
      return envelope({
        isVerified: false,
        items: [
          { kind: 'realName', required: true, certification: certification('realName', 'pending') },
          { kind: 'driver', required: true, certification: null },
        ],
      });
    }
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

beforeEach(() => {
  resetApp('#/pages/appIndex/mine');
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

describe('mine tab: my identity', () => {
  it('shows the identity with its certification status and the real-name status', async () => {
    mockFetch(server(['driver']));
    renderWithApp(<HashRouter routes={appRoutes} />);
    const qualification = (await screen.findByText('货运资质')).closest('[role="button"]') as HTMLElement;
    // One required certification pending, another never submitted: the identity is under review.
    expect(await within(qualification).findByText('审核中')).toBeInTheDocument();
    expect(within(qualification).getByText('个体司机')).toBeInTheDocument();
    const realName = screen.getByText('实名认证').closest('[role="button"]') as HTMLElement;
    expect(within(realName).getByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('选择身份')).toBeInTheDocument();
    expect(screen.queryByText('切换身份')).toBeNull();
    expect(screen.queryByText('审核后台')).toBeNull();
  });

  it('offers switching to a user with several identities, and the console once they act as the operator', async () => {
    mockFetch(server(['driver', 'operator']));
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('切换身份')).toBeInTheDocument();
    // The current identity decides the entries: acting as a driver, the console is not among them.
    expect(screen.queryByText('审核后台')).toBeNull();
  });

  it('puts the review console first for someone acting as the operator', async () => {
    mockFetch(server(['driver', 'operator'], 'operator'));
    renderWithApp(<HashRouter routes={appRoutes} />);
    const work = await screen.findByRole('region', { name: '我的业务' });
    expect(within(work).getByRole('button', { name: '审核后台' })).toBeInTheDocument();
    expect(screen.getByText('切换身份')).toBeInTheDocument();
  });
});
