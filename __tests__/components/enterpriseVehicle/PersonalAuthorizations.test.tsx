import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { open } from './harness';
import { callsTo, driverAuthorization, page, refuse, summary, vehicleServer } from './vehicleServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const personal = { kind: 'person', userId: 7, enterpriseId: null, enterpriseName: null };
const mine = summary({ owner: personal, relation: 'owner' });

describe('vehicle authorisations (vehicleAuthorization)', () => {
  it('refuses a bad mobile, adds a driver by mobile, and revokes one', async () => {
    let current = [driverAuthorization()];
    const { sent } = mockFetch(
      vehicleServer({
        'GET mine': (_, url) => (url.searchParams.get('status') === 'approved' ? page([mine]) : page([])),
        'GET authorizationRequests': () => [],
        'GET :id/drivers': () => ({ current, history: [] }),
        'POST :id/drivers': () => {
          const granted = driverAuthorization({ authorizationId: 302, driverUserId: 42, driverMobile: '13700137002', driverName: '李四' });
          current = [...current, granted];
          return granted;
        },
        'POST untie': () => {
          const ended = current[0];
          current = current.slice(1);
          return { ...ended, endedAt: '2026-11-22T08:00:00.000Z', endReason: 'revoked' };
        },
      }),
    );
    open('#/pages/vehicleAuthorization/vehicleAuthorization');
    const card = await screen.findByTestId('vehicle-31');
    expect(await within(card).findByText('张三 13700137001')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '为 闽A12345 添加司机' }));
    await userEvent.type(within(card).getByLabelText('司机手机号'), '1370013700');
    await userEvent.click(within(card).getByRole('button', { name: '授权司机' }));
    expect(within(card).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(callsTo(sent, 'POST :id/drivers')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText('司机手机号'), '2');
    await userEvent.click(within(card).getByRole('button', { name: '授权司机' }));
    await waitFor(() => expect(callsTo(sent, 'POST :id/drivers').map((call) => call.body)).toEqual([{ mobile: '13700137002' }]));
    expect(await within(card).findByText('李四 13700137002')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '取消 张三 的授权' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消授权' }));
    await waitFor(() => expect(callsTo(sent, 'POST untie').map((call) => call.body)).toEqual([{ vehicleId: 31, driverUserId: 41 }]));
    await waitFor(() => expect(within(card).queryByText('张三 13700137001')).not.toBeInTheDocument());
  });

  it("shows the server's refusal and keeps the mobile", async () => {
    mockFetch(
      vehicleServer({
        'GET mine': () => page([mine]),
        'GET authorizationRequests': () => [],
        'GET :id/drivers': () => ({ current: [], history: [] }),
        'POST :id/drivers': () => refuse(404, '该手机号尚未注册'),
      }),
    );
    open('#/pages/vehicleAuthorization/vehicleAuthorization');
    const card = await screen.findByTestId('vehicle-31');
    await userEvent.click(within(card).getByRole('button', { name: '为 闽A12345 添加司机' }));
    await userEvent.type(within(card).getByLabelText('司机手机号'), '13700137009');
    await userEvent.click(within(card).getByRole('button', { name: '授权司机' }));
    expect(await within(card).findByText('该手机号尚未注册')).toBeInTheDocument();
    expect(within(card).getByLabelText('司机手机号')).toHaveValue('13700137009');
  });
});

describe('a person authorises a driver (assignPersonVehicle)', () => {
  it('chooses an approved vehicle and authorises a driver by mobile', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET mine': () => page([mine]),
        'GET :id/drivers': () => ({ current: [], history: [] }),
        'POST :id/drivers': () => driverAuthorization(),
      }),
    );
    open('#/pages/assignPersonVehicle/assignPersonVehicle');
    const card = await screen.findByTestId('vehicle-31');
    expect(new URL(callsTo(sent, 'GET mine')[0].url).searchParams.get('status')).toBe('approved');
    await userEvent.click(within(card).getByRole('button', { name: '选择' }));
    expect(await screen.findByText('还没有授权司机。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('司机手机号'), '13700137001');
    await userEvent.click(screen.getByRole('button', { name: '授权司机' }));
    await waitFor(() => expect(callsTo(sent, 'POST :id/drivers').map((call) => call.body)).toEqual([{ mobile: '13700137001' }]));
  });
});

describe('vehicles authorised to me (authorizedVehicle)', () => {
  const grant = {
    authorizationId: 301,
    vehicleId: 31,
    plateNumber: '闽A12345',
    ownerName: '福州顺达物流有限公司',
    ownerKind: 'enterprise',
    grantedAt: '2026-11-10T08:00:00.000Z',
    endedAt: null,
    endReason: null,
  };
  const ended = {
    ...grant,
    authorizationId: 290,
    vehicleId: 12,
    plateNumber: '粤B12345',
    ownerName: '张三',
    ownerKind: 'person',
    grantedAt: '2026-10-01T08:00:00.000Z',
    endedAt: '2026-10-20T08:00:00.000Z',
    endReason: 'revoked',
  };

  it('lists the current grants with their owner, the ended ones with why, and gives one up after confirming', async () => {
    let current = [grant];
    let history = [ended];
    const { sent } = mockFetch(
      vehicleServer({
        'GET authorizations/mine': () => ({ current, history }),
        'POST untie': () => {
          const done = { ...grant, endedAt: '2026-11-22T08:00:00.000Z', endReason: 'untied' };
          current = [];
          history = [done, ...history];
          return driverAuthorization({ endedAt: done.endedAt, endReason: 'untied' });
        },
      }),
    );
    open('#/pages/authorizedVehicle/authorizedVehicle');
    const card = await screen.findByTestId('authorization-301');
    expect(within(card).getByText('车辆归属：福州顺达物流有限公司')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-10 起授权给您')).toBeInTheDocument();
    const past = screen.getByTestId('authorization-290');
    expect(within(past).getByText('粤B12345 · 张三（个人车辆）')).toBeInTheDocument();
    expect(within(past).getByText('2026-10-01 至 2026-10-20 · 车主已撤销')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '解除 闽A12345 的授权' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '解除授权' }));
    await waitFor(() => expect(callsTo(sent, 'POST untie').map((call) => call.body)).toEqual([{ vehicleId: 31 }]));
    expect(await screen.findByText('还没有车辆授权给您。')).toBeInTheDocument();
    expect(within(screen.getByTestId('authorization-301')).getByText('2026-11-10 至 2026-11-22 · 您已解除')).toBeInTheDocument();
  });

  it("shows the server's refusal to give one up", async () => {
    mockFetch(vehicleServer({ 'GET authorizations/mine': () => ({ current: [grant], history: [] }), 'POST untie': () => refuse(404, '您没有被授权驾驶该车辆') }));
    open('#/pages/authorizedVehicle/authorizedVehicle');
    await userEvent.click(await screen.findByRole('button', { name: '解除 闽A12345 的授权' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '解除授权' }));
    expect(await screen.findByText('您没有被授权驾驶该车辆')).toBeInTheDocument();
    expect(screen.getByText('还没有已结束的授权。')).toBeInTheDocument();
  });
});
