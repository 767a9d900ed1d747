import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appUser, mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { MERCHANT_ID, merchantServer, myMerchant, staffMember, writesTo } from './merchantServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const ADD = `#/pages/merchantInfo/modifyUser?merchantId=${MERCHANT_ID}`;
const WAITER = staffMember({ id: 2, userId: 20, name: '李服务', phone: '13900139002', role: 'waiter' });

describe('adding and changing staff', () => {
  it('checks name and mobile before sending, then adds a waiter and returns to the console', async () => {
    const server = merchantServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(ADD);
    await screen.findByLabelText('手机号');
    await fill({ 姓名: '张', 手机号: '1390013' });
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(writesTo(sent, 'app/personnel/admin/add')).toHaveLength(0);

    await fill({ 姓名: '张晓', 手机号: '13900139003' });
    expect(screen.getByRole('button', { name: '服务员' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(writesTo(sent, 'app/personnel/admin/add')).toHaveLength(1));
    const [added] = writesTo(sent, 'app/personnel/admin/add');
    expect(added.body).toEqual({ merchantId: MERCHANT_ID, name: '张晓', phone: '13900139003', role: 'waiter' });
    expect(added.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('已添加 张晓')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/merchantInfo/merchantInfo?merchantId=${MERCHANT_ID}`));
    expect(await screen.findByRole('button', { name: /张晓 13900139003/ })).toBeInTheDocument();
  });

  it("says in the person's language when the mobile has no account, keeping the input", async () => {
    const server = merchantServer();
    server.refuse['app/personnel/admin/add'] = {
      status: 404,
      msg: 'No user has registered with 13900139003: ask them to sign in to the app once first',
      error: 'merchant.userNotRegistered',
      params: { phone: '13900139003' },
    };
    mockFetch(server.answer);
    openSignedIn(ADD);
    await screen.findByLabelText('手机号');
    await fill({ 姓名: '张晓', 手机号: '13900139003' });
    await userEvent.click(screen.getByRole('button', { name: '联络员' }));
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('手机号13900139003尚未注册：请对方先登录一次本应用')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('张晓');
    expect(screen.getByRole('button', { name: '联络员' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a member from the console, changes their role, and removes them after asking', async () => {
    const server = merchantServer({ staff: [staffMember(), { ...WAITER }] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`#/pages/merchantInfo/merchantInfo`);
    await userEvent.click(await screen.findByRole('button', { name: /李服务 13900139002/ }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/merchantInfo/modifyUser?merchantId=${MERCHANT_ID}&id=2`));
    expect(await screen.findByLabelText('手机号')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '管理员' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'app/personnel/admin/change')).toHaveLength(1));
    expect(writesTo(sent, 'app/personnel/admin/change')[0].body).toEqual({ id: 2, name: '李服务', role: 'admin' });

    await userEvent.click(await screen.findByRole('button', { name: /李服务 13900139002/ }));
    await userEvent.click(await screen.findByRole('button', { name: '删除员工' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除后 李服务 将不能再为本店核销优惠券。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除员工' }));
    await waitFor(() => expect(writesTo(sent, 'app/personnel/admin/delete')).toHaveLength(1));
    expect(new URL(writesTo(sent, 'app/personnel/admin/delete')[0].url).pathname).toBe('/app/api/app/personnel/admin/delete/2');
    expect(await screen.findByText('已删除 李服务')).toBeInTheDocument();
  });

  it('the applicant stays an administrator: no other role, no removal', async () => {
    mockFetch(merchantServer().answer);
    openSignedIn(`#/pages/merchantInfo/modifyUser?merchantId=${MERCHANT_ID}&id=1`);
    expect(await screen.findByText('入驻申请人始终是管理员，不能删除或改为其他岗位')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '服务员' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '删除员工' })).not.toBeInTheDocument();
  });

  it('a waiter is told staff is for administrators', async () => {
    mockFetch(merchantServer({ user: appUser({ userId: 20, identityType: 'waiter', identities: ['waiter'] }), merchants: [myMerchant({ role: 'waiter' })] }).answer);
    openSignedIn(ADD);
    expect(await screen.findByText('只有商户管理员可以管理员工')).toBeInTheDocument();
    expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
  });
});
