import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { page, vehicleDetail, vehicleServer, writesTo } from './vehicleServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

const expiring = [{ document: 'annualInspection', validUntil: '2026-12-01', daysLeft: 9, expired: false }];

describe('vehicle screens', () => {
  it('myVehicles lists my vehicles with status chips and expiry warnings, and opens a refused one', async () => {
    mockFetch(
      vehicleServer({
        reads: {
          mine: page([vehicleDetail('approved', { warnings: expiring }), vehicleDetail('rejected', { vehicleId: 8, plateNumber: '粤B23456' })]),
          'info/8': vehicleDetail('rejected', { vehicleId: 8, plateNumber: '粤B23456' }),
        },
      }),
    );
    open('#/pages/myVehicles/myVehicles');
    const approved = await screen.findByTestId('vehicle-7');
    expect(within(approved).getByText('粤B12345')).toBeInTheDocument();
    expect(within(approved).getByText('年检将于 2026-12-01 到期（还剩 9 天）')).toBeInTheDocument();
    expect(within(screen.getByTestId('vehicle-8')).getByText('未通过')).toBeInTheDocument();
    await userEvent.click(screen.getByText('粤B23456'));
    expect(await screen.findByText('未通过原因：行驶证照片模糊')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改信息并重新提交' })).toBeInTheDocument();
  });

  it('myVehicles says when there is none and offers to add one', async () => {
    mockFetch(vehicleServer({ reads: { mine: page([]) } }));
    open('#/pages/myVehicles/myVehicles');
    expect(await screen.findByText('您还没有添加车辆。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加车辆' }));
    expect(await screen.findByRole('button', { name: '个人车辆' })).toBeInTheDocument();
  });

  it('myTrucks lets a driver give a truck up after confirming', async () => {
    const { sent } = mockFetch(
      vehicleServer({ reads: { authorized: page([vehicleDetail('approved', { relation: 'driver' })]) }, write: () => ({ authorizationId: 1 }) }),
    );
    open('#/pages/myTrucks/myTrucks');
    await screen.findByText('粤B12345');
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    expect(screen.getByText('确定不再驾驶车辆 粤B12345 吗？')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(writesTo(sent, 'untie')).toHaveLength(1));
    expect(writesTo(sent, 'untie')[0].body).toEqual({ vehicleId: 7 });
  });

  it('vehicleLicenseInfo authorises a driver by mobile, refusing a bad number first', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        reads: { 'info/7': vehicleDetail('approved'), '7/drivers': { current: [], history: [] } },
        write: () => ({}),
      }),
    );
    open('#/pages/vehicleLicenseInfo/vehicleLicenseInfo?vehicleId=7');
    const mobile = await screen.findByLabelText('司机手机号');
    await userEvent.type(mobile, '1390013');
    await userEvent.click(screen.getByRole('button', { name: '授权司机' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(writesTo(sent, '7/drivers')).toHaveLength(0);
    await userEvent.type(mobile, '9000');
    await userEvent.click(screen.getByRole('button', { name: '授权司机' }));
    await waitFor(() => expect(writesTo(sent, '7/drivers')).toHaveLength(1));
    expect(writesTo(sent, '7/drivers')[0].body).toEqual({ mobile: '13900139000' });
  });

  it('inspectAnnually refuses a past date, then sends the new one', async () => {
    const { sent } = mockFetch(vehicleServer({ reads: { 'info/7': vehicleDetail('approved') }, write: () => vehicleDetail('approved') }));
    open('#/pages/inspectAnnually/inspectAnnually?vehicleId=7');
    const date = await screen.findByLabelText('新的年检有效期至');
    await userEvent.type(date, '2001-01-01');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('日期已过，请先办理续期')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '2099/7/1');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, '7/annualInspection')).toHaveLength(1));
    expect(writesTo(sent, '7/annualInspection')[0].body).toEqual({ inspectionValidUntil: '2099-07-01' });
  });

  it('manageVehicles shows expiring documents with a renew button and unverified vehicles', async () => {
    mockFetch(
      vehicleServer({
        reads: {
          expiring: [{ vehicleId: 7, plateNumber: '粤B12345', warnings: [{ document: 'roadTransport', validUntil: '2026-11-01', daysLeft: -3, expired: true }] }],
          unverified: [vehicleDetail('pending', { vehicleId: 8, plateNumber: '粤B23456' })],
        },
      }),
    );
    open('#/pages/manageVehicles/manageVehicles');
    expect(await screen.findByText(/道路运输证已于 2026-11-01 过期/)).toBeInTheDocument();
    expect(await screen.findByText('粤B23456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去更新' }));
    expect(window.location.hash).toBe('#/pages/roadTransport/roadTransport?vehicleId=7');
  });
});
