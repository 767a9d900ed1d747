import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { driverInfo, driverServer, invitation, license, postsTo } from './driverServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

const detail = {
  userId: 9,
  name: '张三',
  mobile: '13900139001',
  contactMobile: null,
  remark: null,
  joinedAt: '2026-11-21T08:00:00.000Z',
  certificationStatus: 'approved',
  licenseClass: 'A2',
  expiries: [],
  licenseNo: '110105********1232',
  licenseValidUntil: '2027-03-01',
  qualificationValidUntil: null,
  active: true,
  history: [{ enterpriseId: 5, joinedAt: '2026-11-21T08:00:00.000Z', leftAt: null, endReason: null, endedBy: null }],
};

describe('inviting a driver', () => {
  it('refuses a bad mobile before sending, then invites and lists the invitation', async () => {
    const { sent } = mockFetch(driverServer({ invitations: [invitation()] }));
    openSignedIn('#/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers');
    await screen.findByLabelText('司机手机号');
    await type('司机手机号', '1390013900');
    await userEvent.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(postsTo(sent, 'invite')).toHaveLength(0);

    await type('司机手机号', '13900139001');
    await userEvent.click(screen.getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(postsTo(sent, 'invite')).toHaveLength(1));
    expect(postsTo(sent, 'invite')[0].body).toEqual({ enterpriseId: 5, mobile: '13900139001' });
    expect(await screen.findByText('#/pages/acceptCarriersInvite/acceptCarriersInvite?id=8')).toBeInTheDocument();
    expect(await screen.findByText('张三 13900139001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回邀请' })).toBeInTheDocument();
  });

  it("shows the server's refusal (unknown mobile) and keeps the input", async () => {
    mockFetch(driverServer({ refusal: { status: 404, msg: '该手机号尚未注册' } }));
    openSignedIn('#/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers');
    await screen.findByLabelText('司机手机号');
    await type('司机手机号', '13000000000');
    await userEvent.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText('该手机号尚未注册')).toBeInTheDocument();
    expect(screen.getByLabelText('司机手机号')).toHaveValue('13000000000');
  });
});

describe('answering an invitation', () => {
  it('opens a shared link (?id=) and accepts it', async () => {
    const { sent } = mockFetch(driverServer({ info: driverInfo({ driver: license('approved') }), invitations: [invitation()] }));
    openSignedIn('#/pages/acceptCarriersInvite/acceptCarriersInvite?id=7');
    expect(await screen.findByText('「福州顺达物流有限公司」邀请您成为其司机。', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '接受邀请' }));
    await waitFor(() => expect(postsTo(sent, 'invitations/7/accept')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('[data-screen="/pages/driverLicenseInfo/driverLicenseInfo"]')).not.toBeNull());
  });

  it('shows a shared link opened by someone else (the manager) without the answer buttons', async () => {
    mockFetch(driverServer({ invitations: [invitation({ driverMobile: '13900139002' })] }));
    openSignedIn('#/pages/acceptCarriersInvite/acceptCarriersInvite?id=7');
    expect(await screen.findByText('张三 13900139002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接受邀请' })).toBeNull();
  });

  it('says accepting needs the certification and shows the refusal', async () => {
    mockFetch(driverServer({ invitations: [invitation()], refusal: { status: 403, msg: '请先通过司机认证' } }));
    openSignedIn('#/pages/acceptCarriersInvite/acceptCarriersInvite');
    expect(await screen.findByText('接受邀请需要先通过司机认证。')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '接受邀请' }));
    expect(await screen.findByText('请先通过司机认证')).toBeInTheDocument();
  });
});

describe("managing the enterprise's drivers", () => {
  it('lists the drivers and opens one', async () => {
    mockFetch(driverServer({ drivers: [detail], detail }));
    openSignedIn('#/pages/driverManage/driverManage');
    await userEvent.click(await screen.findByText('张三 · 13900139001'));
    expect(await screen.findByText('注册手机号：13900139001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除司机' })).toBeInTheDocument();
  });

  it('edits the contact mobile: a bad number is refused before sending', async () => {
    const { sent } = mockFetch(driverServer({ detail }));
    openSignedIn('#/pages/editMobile/editMobile?enterpriseId=5&driverId=9');
    await screen.findByLabelText('联系电话');
    await type('联系电话', '123');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(postsTo(sent, 'enterprise/5/drivers/9')).toHaveLength(0);
    await type('联系电话', '13711112222');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(postsTo(sent, 'enterprise/5/drivers/9')).toHaveLength(1));
    expect(postsTo(sent, 'enterprise/5/drivers/9')[0].body).toEqual({ contactMobile: '13711112222' });
  });
});
