import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@/lib/time';
import { mockFetch } from '../../lib/support';
import { fill } from '../forms';
import { open } from './harness';
import { callsTo, detail, ENTERPRISE_ID, page, refuse, summary, vehicleServer } from './vehicleServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const personal = { kind: 'person', userId: 7, enterpriseId: null, enterpriseName: null };
const published = {
  spareCapacityId: 61,
  vehicleId: 31,
  freeLoadKg: 12000,
  fromArea: '福州',
  toArea: '厦门',
  availableDate: '2099-01-02',
  note: null,
  publishedAt: '2026-11-21T08:00:00.000Z',
};

function daysFromToday(days: number) {
  return formatDate(new Date(Date.now() + days * 86_400_000));
}

describe('spare capacity', () => {
  it('lists my approved vehicles with what each has published', async () => {
    mockFetch(
      vehicleServer({
        'GET capacities': () =>
          page([
            { vehicle: summary({ owner: personal, relation: 'owner' }), spareCapacity: published },
            { vehicle: summary({ vehicleId: 32, plateNumber: '闽A54321', owner: personal, relation: 'owner' }), spareCapacity: null },
          ]),
      }),
    );
    open('#/pages/spareCapacity/spareCapacity');
    const first = await screen.findByTestId('vehicle-31');
    expect(within(first).getByText('福州 → 厦门')).toBeInTheDocument();
    expect(within(first).getByText('空闲 12 吨 · 2099-01-02 起可用')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '为 闽A54321 发布运力' }));
    expect(window.location.hash).toBe('#/pages/editSparecapacity/editSparecapacity?vehicleId=32');
  });

  it("shows a managed enterprise's capacity when the link names it", async () => {
    const { sent } = mockFetch(vehicleServer({ 'GET capacities': () => page([{ vehicle: summary(), spareCapacity: null }]) }));
    open(`#/pages/spareCapacity/spareCapacity?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByTestId('vehicle-31');
    expect(screen.getByRole('combobox', { name: '查看范围' })).toHaveTextContent('福州顺达物流有限公司');
    const asked = callsTo(sent, 'GET capacities').map((call) => new URL(call.url).searchParams.get('enterpriseId'));
    expect(asked).toEqual([String(ENTERPRISE_ID)]);
  });

  it('refuses a load over the approved load, then publishes in kilograms on the picked day', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => detail({ owner: personal, relation: 'owner' }),
        'GET :id/spareCapacity': () => null,
        'PUT :id/spareCapacity': () => published,
      }),
    );
    open('#/pages/editSparecapacity/editSparecapacity?vehicleId=31');
    await screen.findByLabelText('空闲载重（吨）');
    await fill({ '空闲载重（吨）': '32', 出发地: '福州', 目的地: '厦门' });
    await userEvent.click(screen.getByRole('button', { name: '发布运力' }));
    expect(screen.getByText('请输入 0.001 到 31.5 吨，最多 3 位小数')).toBeInTheDocument();
    expect(callsTo(sent, 'PUT :id/spareCapacity')).toHaveLength(0);

    await fill({ '空闲载重（吨）': '12.5', 可用日期: '2099-01-02' });
    await userEvent.click(screen.getByRole('button', { name: '发布运力' }));
    await waitFor(() =>
      expect(callsTo(sent, 'PUT :id/spareCapacity').map((call) => call.body)).toEqual([
        { freeLoadKg: 12500, fromArea: '福州', toArea: '厦门', availableDate: '2099-01-02' },
      ]),
    );
  });

  it('starts from what is published and withdraws it', async () => {
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => detail({ owner: personal, relation: 'owner' }),
        'GET :id/spareCapacity': () => published,
        'DELETE :id/spareCapacity': () => ({ ok: true }),
      }),
    );
    open('#/pages/editSparecapacity/editSparecapacity?vehicleId=31');
    expect(await screen.findByLabelText('空闲载重（吨）')).toHaveValue('12');
    expect(screen.getByLabelText('出发地')).toHaveValue('福州');
    await userEvent.click(screen.getByRole('button', { name: '撤下运力' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤下运力' }));
    await waitFor(() => expect(callsTo(sent, 'DELETE :id/spareCapacity')).toHaveLength(1));
  });
});

const temporary = {
  temporaryId: 21,
  owner: personal,
  plateNumber: '闽C12345',
  plateColor: '2',
  vehicleType: 'H11',
  contactName: '王五',
  contactMobile: '13900139000',
  validFrom: '2026-11-20',
  validUntil: '2026-12-20',
  state: 'active',
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('temporary vehicles', () => {
  it('lists the current ones, shows all on the second tab, and ends one early', async () => {
    let current = [temporary];
    const { sent } = mockFetch(
      vehicleServer({
        'GET temporary': (_, url) =>
          url.searchParams.get('all') === 'true'
            ? page([...current, { ...temporary, temporaryId: 20, plateNumber: '闽C00001', state: 'expired' }])
            : page(current),
        'POST temporary/:id/end': () => {
          current = [];
          return { ...temporary, state: 'ended' };
        },
      }),
    );
    open('#/pages/manageTemporaryVehicle/manageTemporaryVehicle');
    const card = await screen.findByRole('article', { name: '闽C12345' });
    expect(within(card).getByText('使用中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '全部（含已过期）' }));
    expect(within(await screen.findByRole('article', { name: '闽C00001' })).getByText('已过期')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '当前' }));
    await userEvent.click(await screen.findByRole('button', { name: '提前结束 闽C12345' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '提前结束' }));
    await waitFor(() => expect(callsTo(sent, 'POST temporary/:id/end')).toHaveLength(1));
    expect(await screen.findByText('没有临时车辆。')).toBeInTheDocument();
  });

  it('refuses a period over 90 days and a plate colour that does not match', async () => {
    const { sent } = mockFetch(vehicleServer({ 'POST save2Vehicle': () => temporary }));
    open('#/pages/temporaryVehicles/temporaryVehicles');
    await screen.findByLabelText('车牌号');
    await fill({ 车牌号: '闽C12345', 联系人: '王五', 联系电话: '13900139000', 使用开始日期: daysFromToday(0), 使用结束日期: daysFromToday(100) });
    await userEvent.click(screen.getByRole('combobox', { name: '车牌颜色' }));
    await userEvent.click(await screen.findByRole('option', { name: '渐变绿色' }));
    await userEvent.click(screen.getByRole('combobox', { name: '车辆类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '重型普通货车' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('使用期最长90天')).toBeInTheDocument();
    expect(screen.getByText('车牌颜色与车牌号不符：8位新能源车牌为绿色（小型）或黄绿双拼色（大型）')).toBeInTheDocument();
    expect(callsTo(sent, 'POST save2Vehicle')).toHaveLength(0);
  });

  it("adds one for the enterprise and shows the server's refusal", async () => {
    let answer: unknown = refuse(409, '该车牌已有进行中的临时登记');
    const { sent } = mockFetch(vehicleServer({ 'POST save2Vehicle': () => answer, 'GET temporary': () => page([temporary]) }));
    open(`#/pages/temporaryVehicles/temporaryVehicles?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('车牌号');
    const from = daysFromToday(1);
    const until = daysFromToday(30);
    await fill({ 车牌号: '闽C12345', 联系人: '王五', 联系电话: '13900139000', 使用开始日期: from, 使用结束日期: until });
    await userEvent.click(screen.getByRole('combobox', { name: '车牌颜色' }));
    await userEvent.click(await screen.findByRole('option', { name: '黄色' }));
    await userEvent.click(screen.getByRole('combobox', { name: '车辆类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '重型普通货车' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该车牌已有进行中的临时登记')).toBeInTheDocument();
    expect(screen.getByLabelText('车牌号')).toHaveValue('闽C12345');

    answer = temporary;
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(sent, 'POST save2Vehicle')).toHaveLength(2));
    expect(callsTo(sent, 'POST save2Vehicle')[1].body).toEqual({
      enterpriseId: ENTERPRISE_ID,
      plateNumber: '闽C12345',
      plateColor: '2',
      vehicleType: 'H11',
      contactName: '王五',
      contactMobile: '13900139000',
      validFrom: from,
      validUntil: until,
    });
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/manageTemporaryVehicle/manageTemporaryVehicle?enterpriseId=${ENTERPRISE_ID}`));
  });

  it('changes a current one read by its id, starting from its fields', async () => {
    const { sent } = mockFetch(vehicleServer({ 'GET temporary/:id': () => temporary, 'POST save2Vehicle': () => temporary }));
    open('#/pages/temporaryVehicles/temporaryVehicles?temporaryId=21');
    expect(await screen.findByLabelText('车牌号')).toHaveValue('闽C12345');
    expect(callsTo(sent, 'GET temporary/:id').map((call) => new URL(call.url).pathname)).toEqual(['/app/api/app/vehicle/temporary/21']);
    expect(callsTo(sent, 'GET temporary')).toHaveLength(0);
    await fill({ 联系电话: '13900139001' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(sent, 'POST save2Vehicle')).toHaveLength(1));
    expect(callsTo(sent, 'POST save2Vehicle')[0].body).toMatchObject({ temporaryId: 21, contactMobile: '13900139001', validUntil: '2026-12-20' });
  });

  it("keeps an enterprise's temporary vehicle the enterprise's when changed", async () => {
    const owned = { ...temporary, owner: { kind: 'enterprise', userId: null, enterpriseId: ENTERPRISE_ID, enterpriseName: '福州顺达物流有限公司' } };
    const { sent } = mockFetch(vehicleServer({ 'GET temporary/:id': () => owned, 'POST save2Vehicle': () => owned }));
    open('#/pages/temporaryVehicles/temporaryVehicles?temporaryId=21');
    await screen.findByLabelText('车牌号');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(sent, 'POST save2Vehicle')).toHaveLength(1));
    expect(callsTo(sent, 'POST save2Vehicle')[0].body).toMatchObject({ temporaryId: 21, enterpriseId: ENTERPRISE_ID });
  });

  it('says an ended one can no longer be changed', async () => {
    mockFetch(vehicleServer({ 'GET temporary/:id': () => ({ ...temporary, state: 'ended' }) }));
    open('#/pages/temporaryVehicles/temporaryVehicles?temporaryId=21');
    expect(await screen.findByText('临时车辆 闽C12345 已到期或已结束，不能再修改，请重新添加。')).toBeInTheDocument();
    expect(screen.queryByLabelText('车牌号')).not.toBeInTheDocument();
  });

  it("shows the server's not-found for someone else's temporary vehicle", async () => {
    mockFetch(vehicleServer({ 'GET temporary/:id': () => refuse(404, '没有这辆临时车辆') }));
    open('#/pages/temporaryVehicles/temporaryVehicles?temporaryId=22');
    expect((await screen.findAllByText('没有这辆临时车辆')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('车牌号')).not.toBeInTheDocument();
  });
});

describe('shared capacity (thirdPartySharedInventory)', () => {
  const shared = {
    ...published,
    plateNumber: '闽A12345',
    vehicleType: 'H11',
    vehicleLength: '13.5',
    approvedLoadKg: 31500,
    ownerKind: 'enterprise',
    enterpriseName: '福州顺达物流有限公司',
    contactMobile: '13900139000',
  };

  it('lists open capacity and filters by where from and to', async () => {
    const { sent } = mockFetch(
      vehicleServer({ 'GET sharedInventory': (_, url) => (url.searchParams.get('toArea') === '广州' ? page([]) : page([shared])) }),
    );
    open('#/pages/thirdPartySharedInventory/thirdPartySharedInventory');
    const card = await screen.findByRole('article', { name: '闽A12345' });
    expect(within(card).getByText('福州 → 厦门')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '联系 13900139000' })).toHaveAttribute('href', 'tel:13900139000');
    await userEvent.type(screen.getByLabelText('目的地'), '广州');
    await userEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('没有符合条件的运力。')).toBeInTheDocument();
    expect(callsTo(sent, 'GET sharedInventory').some((call) => new URL(call.url).searchParams.get('toArea') === '广州')).toBe(true);
  });

  it("shows the server's refusal to users without a cargo-owner identity", async () => {
    mockFetch(vehicleServer({ 'GET sharedInventory': () => refuse(403, '仅货主和承运企业可查看共享运力') }));
    open('#/pages/thirdPartySharedInventory/thirdPartySharedInventory');
    expect(await screen.findByText('仅货主和承运企业可查看共享运力')).toBeInTheDocument();
  });
});
