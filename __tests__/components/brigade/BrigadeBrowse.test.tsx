import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { recordApiAnswer } from '@/components/ui/offlineStatus';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { renderWithApp, resetApp } from '../support';
import { brigadeServer, callsTo, pass, STORE, TRAVELLER, type ServerState } from './brigadeServer';

jest.setTimeout(30_000);

/** A tourist (no account) on `hash`: someone who opened a shared shop link. */
function openAsTourist(hash: string) {
  resetApp(hash);
  renderWithApp(<HashRouter routes={appRoutes} />);
}

const found = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 20_000 });
const hashIs = (hash: string) => waitFor(() => expect(decodeURIComponent(window.location.hash)).toBe(hash));

afterEach(() => jest.restoreAllMocks());

describe('the shop front page and catalogue', () => {
  it('shows a tourist the categories, the packages, the pass and the goods, without reading anything of a buyer', async () => {
    const { sent } = mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/home');
    const tour = await screen.findByRole('article', { name: '武夷山三日自驾' }, { timeout: 20_000 });
    expect(within(tour).getByText('¥1,280.00')).toBeInTheDocument();
    expect(within(tour).getByText('起/人')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '福建特产，3 件在售' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '一码通年卡' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '武夷岩茶 10 号' })).toBeInTheDocument();
    expect(callsTo(sent, `${STORE}/userInfos`)).toHaveLength(0);
    expect(callsTo(sent, `${STORE}/annualCard`)).toHaveLength(0);

    await userEvent.click(within(tour).getByRole('button'));
    await hashIs('#/pages/brigade/drivingDetail?productId=20');
  });

  it('says the catalogue is the stored copy when the service worker answered from its store', async () => {
    mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/home');
    await found('武夷岩茶 10 号');
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/store/api/products/list', fromCache: true, storedAt: new Date(Date.now() - 2 * 3600_000).toISOString() }));
    expect(screen.getByTestId('offline-note')).toHaveTextContent(/^离线 · .*更新（2小时前）/);
    act(() => recordApiAnswer({ type: 'tf-api-answer', path: '/store/api/products/list', fromCache: false, storedAt: new Date().toISOString() }));
    expect(screen.queryByTestId('offline-note')).not.toBeInTheDocument();
  });

  it('lists a category and loads the next page only when the reader comes within 200 px of the bottom', async () => {
    // jsdom lays nothing out: every scroll box is 2000 px tall in an 800 px frame.
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    const { sent } = mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/commodity?categoryId=1');
    expect(await found('武夷岩茶 11 号')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '福建特产 3' })).toHaveAttribute('aria-selected', 'true');
    const pages = () => callsTo(sent, `${STORE}/list`).map((call) => new URL(call.url).searchParams.get('current'));
    expect(pages()).toEqual(['1']);
    expect(new URL(callsTo(sent, `${STORE}/list`)[0].url).searchParams.get('categoryId')).toBe('1');

    const frame = document.querySelector<HTMLElement>('[data-route-frame]') as HTMLElement;
    frame.scrollTop = 950; // 250 px from the bottom
    fireEvent.scroll(frame);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pages()).toEqual(['1']);
    frame.scrollTop = 1000; // 200 px
    fireEvent.scroll(frame);
    expect(await found('武夷岩茶 12 号')).toBeInTheDocument();
    expect(pages()).toEqual(['1', '2']);
    expect(within(screen.getByRole('article', { name: '武夷岩茶 12 号' })).getByText('已售罄')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '自驾游' }));
    await hashIs('#/pages/brigade/commodity?kind=selfDrive');
    expect(await found('武夷山三日自驾')).toBeInTheDocument();
  });
});

describe('a self-drive package', () => {
  it('shows the itinerary and the departures with seats and the price per traveller; a full date cannot be chosen', async () => {
    mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/drivingDetail?productId=20');
    expect(await found('第1天 · 福州—武夷山')).toBeInTheDocument();
    expect(screen.getByText('行程安排（3 天）')).toBeInTheDocument();
    const dates = screen.getAllByRole('radio');
    expect(dates[0]).toHaveAttribute('aria-checked', 'true');
    expect(dates[0]).toHaveTextContent('余 6 座');
    expect(dates[1]).toHaveTextContent('已满');
    expect(dates[1]).toBeDisabled();
    expect(screen.getByTestId('price-per-traveller')).toHaveTextContent('¥1,280.00 /人');
  });

  it('sends a tourist to the shop’s sign-in before booking', async () => {
    mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/drivingDetail?productId=20');
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }, { timeout: 20_000 }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /登录/ }));
    await hashIs('#/pages/brigade/login?redirect=/pages/brigade/drivingPay?productId=20&departureId=5');
  });

  it('takes a buyer to the booking with the chosen date', async () => {
    mockFetch(brigadeServer());
    openSignedIn('#/pages/brigade/drivingDetail?productId=20&departureId=5');
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }, { timeout: 20_000 }));
    await hashIs('#/pages/brigade/drivingPay?productId=20&departureId=5');
  });
});

describe('goods and the cart', () => {
  it('asks a tourist to sign in with the shop’s sign-in before adding to the cart, and comes back', async () => {
    mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/productDetail?productId=10');
    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }, { timeout: 20_000 }));
    await hashIs('#/pages/brigade/login?redirect=/pages/brigade/productDetail?productId=10');
  });

  it('puts goods in the signed-in buyer’s cart, where they are ticked, counted and checked out', async () => {
    mockFetch(brigadeServer());
    openSignedIn('#/pages/brigade/productDetail?productId=10');
    expect(await found('每罐 250 克。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await found('已加入购物车')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物车，2 件' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '购物车，2 件' }));
    await hashIs('#/pages/brigade/index');
    expect(await screen.findByTestId('cart-total', {}, { timeout: 20_000 })).toHaveTextContent('¥256.00');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 武夷岩茶 10 号' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('¥0.00');
    expect(screen.getByRole('button', { name: '去结算（0）' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(screen.getByRole('button', { name: '去结算（1）' }));
    await hashIs('#/pages/brigade/pay?from=cart');
  });

  it('says a product taken off sale is gone and leads back to the shop', async () => {
    mockFetch(brigadeServer({ goodsDetail: null }));
    openAsTourist('#/pages/brigade/productDetail?productId=10');
    expect(await found('商品已下架或不存在')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去商城逛逛' }));
    await hashIs('#/pages/brigade/home');
  });
});

describe('the shop’s own sign-in', () => {
  it('sends a tourist opening the buyer’s corner to the shop’s sign-in; phone, code, then back to the corner', async () => {
    const { sent } = mockFetch(brigadeServer());
    openAsTourist('#/pages/brigade/my');
    await hashIs('#/pages/brigade/login?redirect=/pages/brigade/my');
    await userEvent.type(await screen.findByLabelText('手机号', {}, { timeout: 20_000 }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await found('验证码已发送至 138****8000')).toBeInTheDocument();
    expect(callsTo(sent, '/appserver/api/sms/send/13800138000')).toHaveLength(1);
    // The code just went out: resending waits for the server's 60 s.
    expect(screen.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('验证码'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await hashIs('#/pages/brigade/my');
    expect(callsTo(sent, '/appserver/authentication/mobile')[0].body).toMatchObject({ mobile: '13800138000', smsCode: '246810' });
    expect(await found('张三')).toBeInTheDocument();
  });
});

describe('the buyer’s corner', () => {
  it('lists the saved travellers and deletes one after asking, once', async () => {
    const state: ServerState = { travellers: [TRAVELLER] };
    const { sent } = mockFetch(brigadeServer(state));
    openSignedIn('#/pages/brigade/my');
    expect(await found('110101********1234 · 138****8000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除出行人 张三' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await found(/还没有出行人/)).toBeInTheDocument();
    const deleted = callsTo(sent, `${STORE}/userInfo/delete/4`);
    expect(deleted).toHaveLength(1);
    expect(deleted[0].method).toBe('POST');
    expect(deleted[0].headers['idempotency-key']).toBeTruthy();
  });

  it('opens the orders by status', async () => {
    mockFetch(brigadeServer());
    openSignedIn('#/pages/brigade/my');
    await userEvent.click(await screen.findByRole('button', { name: '待支付' }, { timeout: 20_000 }));
    await hashIs('#/pages/brigade/orderList?status=unpaid');
  });
});

describe('one-code annual passes', () => {
  it('shows a bound pass with its holder and an unbound one with binding', async () => {
    const bound = pass({ passId: 2, passNo: 'YK2026110100021', status: 'bound', holder: { name: '李四', idCardNoMasked: '350102********0011', photoFileId: 'q'.repeat(20), photoUrl: `/app/api/file/${'q'.repeat(20)}`, boundAt: '2026-11-02T02:00:00.000Z' } });
    mockFetch(brigadeServer({ passes: [pass(), bound] }));
    openSignedIn('#/pages/oneCode/index');
    expect(await found('YK2026112600031')).toBeInTheDocument();
    expect(screen.getByText('李四')).toBeInTheDocument();
    expect(screen.getAllByText('有效期 2026-11-26 至 2027-11-25')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '去绑定' }));
    await hashIs('#/pages/oneCode/binding?passId=3');
  });

  it('introduces the pass to a buyer without one', async () => {
    mockFetch(brigadeServer({ passes: [] }));
    openSignedIn('#/pages/oneCode/index');
    expect(await found('自支付之日起 12 个月内不限次数')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeEnabled();
  });

  it('opens the shared introduction for anyone, and sends a tourist buying to the shop’s sign-in', async () => {
    mockFetch(brigadeServer());
    openAsTourist('#/pages/oneCode/pre');
    expect(await found('合作景区免门票。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /登录/ }));
    await hashIs('#/pages/brigade/login?redirect=/pages/oneCode/buy?productId=30');
  });
});
