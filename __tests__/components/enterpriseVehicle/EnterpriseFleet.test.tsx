import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { open } from './harness';
import {
  activeDriver,
  callsTo,
  detail,
  driverAuthorization,
  ENTERPRISE_ID,
  page,
  summary,
  vehicleServer,
} from './vehicleServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const pending = { id: 78, kind: 'vehicle', status: 'pending', submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null };

describe('enterprise vehicles (businessOwnerManageVehicle)', () => {
  it('lists the vehicles with status and expiry warnings, and filters by status', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET enterprise/:id': (_, url) =>
          url.searchParams.get('status') === 'pending'
            ? page([summary({ vehicleId: 32, plateNumber: '闽A54321', certification: pending })])
            : page([
                summary({ warnings: [{ document: 'annualInspection', validUntil: '2026-12-01', daysLeft: 9, expired: false }] }),
                summary({ vehicleId: 32, plateNumber: '闽A54321', certification: pending }),
              ]),
      }),
    );
    open('#/pages/businessOwnerManageVehicle/businessOwnerManageVehicle');
    const first = await screen.findByTestId('vehicle-31');
    expect(within(first).getByText('已通过')).toBeInTheDocument();
    expect(within(first).getByText('年检将于 2026-12-01 到期（还剩 9 天）')).toBeInTheDocument();
    expect(within(first).getByText('重型普通货车 · 13.5米 · 核载 31.5 吨')).toBeInTheDocument();
    expect(within(screen.getByTestId('vehicle-32')).getByText('审核中')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '审核中' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-31')).not.toBeInTheDocument());
    const asked = callsTo(sent, 'GET enterprise/:id').map((call) => new URL(call.url));
    expect(asked.some((url) => url.pathname.endsWith(`/enterprise/${ENTERPRISE_ID}`) && url.searchParams.get('status') === 'pending')).toBe(true);
  });

  it('opens the add screen for the enterprise', async () => {
    mockFetch(vehicleServer({ 'GET enterprise/:id': () => page([]) }));
    open('#/pages/businessOwnerManageVehicle/businessOwnerManageVehicle');
    expect(await screen.findByText('企业还没有车辆。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加企业车辆' }));
    expect(window.location.hash).toBe(`#/pages/addbusinessVehicle/addbusinessVehicle?enterpriseId=${ENTERPRISE_ID}`);
  });
});

describe('dispatch view (businessOwnerManageTruck)', () => {
  it('shows each approved vehicle with its drivers and accepts a request', async () => {
    let requests = [{ requestId: 9, vehicleId: 31, plateNumber: '闽A12345', userId: 43, mobile: '13700137003', requestedAt: '2026-11-21T08:00:00.000Z' }];
    const { sent } = mockFetch(
      vehicleServer({
        'GET enterprise/:id': () => page([summary()]),
        'GET :id/drivers': () => ({ current: [driverAuthorization()], history: [] }),
        'GET authorizationRequests': () => requests,
        'POST authorizationRequests/:id': () => {
          requests = [];
          return { ok: true };
        },
      }),
    );
    open('#/pages/businessOwnerManageTruck/businessOwnerManageTruck');
    const card = await screen.findByTestId('vehicle-31');
    expect(await within(card).findByText('张三 13700137001')).toBeInTheDocument();
    expect(await screen.findByText('13700137003 申请驾驶 闽A12345（2026-11-21）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(callsTo(sent, 'POST authorizationRequests/:id').map((call) => call.body)).toEqual([{ accept: true }]));
    await waitFor(() => expect(screen.queryByText('待处理的授权申请')).not.toBeInTheDocument());
  });
});

describe('assign an enterprise vehicle (assignVehicle)', () => {
  it('needs a driver, then authorises the chosen one', async () => {
    const { sent } = mockFetch(
      vehicleServer(
        {
          'GET enterprise/:id': () => page([summary()]),
          'GET info/:id': () => detail(),
          'GET :id/drivers': () => ({ current: [], history: [] }),
          'POST :id/drivers': () => driverAuthorization({ driverUserId: 42, driverMobile: '13700137002', driverName: '李四' }),
        },
        undefined,
        [activeDriver(41, '张三', '13700137001'), activeDriver(42, '李四', '13700137002')],
      ),
    );
    open('#/pages/assignVehicle/assignVehicle');
    const card = await screen.findByTestId('vehicle-31');
    await userEvent.click(within(card).getByRole('button', { name: '选择' }));
    await userEvent.click(await screen.findByRole('button', { name: '指派给该司机' }));
    expect(screen.getByText('请选择司机')).toBeInTheDocument();
    expect(callsTo(sent, 'POST :id/drivers')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: '司机' }));
    await userEvent.click(await screen.findByRole('option', { name: '李四 13700137002' }));
    await userEvent.click(screen.getByRole('button', { name: '指派给该司机' }));
    await waitFor(() => expect(callsTo(sent, 'POST :id/drivers').map((call) => call.body)).toEqual([{ mobile: '13700137002' }]));
    // The toast part loads on demand (components/app/lazyPart.ts): on a loaded CI machine that takes over a second.
    expect(await screen.findByText('已指派给 李四', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('allocate a personal vehicle (distributionVehicle)', () => {
  it('asks first, then moves the vehicle to the enterprise', async () => {
    const personal = { kind: 'person', userId: 7, enterpriseId: null, enterpriseName: null };
    const { sent } = mockFetch(
      vehicleServer({
        'GET mine': () => page([summary({ vehicleId: 40, plateNumber: '闽B88888', owner: personal, relation: 'owner' })]),
        'PUT :id/allocation': () => detail({ vehicleId: 40, plateNumber: '闽B88888' }),
        'GET info/:id': () => detail({ vehicleId: 40, plateNumber: '闽B88888' }),
        'GET :id/drivers': () => ({ current: [], history: [] }),
      }),
    );
    open('#/pages/distributionVehicle/distributionVehicle');
    await userEvent.click(await screen.findByRole('button', { name: '把 闽B88888 划归企业' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将 闽B88888 划归到 福州顺达物流有限公司？原有司机授权将结束。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '划归企业' }));
    await waitFor(() => expect(callsTo(sent, 'PUT :id/allocation').map((call) => call.body)).toEqual([{ enterpriseId: ENTERPRISE_ID }]));
    expect(new URL(callsTo(sent, 'PUT :id/allocation')[0].url).pathname).toBe('/app/api/app/vehicle/40/allocation');
    expect(await screen.findByText('闽B88888 已划归 福州顺达物流有限公司')).toBeInTheDocument();
  });
});
