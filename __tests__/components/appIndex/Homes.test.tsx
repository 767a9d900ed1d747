import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appStore, saveSignIn, touristAtom } from '@/lib/state';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { goodsServer } from '../goods/goodsServer';

/** What each role's home shows (issue 15: a home per role): the bazaar's shortcuts and the mine tab's work, in order. */
const HOMES: Record<string, { bazaar: string[]; mine: string[] }> = {
  driver: { bazaar: ['我的运单', '我的车辆', '驾驶员认证', 'ETC 办理', '我的车队', '车友圈'], mine: ['我的运单', '待接派单', '我的车辆', '我驾驶的车辆', '驾驶员认证', 'ETC 办理', 'ETC账单', '我的车队', '行程里程', '承运商邀请', '我的卡券', '我的钱包', '车友圈', '我的收藏', '物流公告', '通知公告', '新闻资讯', '服务热线', '积分', '邀请有奖', '旅游商城'] },
  cargoOwner: { bazaar: ['发布货源', '我的货源', '货源运单', '我的钱包'], mine: ['发布货源', '我的货源', '货源运单', '我的钱包', '我的收藏', '物流公告', '通知公告', '新闻资讯', '服务热线', '积分', '邀请有奖', '旅游商城'] },
  tollCollector: { bazaar: ['代客发货', '站点货源', '站点运单', '扫码核验'], mine: ['代客发货', '站点货源', '站点运单', '扫码核验', '收费站自助模式', '我的收藏', '通知公告', '新闻资讯', '服务热线', '积分', '邀请有奖', '旅游商城'] },
  operator: { bazaar: ['审核后台', '车友圈审核', '内容发布', '商城管理'], mine: ['审核后台', '车友圈审核', '内容发布', '商城管理', '我的收藏', '通知公告', '新闻资讯', '服务热线', '积分', '邀请有奖', '旅游商城'] },
};

const certification = (kind: string, status: string) => ({ id: 1, kind, status, submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null });

/** The goods server, with the user acting as `identityType` and their qualification. */
function roleServer(identityType: string, { ownerApproved = true } = {}) {
  // A cargo owner not yet approved has chosen the identity but does not hold it (what releaseSource checks).
  const identities = ownerApproved ? [identityType] : [];
  const goods = goodsServer({ identities });
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/app/api/user/info') return envelope(appUser({ identityType, identities, nickname: `${identityType} Li` }));
    if (pathname === '/app/api/user/qualification') {
      const items: { kind: string; required: boolean; certification: ReturnType<typeof certification> | null }[] = [
        { kind: 'realName', required: true, certification: certification('realName', 'approved') },
      ];
      if (identityType === 'cargoOwner') items.push({ kind: 'cargoOwner', required: true, certification: ownerApproved ? certification('cargoOwner', 'approved') : null });
      return envelope({ isVerified: true, items });
    }
    if (pathname === '/logistics/api/myStations') return envelope([{ id: 3, code: 'G15-001', name: '福州收费站', highway: 'G15沈海高速', address: '', lng: 119.35, lat: 26.1, adCode: '350111' }]);
    if (pathname === '/appserver/api/logout' || pathname.endsWith('/logout')) return envelope(null);
    return goods(sent);
  };
}

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

const labels = (container: HTMLElement) => within(container).getAllByRole('button').map((button) => button.textContent);

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe.each(Object.entries(HOMES))('the home of a %s', (identityType, home) => {
  it('shows the goods first and only this role’s shortcuts in the market', async () => {
    mockFetch(roleServer(identityType));
    open('#/pages/appIndex/bazaar');
    expect(await screen.findByTestId('goods-card-42')).toBeInTheDocument();
    expect(await screen.findByText(`${identityType} Li`)).toBeInTheDocument();
    const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(labels(shortcuts)).toEqual(home.bazaar);
    expect(screen.queryByText('新用户注册')).not.toBeInTheDocument();
    expect(screen.queryByText('申请发货资质')).not.toBeInTheDocument();
  });

  it('lists only this role’s work first in the mine tab', async () => {
    mockFetch(roleServer(identityType));
    open('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    expect(labels(work)).toEqual(home.mine);
  });
});

describe('homes', () => {
  it('shows a cargo owner what releasing still needs instead of offering it and refusing', async () => {
    mockFetch(roleServer('cargoOwner', { ownerApproved: false }));
    open('#/pages/appIndex/bazaar');
    const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(await within(shortcuts).findByRole('button', { name: '发布货源 待认证' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('button', { name: '我的货源' })).toBeInTheDocument();
  });

  it('says in the mine tab which certification releasing needs', async () => {
    mockFetch(roleServer('cargoOwner', { ownerApproved: false }));
    open('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    expect(await within(work).findByText('需先通过：货主认证')).toBeInTheDocument();
  });

  it('signs out in two taps from the mine tab: the row, then the confirmation', async () => {
    const { sent } = mockFetch(roleServer('driver'));
    open('#/pages/appIndex/mine');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '退出登录' });
    expect(within(dialog).getByText('确定退出当前账号吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(appStore.get(touristAtom)).toBe(true));
    expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/pages/appIndex/bazaar'));
    expect(sent.some((each) => new URL(each.url).pathname.endsWith('/logout'))).toBe(true);
  });

  it('opens the mine tab at the top after another account signs in', async () => {
    mockFetch(roleServer('driver'));
    open('#/pages/appIndex/mine');
    await screen.findByRole('region', { name: '我的业务' });
    const frame = document.querySelector('[data-screen="/pages/appIndex/mine"]')?.closest('[data-route-frame]') as HTMLElement;
    frame.scrollTop = 420;
    frame.dispatchEvent(new Event('scroll'));
    expect(frame.scrollTop).toBe(420);
    act(() => saveSignIn({ userToken: 'next-token', logisticsToken: 'l2', userRefreshToken: 'u2', logisticsRefreshToken: 'lr2', isTourist: false }));
    expect(frame.scrollTop).toBe(0);
  });
});
