/** The bridge: the reply protocol with a fake shell, the spec's messages, and the browser fallbacks. */
import { freshClient, installFakeShell, signIn, toastText, type Client } from '../support';

let client: Client;
let bridge: Client['bridge']['bridge'];

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  client = freshClient();
  bridge = client.bridge.bridge;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete window.ReactNativeWebView;
  delete window.webkit;
});

describe('reply protocol with the shell', () => {
  test('a command goes out as JSON {id, command, args} and resolves with the reply of its id', async () => {
    const shell = installFakeShell((message) =>
      message.command === 'chooseArea'
        ? { ok: true, data: { name: 'Toll station', address: 'G60 km 120', lng: '120.1', lat: 30.2, adCode: '330100' } }
        : { ok: true, data: null },
    );
    const [area] = await Promise.all([bridge.chooseArea(), bridge.setTitle('Waybills')]);
    expect(area).toEqual({ name: 'Toll station', address: 'G60 km 120', lng: 120.1, lat: 30.2, adCode: '330100' });
    expect(shell.received).toEqual([
      { id: expect.any(String), command: 'chooseArea', args: null },
      { id: expect.any(String), command: 'setTitle', args: { title: 'Waybills' } },
    ]);
    expect(shell.received[0].id).not.toBe(shell.received[1].id);
    expect(client.bridge.isInShell()).toBe(true);
  });

  test('replies are matched by id, whatever order they come in', async () => {
    const shell = installFakeShell(() => undefined);
    const first = bridge.getAppVersion();
    const second = bridge.chooseCity();
    await Promise.resolve();
    const [versionCall, cityCall] = shell.received;
    window.__bridgeReply!(cityCall.id, { ok: true, data: { city: 'Hangzhou' } });
    window.__bridgeReply!(versionCall.id, JSON.stringify({ ok: true, data: { versionName: '2.0.0', versionCode: 200 } }));
    await expect(second).resolves.toEqual({ city: 'Hangzhou' });
    await expect(first).resolves.toEqual({ versionName: '2.0.0', versionCode: 200 });
  });

  test('the iOS port is used when present', async () => {
    const posted: string[] = [];
    window.webkit = {
      messageHandlers: {
        app: {
          postMessage: (text: string) => {
            posted.push(text);
            const { id } = JSON.parse(text) as { id: string };
            setTimeout(() => window.__bridgeReply!(id, { ok: true, data: { result: 'WB-001' } }), 0);
          },
        },
      },
    };
    await expect(bridge.openScan()).resolves.toBe('WB-001');
    expect(JSON.parse(posted[0])).toMatchObject({ command: 'openScan' });
    expect(client.bridge.currentPlatform()).toBe('ios');
  });

  test('a reply of the wrong shape is refused, not passed on', async () => {
    installFakeShell(() => ({ ok: true, data: { token: 42 } }));
    await expect(bridge.getToken()).rejects.toThrow('the app answered in an unexpected form (getToken)');
  });

  test('an envelope that is not {ok, data|error} is refused', async () => {
    installFakeShell(() => 'not json at all');
    await expect(bridge.getLocation()).rejects.toThrow('the app answered in an unexpected form (getLocation)');
  });

  test("the shell's refusal rejects with its own text", async () => {
    installFakeShell(() => ({ ok: false, error: 'the person refused location access' }));
    await expect(bridge.getLocation()).rejects.toMatchObject({ name: 'ShellError', message: 'the person refused location access' });
  });

  test('a shell that never answers: the call rejects after the reply time-out, and a late reply is ignored', async () => {
    jest.useFakeTimers();
    const shell = installFakeShell(() => undefined);
    const pending = bridge.getCarPlateNumberPhone().then(
      () => new Error('resolved'),
      (error: Error) => error,
    );
    await jest.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe('the app did not answer in time (getCarPlateNumberPhone)');
    expect(() => window.__bridgeReply!(shell.received[0].id, { ok: true, data: { carNumber: 'x', phone: 'y' } })).not.toThrow();
  });

  test('inside the shell, arguments are still checked before anything is sent', async () => {
    const shell = installFakeShell(() => ({ ok: true, data: null }));
    await expect(bridge.navigateTo('')).rejects.toThrow('url is not found');
    expect(shell.received).toHaveLength(0);
  });
});

describe("the spec's messages", () => {
  test.each([
    ['wxPay', () => bridge.wxPay(''), 'sourceId is not found'],
    ['makePhoneCall', () => bridge.makePhoneCall(''), 'phoneNumber is not found'],
    ['setTitle', () => bridge.setTitle(''), 'title is not found'],
    ['navigateTo', () => bridge.navigateTo({ url: '' }), 'url is not found'],
    ['navigateToWithBtn', () => bridge.navigateToWithBtn(undefined as never), 'url is not found'],
    ['navigateToFinish', () => bridge.navigateToFinish({ url: '', navigationBar: true }), 'url is not found'],
    ['downloadFile', () => bridge.downloadFile({ url: '' }), 'url is not found'],
    ['shareCommon', () => bridge.shareCommon({ title: 'Goods', url: '' }), 'url is not found'],
    ['startLocation, no car', () => bridge.startLocation({ waybillId: 9 }), 'carNumber is not found'],
    ['stopLocation, no waybill', () => bridge.stopLocation({ carNumber: '浙A12345' }), 'waybillId is not found'],
    ['startLocation, neither', () => bridge.startLocation({}), 'waybillId or carNumber is not found'],
    ['showRoute, neither', () => bridge.showRoute({ isEnd: 0 }), 'waybillId or carNumber is not found'],
  ])('%s -> "%s"', async (_name, call, message) => {
    await expect(call()).rejects.toMatchObject({ name: 'BridgeError', message });
  });

  test.each([
    ['wxPay', () => bridge.wxPay(12)],
    ['getCarPlateNumberPhone', () => bridge.getCarPlateNumberPhone()],
    ['refreshUserToken', () => bridge.refreshUserToken()],
    ['refreshLogisticsToken', () => bridge.refreshLogisticsToken()],
    ['getUserInfo', () => bridge.getUserInfo()],
    ['startLocation', () => bridge.startLocation({ waybillId: 9, carNumber: '浙A12345', sourceOfGoodsId: 3 })],
    ['stopLocation', () => bridge.stopLocation({ waybillId: 9, carNumber: '浙A12345' })],
    ['locationAlways', () => bridge.locationAlways()],
    ['chooseArea', () => bridge.chooseArea()],
    ['chooseCity', () => bridge.chooseCity()],
    ['showUpgradeDialog', () => bridge.showUpgradeDialog({ versionName: '2', versionCode: 2, downloadUrl: '/a.apk', force: false })],
    ['startNavigation', () => bridge.startNavigation({ lat: 30.2, lng: 120.1, name: 'Depot' })],
  ])('%s outside the app -> "Is not the specified app environment!"', async (_name, call) => {
    await expect(call()).rejects.toThrow('Is not the specified app environment!');
  });

  test.each([
    ['merchantCouponManagement', () => bridge.merchantCouponManagement({ merchantId: 1, showCreateButton: true })],
    ['navigateToMerchant', () => bridge.navigateToMerchant({ merchantId: 1 })],
    ['navigateToMerchantDetail', () => bridge.navigateToMerchantDetail({ merchantId: 1 })],
    ['verificationByScanCode', () => bridge.verificationByScanCode()],
    ['verificationByFillInCode', () => bridge.verificationByFillInCode()],
    ['editCoupon', () => bridge.editCoupon({ couponId: 5 })],
  ])('%s outside the app -> "non-app environment, cannot jump"', async (_name, call) => {
    await expect(call()).rejects.toThrow('non-app environment, cannot jump');
  });

  test('showRoute outside the app -> "needs preview in the app"', async () => {
    await expect(bridge.showRoute({ waybillId: 9, carNumber: '浙A12345', isEnd: 1 })).rejects.toThrow('needs preview in the app');
  });

  test('messages are Chinese by default', async () => {
    client = freshClient({ locale: 'zh-CN' });
    await expect(client.bridge.bridge.editCoupon()).rejects.toThrow('非App环境，无法跳转');
    await expect(client.bridge.bridge.locationAlways()).rejects.toThrow('不是指定的App环境！');
  });
});

describe('browser fallbacks', () => {
  test('setTitle sets the document title', async () => {
    await bridge.setTitle('My waybills');
    expect(document.title).toBe('My waybills');
  });

  test('navigateTo, navigateToMain and login go through the hash router', async () => {
    await bridge.navigateTo('/pages/orderDetail/orderDetail?id=3');
    expect(window.location.hash).toBe('#/pages/orderDetail/orderDetail?id=3');
    await bridge.navigateToMain();
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
    await bridge.login();
    expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fbazaar');
  });

  test('navigateBack goes back in history', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await bridge.navigateBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  test('makePhoneCall follows a tel: link; downloadFile a download link', async () => {
    const followed: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    await bridge.makePhoneCall('4001234567');
    await bridge.downloadFile({ url: 'https://files.example/agreement.pdf', fileName: 'agreement.pdf' });
    expect(followed).toEqual([
      { href: 'tel:4001234567', download: '' },
      { href: 'https://files.example/agreement.pdf', download: 'agreement.pdf' },
    ]);
  });

  test('getToken answers the stored session; getAppVersion this build', async () => {
    await expect(bridge.getToken()).resolves.toEqual({ token: '', logistics: '', isTourist: true });
    signIn(client, 'b');
    await expect(bridge.getToken()).resolves.toEqual({ token: 'user-b', logistics: 'logistics-b', isTourist: false });
    await expect(bridge.getAppVersion()).resolves.toEqual({ versionName: '1.0.0', versionCode: 100 });
  });

  test('getLocation uses the browser position', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 30.2, longitude: 120.1 } } as GeolocationPosition) },
    });
    await expect(bridge.getLocation()).resolves.toEqual({ latitude: 30.2, longitude: 120.1 });
    delete (navigator as { geolocation?: Geolocation }).geolocation;
    await expect(bridge.getLocation()).rejects.toThrow('the current position is not available');
  });

  test('a browser position failure says its cause: refused, not found or too slow', async () => {
    for (const [code, key] of [[1, 'bridge.locationDenied'], [2, 'bridge.locationUnavailable'], [3, 'bridge.locationTimeout']] as const) {
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code } as GeolocationPositionError) },
      });
      await expect(bridge.getLocation()).rejects.toMatchObject({ name: 'BridgeError', key });
    }
    delete (navigator as { geolocation?: Geolocation }).geolocation;
  });

  test('sharing without Web Share copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await bridge.shareCircle({ title: 'Toll news', content: 'Lane 3 closed', url: 'https://freight.example/#/pages/circleDetail/circleDetail?infoId=4' });
    expect(writeText).toHaveBeenCalledWith('https://freight.example/#/pages/circleDetail/circleDetail?infoId=4');
    expect(toastText(client)).toBe('link copied');
  });

  test('sharing uses Web Share when the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await bridge.shareCommon({ title: 'Goods', content: 'Coal to Ningbo', url: 'https://freight.example/g/1' });
    expect(share).toHaveBeenCalledWith({ title: 'Goods', text: 'Coal to Ningbo', url: 'https://freight.example/g/1' });
    delete (navigator as { share?: unknown }).share;
  });

  test('openScan without a camera QR reader refuses with a clear message', async () => {
    await expect(bridge.openScan()).rejects.toThrow('this browser cannot read codes with the camera: type the text shown under the code');
  });
});
