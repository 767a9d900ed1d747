/** Inside the messaging app's browser: its JS-SDK is loaded and configured with the server's permission config. */
import { envelope, freshClient, mockFetch, type Client } from '../support';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile MicroMessenger/8.0.50';
const config = { appId: 'wx-app', timestamp: 1700000000, nonceStr: 'abc', signature: 'sig', jsApiList: ['scanQRCode'] };

let client: Client;

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/pages/share/share';
  client = freshClient();
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.wx;
  document.head.innerHTML = '';
});

/** Script tags "load" (or fail) at once, as jsdom fetches no scripts; loading defines the SDK. */
function scriptsLoad(outcome: 'load' | 'error', sdk?: Window['wx']) {
  const added: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    const script = nodes[0] as HTMLScriptElement;
    added.push(script);
    setTimeout(() => {
      if (outcome === 'load') {
        window.wx = sdk;
        script.onload?.(new Event('load'));
      } else {
        script.onerror?.(new Event('error'));
      }
    }, 0);
  });
  return added;
}

test('loads the SDK, fetches the config for the page without its hash, keeps it and configures the SDK', async () => {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  const sdkConfig = jest.fn();
  const sdk = {
    config: sdkConfig,
    ready: (callback: () => void) => setTimeout(callback, 0),
    error: jest.fn(),
  };
  const scripts = scriptsLoad('load', sdk);
  const { sent } = mockFetch(() => envelope(config, { code: 0 }));

  expect(client.bridge.isInWeChat()).toBe(true);
  await expect(client.bridge.initWeChat()).resolves.toBe(true);
  expect(scripts[0].src).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
  expect(new URL(sent[0].url).searchParams.get('url')).toBe('http://localhost/');
  expect(sdkConfig).toHaveBeenCalledWith({ debug: false, ...config });
  expect(client.state.appStore.get(client.state.wxConfigAtom)).toEqual(config);
  // Once per page.
  await client.bridge.initWeChat();
  expect(scripts).toHaveLength(1);
});

test('offline (the SDK does not load) it fails soft', async () => {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  scriptsLoad('error');
  const { sent } = mockFetch(() => envelope(config, { code: 0 }));
  await expect(client.bridge.initWeChat()).resolves.toBe(false);
  expect(sent).toHaveLength(0);
  expect(client.state.appStore.get(client.state.wxConfigAtom)).toBeNull();
});

test('outside the messaging app nothing is loaded', async () => {
  const scripts = scriptsLoad('load');
  await expect(client.bridge.initWeChat()).resolves.toBe(false);
  expect(client.bridge.isInWeChat()).toBe(false);
  expect(scripts).toHaveLength(0);
});
