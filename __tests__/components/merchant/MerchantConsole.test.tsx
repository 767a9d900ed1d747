import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appUser, mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { MERCHANT_ID, OWNER_ID, merchantServer, myMerchant, staffMember, writesTo } from './merchantServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const CONSOLE = `#/pages/merchantInfo/merchantInfo`;

describe('the merchant console', () => {
  it("shows an administrator's work, the store switch and the staff; closing the store is sent once and said", async () => {
    const server = merchantServer({ staff: [staffMember(), staffMember({ id: 2, userId: 20, name: '李服务', phone: '13900139002', role: 'waiter' })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(CONSOLE);
    const work = await screen.findByRole('region', { name: '店铺工作' });
    expect(within(work).getByText('商品管理')).toBeInTheDocument();
    expect(within(work).getByText('商户账户')).toBeInTheDocument();
    const staff = screen.getByRole('region', { name: '员工' });
    expect(await within(staff).findByRole('button', { name: '李服务 13900139002 服务员' })).toBeInTheDocument();
    expect(within(staff).getByRole('button', { name: /13800138000/ })).toHaveTextContent('（我）');
    expect(screen.getByText('我的岗位：管理员')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('店铺已打烊，司机暂时看不到你的优惠券')).toBeInTheDocument();
    const [closing] = writesTo(sent, 'merchant/storeClosure');
    expect(closing.method).toBe('PUT');
    expect(closing.body).toEqual({ merchantId: MERCHANT_ID, closed: true });
    expect(closing.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByRole('switch', { name: '已打烊' })).not.toBeChecked();
  });

  it("shows the server's refusal of the switch in the person's language", async () => {
    const server = merchantServer();
    server.refuse['merchant/storeClosure'] = { status: 409, msg: 'The merchant is not approved (now: pending)', error: 'merchant.notApproved', params: { status: 'pending' } };
    mockFetch(server.answer);
    openSignedIn(CONSOLE);
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText('商家尚未通过审核（当前：pending）')).toBeInTheDocument();
  });

  it('a waiter meets the write-off work only: no goods, no staff, the switch is the administrator’s', async () => {
    const server = merchantServer({
      user: appUser({ userId: 20, identityType: 'waiter', identities: ['waiter'] }),
      merchants: [myMerchant({ role: 'waiter' })],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn(CONSOLE);
    expect(await screen.findByText('我的岗位：服务员')).toBeInTheDocument();
    const work = screen.getByRole('region', { name: '店铺工作' });
    expect(within(work).getAllByRole('button').map((row) => row.textContent)).toEqual(['核销优惠券', '核销记录']);
    expect(screen.queryByText('商品管理')).not.toBeInTheDocument();
    expect(screen.queryByText('商户账户')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '员工' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByText('只有管理员可以切换营业状态')).toBeInTheDocument();
    expect(sent.some((each) => new URL(each.url).pathname.includes('personnel'))).toBe(false);
  });

  it('says an application is under review, without the store work', async () => {
    mockFetch(merchantServer({ merchants: [myMerchant({ status: 'pending', reviewedAt: null })] }).answer);
    openSignedIn(CONSOLE);
    expect(await screen.findByText('入驻申请审核中，平台将在 1-3 个工作日内处理')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '店铺工作' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows why an application was rejected and leads to fixing it, which resends only what changed', async () => {
    const server = merchantServer({ merchants: [myMerchant({ status: 'rejected', rejectReason: '营业执照照片模糊' })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(CONSOLE);
    expect(await screen.findByText('入驻申请未通过：营业执照照片模糊')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/merchantAgreement/merchantAgreement?merchantId=${MERCHANT_ID}`));
    expect(await screen.findByText('上次未通过：营业执照照片模糊。修改后重新提交。')).toBeInTheDocument();
    expect(screen.getByLabelText('商户名称')).toHaveValue('福州北服务区便利店');
    const phone = screen.getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900139000');
    await userEvent.click(screen.getByRole('button', { name: '重新提交申请' }));
    await waitFor(() => expect(writesTo(sent, 'merchant/upShoreInfo')).toHaveLength(1));
    expect(writesTo(sent, 'merchant/upShoreInfo')[0].body).toEqual({ merchantId: MERCHANT_ID, contactPhone: '13900139000' });
    expect(await screen.findByText('入驻申请审核中，平台将在 1-3 个工作日内处理')).toBeInTheDocument();
  });

  it("lets an administrator change the store's details: only the changed phone is sent and the store stays open", async () => {
    const server = merchantServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(CONSOLE);
    await userEvent.click(await screen.findByRole('button', { name: '修改店铺信息' }));
    expect(await screen.findByText('修改店名或营业执照后需重新审核，审核期间司机看不到店铺')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fill({ 联系电话: '13900139000' });
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(writesTo(sent, 'merchant/upShoreInfo')).toHaveLength(1));
    expect(writesTo(sent, 'merchant/upShoreInfo')[0].body).toEqual({ merchantId: MERCHANT_ID, contactPhone: '13900139000' });
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: '营业中' })).toBeChecked();
  });

  it('offers someone with no merchant the application', async () => {
    mockFetch(merchantServer({ merchants: [], user: appUser({ identityType: null, identities: [] }) }).answer);
    openSignedIn(CONSOLE);
    expect(await screen.findByText('你还不是商户')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '申请入驻' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/merchantAgreement/merchantAgreement'));
    expect(await screen.findByRole('region', { name: '商户入驻协议' })).toBeInTheDocument();
  });

  it('shows a liaison officer the merchants they brought in', async () => {
    mockFetch(
      merchantServer({
        user: appUser({ identityType: 'liaison', identities: ['liaison'] }),
        merchants: [],
        invited: [myMerchant({ merchantId: 8, merchantName: '闽侯汽修', status: 'pending', stationName: null, address: '闽侯县甘蔗街道' })],
      }).answer,
    );
    openSignedIn(CONSOLE);
    const invited = await screen.findByRole('region', { name: '我邀请的商户' });
    expect(await within(invited).findByText('闽侯汽修')).toBeInTheDocument();
    expect(within(invited).getByText('闽侯县甘蔗街道')).toBeInTheDocument();
    expect(within(invited).getByText('审核中')).toBeInTheDocument();
  });
});

describe('entrances', () => {
  it('the mine tab offers the console to a merchant administrator', async () => {
    mockFetch(merchantServer().answer);
    openSignedIn('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    await userEvent.click(await within(work).findByRole('button', { name: '商户中心' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/merchantInfo/merchantInfo'));
  });

  it('the mine tab offers the application to someone without an identity, not to a driver', async () => {
    mockFetch(merchantServer({ user: appUser({ userId: OWNER_ID, identityType: null, identities: [] }) }).answer);
    openSignedIn('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    expect(await within(work).findByText('申请入驻商户')).toBeInTheDocument();
  });

  it('a driver is offered neither', async () => {
    mockFetch(merchantServer({ user: appUser() }).answer);
    openSignedIn('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    await within(work).findByText('我的运单');
    expect(within(work).queryByText('商户中心')).not.toBeInTheDocument();
    expect(within(work).queryByText('申请入驻商户')).not.toBeInTheDocument();
  });
});
