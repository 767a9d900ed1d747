import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { open } from './harness';
import { activeDriver, callsTo, detail, driverAuthorization, refuse, vehicleServer } from './vehicleServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const DETAIL = '#/pages/businessOwnerVehicleDetail/businessOwnerVehicleDetail?vehicleId=31';

describe('enterprise vehicle detail', () => {
  it('shows the licence, the expiry warnings and the authorised drivers', async () => {
    mockFetch(
      vehicleServer({
        'GET info/:id': () =>
          detail({
            roadTransportNo: '350100123456',
            roadTransportValidUntil: '2026-11-20',
            warnings: [{ document: 'roadTransport', validUntil: '2026-11-20', daysLeft: -2, expired: true }],
          }),
        'GET :id/drivers': () => ({ current: [driverAuthorization()], history: [] }),
      }),
    );
    open(DETAIL);
    expect(await screen.findByText('闽A12345')).toBeInTheDocument();
    expect(screen.getByText('所属企业：福州顺达物流有限公司')).toBeInTheDocument();
    expect(screen.getByText('车辆类型：重型普通货车')).toBeInTheDocument();
    expect(screen.getByText('核定载质量：31.5 吨')).toBeInTheDocument();
    expect(screen.getByText('道路运输证已于 2026-11-20 过期')).toBeInTheDocument();
    expect(await screen.findByText('张三：13700137001')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockFetch(
      vehicleServer({
        'GET info/:id': () => detail({ contactMobile: '13900139000' }),
        'GET :id/drivers': () => ({ current: [], history: [] }),
      }),
    );
    open(DETAIL, 'en');
    expect(await screen.findByText('Owned by 福州顺达物流有限公司')).toBeInTheDocument();
    expect(screen.getByText('Vehicle type：Heavy truck')).toBeInTheDocument();
    expect(screen.getByText('Approved load：31.5 t')).toBeInTheDocument();
    expect(await screen.findByText('No driver is authorised yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete vehicle' })).toBeInTheDocument();
  });

  it('asks before deleting and shows the refusal', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => detail(),
        'GET :id/drivers': () => ({ current: [], history: [] }),
        'DELETE :id': () => refuse(409, '车辆有进行中的运单，不能删除'),
      }),
    );
    open(DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '删除车辆' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除车辆' }));
    expect(await screen.findByText('车辆有进行中的运单，不能删除')).toBeInTheDocument();
    expect(callsTo(sent, 'DELETE :id')).toHaveLength(1);
  });
});

describe('vehicle contact mobile (editMobile)', () => {
  const EDIT = '#/pages/businessOwnerVehicleDetail/editMobile?vehicleId=31';

  it('refuses a bad mobile before sending, then saves a good one', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => detail(),
        'PUT :id/contact': (call) => detail({ contactMobile: (call.body as { contactMobile: string }).contactMobile }),
      }),
    );
    open(EDIT);
    const input = await screen.findByLabelText('联系电话');
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(callsTo(sent, 'PUT :id/contact')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '13900139000');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(sent, 'PUT :id/contact').map((call) => call.body)).toEqual([{ contactMobile: '13900139000' }]));
    expect(await screen.findByText('联系电话已保存')).toBeInTheDocument();
  });

  it('clears the contact mobile with null', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => detail({ contactMobile: '13900139000' }),
        'PUT :id/contact': () => detail(),
      }),
    );
    open(EDIT);
    expect(await screen.findByLabelText('联系电话')).toHaveValue('13900139000');
    await userEvent.click(screen.getByRole('button', { name: '清除车辆联系电话' }));
    await waitFor(() => expect(callsTo(sent, 'PUT :id/contact').map((call) => call.body)).toEqual([{ contactMobile: null }]));
  });
});

describe('authorised drivers (editDriver)', () => {
  it("authorises one of the enterprise's drivers and revokes another", async () => {
    let current = [driverAuthorization()];
    const { sent } = mockFetch(
      vehicleServer(
        {
          'GET info/:id': () => detail(),
          'GET :id/drivers': () => ({ current, history: [] }),
          'POST :id/drivers': () => {
            const granted = driverAuthorization({ authorizationId: 302, driverUserId: 42, driverMobile: '13700137002', driverName: '李四' });
            current = [...current, granted];
            return granted;
          },
          'POST untie': () => {
            const ended = { ...current[0], endedAt: '2026-11-22T08:00:00.000Z', endReason: 'revoked' };
            current = current.slice(1);
            return ended;
          },
        },
        undefined,
        [activeDriver(41, '张三', '13700137001'), activeDriver(42, '李四', '13700137002')],
      ),
    );
    open('#/pages/businessOwnerVehicleDetail/editDriver?vehicleId=31');
    await userEvent.click(await screen.findByRole('button', { name: '授权 李四' }));
    await waitFor(() => expect(callsTo(sent, 'POST :id/drivers').map((call) => call.body)).toEqual([{ mobile: '13700137002' }]));
    await userEvent.click(await screen.findByRole('button', { name: '取消 张三 的授权' }));
    await waitFor(() => expect(callsTo(sent, 'POST untie').map((call) => call.body)).toEqual([{ vehicleId: 31, driverUserId: 41 }]));
    expect(await screen.findByRole('button', { name: '授权 张三' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消 李四 的授权' })).toBeInTheDocument();
  });
});
