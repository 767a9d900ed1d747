import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { page, vehicleDetail, vehicleServer, writesTo } from './vehicleServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

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
    openSignedIn('#/pages/myVehicles/myVehicles');
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
    openSignedIn('#/pages/myVehicles/myVehicles');
    expect(await screen.findByText('您还没有添加车辆。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加车辆' }));
    expect(await screen.findByRole('button', { name: '个人车辆' })).toBeInTheDocument();
  });

  it('myTrucks lists every vehicle I can drive today, mine and authorised, with document dates and warnings', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        reads: {
          drivable: [
            vehicleDetail('approved', { relation: 'owner', warnings: expiring, inspectionValidUntil: '2026-12-01' }),
            vehicleDetail('approved', {
              vehicleId: 9,
              plateNumber: '闽A12345',
              relation: 'driver',
              owner: { kind: 'enterprise', userId: null, enterpriseId: 5, enterpriseName: '福州顺达物流有限公司' },
              roadTransportValidUntil: '2027-03-01',
            }),
          ],
        },
      }),
    );
    openSignedIn('#/pages/myTrucks/myTrucks');
    const own = await screen.findByTestId('vehicle-7');
    expect(within(own).getByText('我的车辆')).toBeInTheDocument();
    expect(within(own).getByText('年检将于 2026-12-01 到期（还剩 9 天）')).toBeInTheDocument();
    expect(within(own).getByText('道路运输证有效期至：')).toBeInTheDocument();
    const authorised = screen.getByTestId('vehicle-9');
    expect(within(authorised).getByText('授权驾驶 · 福州顺达物流有限公司')).toBeInTheDocument();
    expect(within(authorised).getByText('2027-03-01')).toBeInTheDocument();
    expect(screen.getByText('您今天可以驾驶 2 辆车，证件到期前请及时办理。')).toBeInTheDocument();
    // No giving up here: that is on authorizedVehicle.
    expect(screen.queryByRole('button', { name: '解除授权' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我的授权与历史' }));
    expect(window.location.hash).toBe('#/pages/authorizedVehicle/authorizedVehicle');
    expect(writesTo(sent, 'untie')).toHaveLength(0);
  });

  it('myTrucks says what to do when there is nothing to drive', async () => {
    mockFetch(vehicleServer({ reads: { drivable: [] } }));
    openSignedIn('#/pages/myTrucks/myTrucks');
    expect(await screen.findByText('今天没有可驾驶的车辆：添加您自己的车辆并通过审核，或请车主授权给您。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加车辆' }));
    expect(window.location.hash).toBe('#/pages/addVehicles/addVehicles');
  });

  it('vehicleLicenseInfo authorises a driver by mobile, refusing a bad number first', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        reads: { 'info/7': vehicleDetail('approved'), '7/drivers': { current: [], history: [] } },
        write: () => ({}),
      }),
    );
    openSignedIn('#/pages/vehicleLicenseInfo/vehicleLicenseInfo?vehicleId=7');
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

  it('inspectAnnually asks for the date, then sends the picked one as YYYY-MM-DD', async () => {
    const { sent } = mockFetch(vehicleServer({ reads: { 'info/7': vehicleDetail('approved') }, write: () => vehicleDetail('approved') }));
    openSignedIn('#/pages/inspectAnnually/inspectAnnually?vehicleId=7');
    const date = await screen.findByLabelText('新的年检有效期至');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(date).toHaveFocus();
    await fill({ 新的年检有效期至: '2099-07-01' });
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
    openSignedIn('#/pages/manageVehicles/manageVehicles');
    expect(await screen.findByText(/道路运输证已于 2026-11-01 过期/)).toBeInTheDocument();
    expect(await screen.findByText('粤B23456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去更新' }));
    expect(window.location.hash).toBe('#/pages/roadTransport/roadTransport?vehicleId=7');
  });
});
