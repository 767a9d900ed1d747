import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';

function certification(kind: string, status: string, rejectReason: string | null = null) {
  return { id: kind.length, kind, status, submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason };
}

const QUALIFICATION = {
  isVerified: false,
  items: [
    { kind: 'realName', required: true, certification: certification('realName', 'rejected', '身份证照片模糊') },
    { kind: 'driver', required: true, certification: certification('driver', 'pending') },
    { kind: 'vehicle', required: true, certification: null },
    { kind: 'cargoOwner', required: false, certification: certification('cargoOwner', 'approved') },
  ],
};

function server(sent: Sent) {
  const { pathname } = new URL(sent.url);
  if (pathname === '/app/api/user/qualification') return envelope(QUALIFICATION);
  if (pathname === '/app/api/user/verified') return envelope(null);
  return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
}

beforeEach(() => {
  resetApp('#/pages/allAuthen/allAuthen');
  signInLocally();
});
afterEach(() => jest.restoreAllMocks());

describe('freight qualification screen', () => {
  it('shows each certification with its status and the reason of a refusal', async () => {
    mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const realName = await screen.findByRole('region', { name: '实名认证' });
    expect(within(realName).getByText('未通过')).toBeInTheDocument();
    expect(within(realName).getByText('未通过原因：身份证照片模糊')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '驾驶员认证' })).getByText('审核中')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '车辆认证' })).getByText('未提交')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '货主认证' })).getByText('已通过')).toBeInTheDocument();
    expect(screen.getByText('您尚未完成实名认证，请先提交实名认证。')).toBeInTheDocument();
  });

  it('links to resubmit real name and to certify a vehicle from the list of vehicles', async () => {
    mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const vehicle = await screen.findByRole('region', { name: '车辆认证' });
    expect(within(vehicle).getByRole('button', { name: '去认证' })).toBeInTheDocument();
    // Pending: nothing to do but wait.
    expect(within(screen.getByRole('region', { name: '驾驶员认证' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(screen.getByRole('region', { name: '实名认证' })).getByRole('button', { name: '修改后重新提交' }));
    expect(window.location.hash).toBe('#/pages/identityAuthentication/identityAuthentication');
  });

  it('opens the list of vehicles to certify one', async () => {
    mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const vehicle = await screen.findByRole('region', { name: '车辆认证' });
    await userEvent.click(within(vehicle).getByRole('button', { name: '去认证' }));
    expect(window.location.hash).toBe('#/pages/myVehicles/myVehicles');
  });
});
