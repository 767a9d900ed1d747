import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

/** A driver who may become anything selectable; a truck owner needs vehicle certification. */
function server() {
  let user = appUser({ identityType: 'driver', identities: ['driver'] });
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/app/api/user/info') return envelope(user);
    if (pathname === '/app/api/user/identity' && sent.method === 'PUT') {
      const { identityType } = sent.body as { identityType: string };
      user = { ...user, identityType, identities: [...user.identities, identityType] };
      return envelope(user);
    }
    if (pathname === '/app/api/user/qualification') {
      return envelope({
        isVerified: true,
        items: [
          { kind: 'realName', required: true, certification: { id: 1, kind: 'realName', status: 'approved', submittedAt: '2026-11-01T00:00:00.000Z', reviewedAt: '2026-11-02T00:00:00.000Z', rejectReason: null } },
          { kind: 'vehicle', required: true, certification: null },
        ],
      });
    }
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

beforeEach(() => {
  resetApp('#/pages/selectThe/selectThe');
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

describe('identity choice', () => {
  it('offers the selectable identities with what each can do, the current one marked', async () => {
    mockFetch(server());
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByRole('button', { name: '车主' })).toBeInTheDocument();
    expect(screen.getByText('以承运企业名义管理车辆和司机、邀请司机加入、承接运输。')).toBeInTheDocument();
    expect(await screen.findByText('当前身份')).toBeInTheDocument();
  });

  it('sets the chosen identity and shows what it still needs', async () => {
    const { sent } = mockFetch(server());
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '车主' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/identitySwitchTips/identitySwitchTips'));
    const put = sent.find((call) => call.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe('/app/api/user/identity');
    expect(put!.body).toEqual({ identityType: 'truckOwner' });
    expect(await screen.findByText('当前身份：车主')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '车辆认证' })).toBeInTheDocument();
    // Approved certifications are not listed as outstanding.
    expect(screen.queryByRole('region', { name: '实名认证' })).toBeNull();
  });
});
