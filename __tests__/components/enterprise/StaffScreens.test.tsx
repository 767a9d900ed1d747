import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { ENTERPRISE_ID, enterpriseServer, staffMember, writesTo } from './enterpriseServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

async function paste(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

const STAFF_PATH = `/app/api/enterprise/${ENTERPRISE_ID}/staff`;

describe('personManageAdd', () => {
  it('refuses a bad mobile and a missing name before sending, keeping the input', async () => {
    const { sent } = mockFetch(enterpriseServer());
    openSignedIn(`#/pages/personManageAdd/personManageAdd?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('员工手机号');
    await paste('员工手机号', '1390013');
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByLabelText('员工手机号')).toHaveValue('1390013');
    expect(writesTo(sent, STAFF_PATH)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the input", async () => {
    const { sent } = mockFetch(enterpriseServer({ refusal: { status: 400, msg: '该手机号尚未注册' } }));
    openSignedIn(`#/pages/personManageAdd/personManageAdd?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('员工手机号');
    await paste('员工手机号', '13700000000');
    await paste('员工姓名', '周调度');
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('该手机号尚未注册')).toBeInTheDocument();
    expect(screen.getByLabelText('员工姓名')).toHaveValue('周调度');
    expect(writesTo(sent, STAFF_PATH)).toHaveLength(1);
  });

  it('sends mobile, name, role and the permissions the manager ticked', async () => {
    const { sent } = mockFetch(enterpriseServer());
    openSignedIn(`#/pages/personManageAdd/personManageAdd?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('员工手机号');
    await paste('员工手机号', '13700000000');
    await paste('员工姓名', '周调度');
    await userEvent.click(screen.getByRole('button', { name: '人员管理员' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '调度' }));
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(writesTo(sent, STAFF_PATH)).toHaveLength(1));
    expect(writesTo(sent, STAFF_PATH)[0].body).toEqual({ mobile: '13700000000', name: '周调度', role: 'personManager', permissions: ['dispatch'] });
  });

  it('a person manager cannot appoint person managers or tick permissions', async () => {
    mockFetch(enterpriseServer({ role: 'personManager' }));
    openSignedIn(`#/pages/personManageAdd/personManageAdd?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('员工手机号');
    expect(screen.getByRole('button', { name: '人员管理员' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '调度' })).toBeDisabled();
  });
});

describe('personManage and personManageEdit', () => {
  it('lists the staff and opens one to edit; removal asks first and sends DELETE', async () => {
    const { sent } = mockFetch(enterpriseServer());
    openSignedIn(`#/pages/personManage/personManage?enterpriseId=${ENTERPRISE_ID}`);
    await userEvent.click(await screen.findByText('陈调度 13900139007'));
    await screen.findByLabelText('员工姓名');
    expect(screen.getByText('变更记录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除员工' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '移除员工' }));
    await waitFor(() => expect(sent.filter((each) => each.method === 'DELETE')).toHaveLength(1));
    expect(new URL(sent.find((each) => each.method === 'DELETE')!.url).pathname).toBe(`${STAFF_PATH}/31`);
  });

  it('a dispatcher is told that staff is for managers', async () => {
    mockFetch(enterpriseServer({ role: 'dispatcher' }));
    openSignedIn(`#/pages/personManage/personManage?enterpriseId=${ENTERPRISE_ID}`);
    expect(await screen.findByText(/仅企业管理员和人员管理员可以管理企业员工/)).toBeInTheDocument();
  });
});

describe('businessManage (permission console)', () => {
  it('a switch opens the permission through ownerOpeningPermission', async () => {
    const { sent } = mockFetch(enterpriseServer({ staff: [staffMember()] }));
    openSignedIn(`#/pages/businessManage/businessManage?enterpriseId=${ENTERPRISE_ID}`);
    await userEvent.click(await screen.findByRole('switch', { name: '陈调度 发货' }));
    await waitFor(() => expect(writesTo(sent, '/logistics/api/ownerOpeningPermission')).toHaveLength(1));
    expect(writesTo(sent, '/logistics/api/ownerOpeningPermission')[0].body).toEqual({ enterpriseId: ENTERPRISE_ID, staffId: 31, permission: 'releaseGoods', open: true });
  });

  it('shows a refusal from the server', async () => {
    mockFetch(enterpriseServer({ refusal: { status: 403, msg: '仅企业管理员可以开通权限' } }));
    openSignedIn(`#/pages/businessManage/businessManage?enterpriseId=${ENTERPRISE_ID}`);
    await userEvent.click(await screen.findByRole('switch', { name: '陈调度 调度' }));
    expect(await screen.findByText('仅企业管理员可以开通权限')).toBeInTheDocument();
  });
});
