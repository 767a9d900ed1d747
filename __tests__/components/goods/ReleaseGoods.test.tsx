import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { pickDate } from '../forms';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { goodsServer, postsTo } from './goodsServer';

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

/** Opens the screen again on the same device: storage (the kept draft) stays. */
function reopen(hash: string) {
  window.history.replaceState(null, '', hash);
  renderWithApp(<HashRouter routes={appRoutes} />);
}

afterEach(() => jest.restoreAllMocks());
// Many fields per form: slow on a busy machine.
jest.setTimeout(30_000);

/** Replaces a field's text (pasting is much faster than typing each key). */
async function typeIn(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Picks origin 福建省/福州市/鼓楼区 and destination 广东省/深圳市. */
async function chooseRoute() {
  await userEvent.selectOptions(await screen.findByLabelText('装货地 省'), '350000');
  await userEvent.selectOptions(await screen.findByLabelText('装货地 市'), '350100');
  const county = await screen.findByLabelText('装货地 区县');
  await waitFor(() => expect(county).toBeEnabled());
  await userEvent.selectOptions(county, '350102');
  await userEvent.selectOptions(screen.getByLabelText('卸货地 省'), '440000');
  const city = await screen.findByLabelText('卸货地 市');
  await waitFor(() => expect(city).toBeEnabled());
  await userEvent.selectOptions(city, '440300');
}

async function fillGoods() {
  await chooseRoute();
  await typeIn('装货详细地址', '五四路1号');
  await typeIn('卸货详细地址', '南山大道2号');
  await userEvent.selectOptions(screen.getByLabelText('货物类型'), 'steel');
  await typeIn('货物重量（吨）', '12.5');
  await typeIn('需要车辆数', '2');
  await userEvent.selectOptions(screen.getByLabelText('车长'), '9.6');
  await typeIn('每车运费（元）', '3500.5');
  await pickDate('装货日期', '2030-01-02');
}

describe('the qualification warning says what the server requires', () => {
  it('warns a user with neither the cargo-owner qualification nor an approved consignor enterprise', async () => {
    mockFetch(goodsServer({ identities: ['driver'] }));
    open('#/pages/releaseGoods/releaseGoods');
    expect(await screen.findByText('发布货源需要已通过审核的货主资质。')).toBeInTheDocument();
  });

  it('shows the certification steps above the form, and keeps what was typed for the same account only', async () => {
    const qualification = {
      isVerified: true,
      items: [
        { kind: 'realName', required: true, certification: { id: 1, kind: 'realName', status: 'approved', submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null } },
        { kind: 'cargoOwner', required: false, certification: { id: 2, kind: 'cargoOwner', status: 'pending', submittedAt: '2026-11-21T08:00:00.000Z', reviewedAt: null, rejectReason: null } },
      ],
    };
    mockFetch(goodsServer({ identities: ['driver'], qualification }));
    open('#/pages/releaseGoods/releaseGoods');
    const steps = await screen.findByRole('region', { name: '发布货源前需要完成' });
    expect(await within(steps).findByText('审核中')).toBeInTheDocument();
    expect(within(steps).getByText(/24 小时内完成审核/)).toBeInTheDocument();
    await typeIn('装货详细地址', '五四路1号');
    await typeIn('货物重量（吨）', '12.5');
    // Sending now would be refused: it says so and keeps the text, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    cleanup();

    // Back after the review (a new visit): the same account finds its text again.
    const { sent } = mockFetch(goodsServer({ identities: ['driver', 'cargoOwner'] }));
    reopen('#/pages/releaseGoods/releaseGoods');
    expect(await screen.findByText('已恢复您上次填写的内容。')).toBeInTheDocument();
    expect(screen.getByLabelText('装货详细地址')).toHaveValue('五四路1号');
    expect(screen.getByLabelText('货物重量（吨）')).toHaveValue('12.5');
    expect(postsTo(sent, 'releaseSource')).toHaveLength(0);
    cleanup();

    // Another account on the same phone starts empty.
    mockFetch(goodsServer({ identities: ['driver', 'cargoOwner'], userId: 8 }));
    reopen('#/pages/releaseGoods/releaseGoods');
    expect(await screen.findByLabelText('装货详细地址')).toHaveValue('');
    expect(screen.queryByText('已恢复您上次填写的内容。')).not.toBeInTheDocument();
  });

  it('does not warn an approved cargo owner', async () => {
    mockFetch(goodsServer({ identities: ['driver', 'cargoOwner'] }));
    open('#/pages/releaseGoods/releaseGoods');
    await screen.findByRole('button', { name: '发布' });
    expect(screen.queryByText('发布货源需要已通过审核的货主资质。')).not.toBeInTheDocument();
  });
});

describe('release goods (cargo owner)', () => {
  it('refuses an empty form before sending', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/releaseGoods/releaseGoods');
    await userEvent.click(await screen.findByRole('button', { name: '发布' }));
    expect(screen.getAllByText('请至少选择到市')).toHaveLength(2);
    expect(screen.getAllByText('此项不能为空').length).toBeGreaterThanOrEqual(5);
    expect(postsTo(sent, 'releaseSource')).toHaveLength(0);
  });

  it('starts the area selects at 请选择, goes to the first field to fix and says how many', async () => {
    mockFetch(goodsServer());
    open('#/pages/releaseGoods/releaseGoods');
    const province = await screen.findByLabelText('装货地 省');
    expect(within(province).getByRole('option', { selected: true })).toHaveTextContent('请选择');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    // Two screens up from the button: the origin's province is the first to fix.
    await waitFor(() => expect(province).toHaveFocus());
    expect(screen.getByText(/^还有 \d+ 项需要修改$/)).toBeInTheDocument();
    await userEvent.selectOptions(province, '350000');
    const city = await screen.findByLabelText('装货地 市');
    expect(within(city).getByRole('option', { selected: true })).toHaveTextContent('请选择');
  });

  it('refuses a zero freight and a bad mobile', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/releaseGoods/releaseGoods');
    await fillGoods();
    await typeIn('每车运费（元）', '0');
    await typeIn('联系人姓名', '王五');
    await typeIn('联系电话', '12345');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('还有 2 项需要修改')).toBeInTheDocument();
    expect(screen.getByLabelText('每车运费（元）')).toHaveFocus();
    expect(screen.getByText('每车运费须大于 0 元且不超过 1000000 元')).toBeInTheDocument();
    expect(screen.getByLabelText('联系电话')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(sent, 'releaseSource')).toHaveLength(0);
  });

  it("takes a county's position from its city when it has none", async () => {
    mockFetch(goodsServer());
    open('#/pages/releaseGoods/releaseGoods');
    await userEvent.selectOptions(await screen.findByLabelText('卸货地 省'), '440000');
    const city = await screen.findByLabelText('卸货地 市');
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, '440300');
    const county = await screen.findByLabelText('卸货地 区县');
    await waitFor(() => expect(county).toBeEnabled());
    await userEvent.selectOptions(county, '440305');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    // 南山区 has no centre of its own: its city's is used, so only the empty origin is refused.
    expect(screen.getAllByText('请至少选择到市')).toHaveLength(1);
  });

  it('sends the goods in kg and fen with the chosen areas, then shows the success screen', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/releaseGoods/releaseGoods');
    await fillGoods();
    await typeIn('联系人姓名', '王五');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));

    expect(await screen.findByText('货源已发布，司机现在可以抢单了。')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/released/released?id=43');
    expect(postsTo(sent, 'releaseSource').map((post) => post.body)).toEqual([
      {
        origin: { name: '福州市鼓楼区', address: '五四路1号', lng: 119.29, lat: 26.08, adCode: '350102' },
        destination: { name: '深圳市', address: '南山大道2号', lng: 114.06, lat: 22.54, adCode: '440300' },
        cargoType: 'steel',
        weightKg: 12500,
        trucksNeeded: 2,
        vehicleLength: '9.6',
        freightFen: 350050,
        loadingDate: '2030-01-02',
        contactName: '王五',
        contactMobile: '13800138000',
      },
    ]);
  });

  it("shows the server's refusal and keeps the input", async () => {
    mockFetch(goodsServer({ refuse: { releaseSource: { status: 403, msg: '您还不是已认证的货主' } } }));
    open('#/pages/releaseGoods/releaseGoods');
    await fillGoods();
    await typeIn('联系人姓名', '王五');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('您还不是已认证的货主')).toBeInTheDocument();
    expect(screen.getByLabelText('货物重量（吨）')).toHaveValue('12.5');
    expect(screen.getByLabelText('装货地 区县')).toHaveValue('350102');
  });
});

it('releases for an approved consignor enterprise the caller manages, as a draft', async () => {
  const enterprise = (enterpriseId: number, role: string, status: string) => ({
    enterpriseId, enterpriseName: `企业${enterpriseId}`, role, creditCode: '9135********100Y43', legalPerson: '李四',
    address: '福州', contactName: '王五', contactMobile: '13900139000',
    certification: { id: enterpriseId, kind: 'enterprise', status, submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null },
  });
  const { sent } = mockFetch(
    goodsServer({
      identities: ['driver'],
      ownerStanding: {
        realNameApproved: true,
        personal: null,
        enterprises: [enterprise(5, 'consignor', 'approved'), enterprise(6, 'carrier', 'approved'), enterprise(7, 'consignor', 'pending')],
      },
    }),
  );
  open('#/pages/releaseGoods/releaseGoods');
  const as = await screen.findByLabelText('发货身份');
  // Without the personal cargo-owner qualification the server releases only for the enterprise.
  expect(within(as).getAllByRole('option').map((option) => option.textContent)).toEqual(['企业5']);
  expect(screen.queryByText('发布货源需要已通过审核的货主资质。')).not.toBeInTheDocument();
  await fillGoods();
  await typeIn('联系人姓名', '王五');
  await userEvent.click(screen.getByRole('checkbox', { name: '先保存为草稿，稍后再发布' }));
  await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByText('货源已保存为草稿，确认发布后司机才能看到。')).toBeInTheDocument();
  expect(postsTo(sent, 'releaseSource')[0].body).toMatchObject({ enterpriseId: 5, draft: true });
});

describe('release for an offline shipper (toll collector)', () => {
  it('needs the station and the shipper before sending', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/releaseSourceOfOffline/releaseSourceOfOffline');
    await fillGoods();
    await typeIn('货主手机号', '1380013');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(screen.getByLabelText('发货站点')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('货主姓名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('货主手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(sent, 'releaseSourceOfOffline')).toHaveLength(0);
  });

  it('sends the station and the shipper with the goods', async () => {
    const { sent } = mockFetch(goodsServer());
    open('#/pages/releaseSourceOfOffline/releaseSourceOfOffline?stationId=3');
    await fillGoods();
    await typeIn('货主姓名', '陈六');
    await typeIn('货主手机号', '13700137000');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('货源已发布，司机现在可以抢单了。')).toBeInTheDocument();
    const [post] = postsTo(sent, 'releaseSourceOfOffline');
    expect(post.body).toMatchObject({ stationId: 3, shipperName: '陈六', shipperMobile: '13700137000', weightKg: 12500, freightFen: 350050 });
  });
});
