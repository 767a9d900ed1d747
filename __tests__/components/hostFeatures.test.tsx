/**
 * What the screens ask of the place they run in: inside the shell a phone number calls through the
 * host's makePhoneCall and a link opens its screen through navigateTo (a refusing host leaves the
 * hash router to it); in a plain browser the tel: link and the hash router do. In the messaging
 * app's browser the share card is set on goods detail, carrier invitations and fleet invites.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { Link } from '@/components/router/Link';
import { appRoutes } from '@/components/router/routes';
import { envelope, installFakeShell, mockFetch, type Answer } from '../lib/support';
import { invitation, driverServer } from './driver/driverServer';
import { fleetFixture, fleetServer } from './fleet/fleetServer';
import { goodsServer, goodsSource } from './goods/goodsServer';
import { renderWithApp, resetApp, signInLocally } from './support';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile MicroMessenger/8.0.50';
const wxConfig = { appId: 'wx-app', timestamp: 1700000000, nonceStr: 'abc', signature: 'sig', jsApiList: ['updateAppMessageShareData'] };

jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  delete window.ReactNativeWebView;
  delete window.wx;
});

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

describe('inside the shell', () => {
  test("a goods source's contact number calls through the host's makePhoneCall", async () => {
    mockFetch(goodsServer({ source: { ...goodsSource(), contactMobile: '13900139000' } }));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    const number = await screen.findByRole('link', { name: '13900139000' });
    expect(number).toHaveAttribute('href', 'tel:13900139000');
    const shell = installFakeShell(() => ({ ok: true, data: null }));
    await userEvent.click(number);
    await waitFor(() => expect(shell.received.find((m) => m.command === 'makePhoneCall')?.args).toEqual({ phoneNumber: number.textContent }));
  });

  test("a link opens its screen through the host's navigateTo; the page stays where it is", async () => {
    resetApp('#/pages/appIndex/mine');
    const shell = installFakeShell(() => ({ ok: true, data: null }));
    renderWithApp(<Link to="/pages/orderDetail/orderDetail" query={{ id: '3' }}>waybill 3</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'waybill 3' }));
    await waitFor(() => expect(shell.received.find((m) => m.command === 'navigateTo')?.args).toEqual({ url: '/pages/orderDetail/orderDetail?id=3' }));
    expect(window.location.hash).toBe('#/pages/appIndex/mine');
  });

  test('a host that refuses navigateTo leaves the screen to the hash router', async () => {
    resetApp('#/pages/appIndex/mine');
    installFakeShell(() => ({ ok: false, error: 'unknown command' }));
    renderWithApp(<Link to="/pages/orderDetail/orderDetail" query={{ id: '3' }}>waybill 3</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'waybill 3' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=3'));
  });
});

test('in a plain browser a link goes through the hash router', async () => {
  resetApp('#/pages/appIndex/mine');
  renderWithApp(<Link to="/pages/orderDetail/orderDetail" query={{ id: '3' }}>waybill 3</Link>);
  await userEvent.click(screen.getByRole('link', { name: 'waybill 3' }));
  expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=3');
});

describe('the share card in the messaging app', () => {
  /** The messaging app's browser: its SDK "loads" (jsdom fetches no scripts) and records the cards set. */
  function inMessagingApp(server: Answer) {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const cards: Array<Record<string, string>> = [];
    const moments: Array<Record<string, string>> = [];
    // The SDK is loaded once per page (the module keeps it); each test gives it a fresh recorder.
    window.wx = {
      config: () => undefined,
      ready: (callback) => setTimeout(callback, 0),
      error: () => undefined,
      updateAppMessageShareData: (card) => cards.push(card),
      updateTimelineShareData: (card) => moments.push(card),
    };
    const append = document.head.append.bind(document.head);
    jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      append(...nodes);
      setTimeout(() => (nodes[0] as HTMLScriptElement).onload?.(new Event('load')), 0);
    });
    mockFetch((sent, index) => (sent.url.includes('/products/wxConfig') ? envelope(wxConfig, { code: 0 }) : server(sent, index)));
    return { cards, moments };
  }

  test('goods detail: the route, the freight and the link to the source', async () => {
    const { cards, moments } = inMessagingApp(goodsServer({}));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    await waitFor(() => expect(cards).toHaveLength(1));
    expect(cards[0]).toEqual({
      title: '福州市鼓楼区 → 深圳市 有货待运',
      desc: expect.stringContaining('运费 ¥3,500.50/车'),
      link: 'http://localhost/#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42',
      imgUrl: 'http://localhost/icons/icon-192.png',
    });
    expect(moments[0]).toEqual({ title: cards[0].title, link: cards[0].link, imgUrl: cards[0].imgUrl });
  });

  test("a carrier's invitation: who invites, and the link to that invitation", async () => {
    const { cards } = inMessagingApp(driverServer({ invitations: [invitation()] }));
    open('#/pages/acceptCarriersInvite/acceptCarriersInvite?id=7');
    await waitFor(() => expect(cards).toHaveLength(1));
    expect(cards[0]).toMatchObject({
      title: '福州顺达物流有限公司 邀请你成为合作司机',
      link: 'http://localhost/#/pages/acceptCarriersInvite/acceptCarriersInvite?id=7',
    });
  });

  test("a fleet invitation: the fleet, its captain and the invitation's own link", async () => {
    const { cards } = inMessagingApp(
      fleetServer({ captainOf: [], memberOf: null, invite: { fleet: fleetFixture(), expiresAt: '2030-03-17T17:46:40.000Z', standing: 'canJoin' } }),
    );
    open('#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.abc');
    await waitFor(() => expect(cards).toHaveLength(1));
    expect(cards[0]).toMatchObject({
      title: '邀请你加入车队「闽运车队」',
      desc: expect.stringContaining('王队长'),
      link: 'http://localhost/#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.abc',
    });
  });

  test("the captain's QR invite page shares the invitation link, not the page itself", async () => {
    const { cards } = inMessagingApp(fleetServer({ captainOf: [fleetFixture()], memberOf: null }));
    open('#/pages/Inviteteam/Inviteteam?fleetId=3');
    await waitFor(() => expect(cards.length).toBeGreaterThanOrEqual(1));
    expect(cards.at(-1)).toMatchObject({
      title: '邀请你加入我的车队',
      link: 'http://localhost/#/pages/acceptFleetInvite/acceptFleetInvite?token=3.1900000000.token1',
    });
  });

  test('outside the messaging app no card is set', async () => {
    const cards: unknown[] = [];
    window.wx = { config: () => undefined, ready: (callback) => callback(), error: () => undefined, updateAppMessageShareData: (card) => cards.push(card) };
    mockFetch(goodsServer({}));
    open('#/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=42');
    await screen.findByText('福州市鼓楼区 → 深圳市');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cards).toHaveLength(0);
  });
});
