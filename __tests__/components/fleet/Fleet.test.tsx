import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { callsTo, fleetFixture, fleetServer, member } from './fleetServer';

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

afterEach(() => jest.restoreAllMocks());

describe('my fleet', () => {
  it('offers founding a fleet or scanning an invitation to someone with no fleet', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null }));
    open('#/pages/ownfleet/ownfleet');
    expect(await screen.findByText('您还没有车队。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '扫码加入车队' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '申请成为队长' }));
    expect(window.location.hash).toBe('#/pages/applyFleetLeader/applyFleetLeader');
  });

  it('shows a captain their fleet with the entrances to invite and to the details', async () => {
    mockFetch(fleetServer({ captainOf: [fleetFixture({ memberCount: 4 })], memberOf: null }));
    open('#/pages/ownfleet/ownfleet');
    expect(await screen.findByText('闽运车队')).toBeInTheDocument();
    expect(screen.getByText('队员人数：4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '邀请队员' }));
    expect(window.location.hash).toBe('#/pages/Inviteteam/Inviteteam?fleetId=3');
  });

  it('lets a member leave after confirming', async () => {
    const world = {
      captainOf: [],
      memberOf: { ...fleetFixture(), joinedAt: '2026-11-21T08:00:00.000Z' } as unknown,
      onPost: { leave: (_: unknown, w: { memberOf: unknown }) => ((w.memberOf = null), null) },
    };
    const { sent } = mockFetch(fleetServer(world));
    open('#/pages/ownfleet/ownfleet');
    await userEvent.click(await screen.findByRole('button', { name: '退出车队' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '退出车队' }));
    expect(await screen.findByText('已退出车队')).toBeInTheDocument();
    expect(callsTo(sent, 'leave').map((call) => call.body)).toEqual([{ fleetId: 3 }]);
  });
});

describe('applying to be a captain', () => {
  it('refuses a missing name and region before sending', async () => {
    const { sent } = mockFetch(fleetServer({ captainOf: [], memberOf: null }));
    open('#/pages/applyFleetLeader/applyFleetLeader');
    await userEvent.click(await screen.findByRole('button', { name: '成立车队' }));
    expect(screen.getAllByText('此项不能为空')).toHaveLength(2);
    expect(callsTo(sent, 'applyToBeAFleet')).toHaveLength(0);
  });

  it('founds the fleet with what was typed and opens my fleet', async () => {
    const world = {
      captainOf: [] as unknown[],
      memberOf: null,
      onPost: {
        applyToBeAFleet: (body: Record<string, string>, w: { captainOf: unknown[] }) => {
          const founded = fleetFixture({ fleetName: body.fleetName, region: body.region, memberCount: 0 });
          w.captainOf = [founded];
          return { ...founded, role: 'captain' };
        },
      },
    };
    const { sent } = mockFetch(fleetServer(world));
    open('#/pages/applyFleetLeader/applyFleetLeader');
    await userEvent.type(await screen.findByLabelText('车队名称'), '海峡车队');
    await userEvent.type(screen.getByLabelText('运营区域'), '福建 厦门');
    await userEvent.click(screen.getByRole('button', { name: '成立车队' }));
    expect(await screen.findByText('海峡车队')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/ownfleet/ownfleet');
    expect(callsTo(sent, 'applyToBeAFleet').map((call) => call.body)).toEqual([{ fleetName: '海峡车队', region: '福建 厦门' }]);
  });

  it("shows the server's refusal and keeps the input; warns without an approved real name", async () => {
    mockFetch(
      fleetServer({
        captainOf: [],
        memberOf: null,
        realNameStatus: 'pending',
        refuse: { applyToBeAFleet: { status: 403, msg: '请先完成实名认证' } },
      }),
    );
    open('#/pages/applyFleetLeader/applyFleetLeader');
    expect(await screen.findByText('车队需要实名：请先完成实名认证并等待审核通过。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('车队名称'), '海峡车队');
    await userEvent.type(screen.getByLabelText('运营区域'), '福建 厦门');
    await userEvent.click(screen.getByRole('button', { name: '成立车队' }));
    expect(await screen.findByText('请先完成实名认证')).toBeInTheDocument();
    expect(screen.getByLabelText('车队名称')).toHaveValue('海峡车队');
  });
});

describe('inviting', () => {
  it('shows the invitation link with its expiry and makes a new one on refresh', async () => {
    const { sent } = mockFetch(fleetServer({ captainOf: [fleetFixture()], memberOf: null }));
    open('#/pages/Inviteteam/Inviteteam?fleetId=3');
    const link = await screen.findByTestId('fleet-invite-link');
    expect(link.textContent).toMatch(/#\/pages\/acceptFleetInvite\/acceptFleetInvite\?token=3\.1900000000\.token1$/);
    expect(link.textContent?.startsWith('http://localhost/')).toBe(true);
    expect(screen.getByText(/^有效期至 2030-03-1\d \d\d:\d\d$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新二维码' }));
    expect(await screen.findByText(/token2$/)).toBeInTheDocument();
    expect(callsTo(sent, 'getFleetCaptainAuthUrl').length).toBeGreaterThanOrEqual(2);
  });
});

describe('accepting an invitation', () => {
  const invite = (standing: string) => ({ fleet: fleetFixture(), expiresAt: '2030-03-17T17:46:40.000Z', standing });

  it('shows the fleet and its captain, and joins with the token', async () => {
    const world = {
      captainOf: [],
      memberOf: null as unknown,
      invite: invite('canJoin'),
      onPost: {
        addAMember: (_: unknown, w: { memberOf: unknown }) => {
          w.memberOf = { ...fleetFixture({ memberCount: 2 }), joinedAt: '2026-11-22T08:00:00.000Z' };
          return w.memberOf;
        },
      },
    };
    const { sent } = mockFetch(fleetServer(world));
    open('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.abc');
    expect(await screen.findByText('王队长 邀请您加入车队')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加入车队' }));
    expect(await screen.findByText('已加入“闽运车队”')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/ownfleet/ownfleet');
    expect(callsTo(sent, 'addAMember').map((call) => call.body)).toEqual([{ fleetId: 3, token: '3.1900000000.abc' }]);
  });

  it('says plainly when the link has expired or is not valid', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null, refuse: { getInvite: { status: 410, msg: 'expired' } } }));
    open('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1.abc');
    expect(await screen.findByText('邀请链接已过期，请让队长重新出示二维码。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入车队' })).not.toBeInTheDocument();
  });

  it('says a broken link is not valid', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null, refuse: { getInvite: { status: 400, msg: 'bad' } } }));
    open('#/pages/acceptFleetInvite/acceptFleetInvite?token=nonsense');
    expect(await screen.findByText('邀请链接无效，请让队长重新出示二维码。')).toBeInTheDocument();
  });

  it('explains why someone already in a fleet cannot join', async () => {
    mockFetch(fleetServer({ captainOf: [], memberOf: null, invite: invite('inOtherFleet') }));
    open('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.abc');
    expect(await screen.findByText('您已在其他车队，请先退出再加入。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入车队' })).not.toBeInTheDocument();
  });
});

describe('fleet details', () => {
  it('shows the captain each member with mobile and vehicles, and removes one after confirming', async () => {
    const world = {
      captainOf: [fleetFixture()],
      memberOf: null,
      members: [member()] as unknown[],
      onPost: { removeMember: (_: unknown, w: { members?: unknown[] }) => ((w.members = []), null) },
    };
    const { sent } = mockFetch(fleetServer(world));
    open('#/pages/fleetDetail/fleetDetail?fleetId=3');
    const item = await screen.findByRole('article', { name: '李四' });
    expect(within(item).getByText('13900139000')).toBeInTheDocument();
    expect(await within(item).findByText(/闽A12345 · 重型半挂牵引车 · 9.6 米/)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: '移出车队' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '移出车队' }));
    expect(await screen.findByText('已将 李四 移出车队')).toBeInTheDocument();
    expect(await screen.findByText('还没有队员，去邀请吧。')).toBeInTheDocument();
    expect(callsTo(sent, 'removeMember').map((call) => call.body)).toEqual([{ fleetId: 3, userId: 9 }]);
  });

  it('shows a member names only, without remove', async () => {
    mockFetch(
      fleetServer({
        captainOf: [],
        memberOf: { ...fleetFixture(), joinedAt: '2026-11-21T08:00:00.000Z' },
        members: [member({ mobile: null, vehicles: null })],
      }),
    );
    open('#/pages/fleetDetail/fleetDetail?fleetId=3');
    const item = await screen.findByRole('article', { name: '李四' });
    expect(screen.getByText('队员之间仅显示姓名。')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });
});
