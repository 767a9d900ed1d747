import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { inviteTokenOf } from '@/components/fleet/OwnFleetScreen';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { fleetFixture, fleetServer } from './fleetServer';

const openScan = jest.fn<Promise<string>, []>();
jest.mock('@/lib/bridge', () => ({ bridge: { openScan: () => openScan(), setTitle: async () => undefined } }));

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

afterEach(() => jest.restoreAllMocks());

describe('scanning an invitation', () => {
  it('reads the token of an invitation link, absolute or relative', () => {
    expect(inviteTokenOf('https://app.example/index.html#/pages/acceptFleetInvite/acceptFleetInvite?token=3.19.abc')).toBe('3.19.abc');
    expect(inviteTokenOf('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.19.abc&x=1')).toBe('3.19.abc');
    expect(inviteTokenOf('#/pages/acceptFleetInvite/acceptFleetInvite?token=')).toBeNull();
    expect(inviteTokenOf('https://example.com/?token=3.19.abc')).toBeNull();
  });

  it('opens the invitation a scanned code carries', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null, invite: { fleet: fleetFixture(), expiresAt: '2030-03-17T17:46:40.000Z', standing: 'canJoin' } }));
    openScan.mockResolvedValueOnce('http://localhost/#/pages/acceptFleetInvite/acceptFleetInvite?token=3.19.abc');
    open('#/pages/ownfleet/ownfleet');
    await userEvent.click(await screen.findByRole('button', { name: '扫码加入车队' }));
    expect(window.location.hash).toBe('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.19.abc');
    expect(await screen.findByText('王队长 邀请您加入车队')).toBeInTheDocument();
  });

  it('refuses a code that is not a fleet invitation', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null }));
    openScan.mockResolvedValueOnce('https://example.com/something');
    open('#/pages/ownfleet/ownfleet');
    await userEvent.click(await screen.findByRole('button', { name: '扫码加入车队' }));
    expect(await screen.findByText('这不是车队邀请二维码')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/ownfleet/ownfleet');
  });
});
