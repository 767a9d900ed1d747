import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { storeLinkOf } from '@/components/general/release';
import { releaseOf } from '@/components/general/releaseRead';
import { AppVersion } from '@/lib/contract/app';
import { envelope, mockFetch } from '../../lib/support';
import { renderWithApp, resetApp } from '../support';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function release(platform: string, downloadUrl: string) {
  return { versionName: '1.0.0', versionCode: 100, lastVersionCode: 90, type: 'none' as const, downloadUrl, notes: '', publishedAt: `2025-01-01T00:00:00.000Z#${platform}` };
}

/** The version call, answering each platform with the given download URL. */
function releases(urls: { Android: string; ios: string }) {
  return mockFetch((sent) => {
    const url = new URL(sent.url);
    if (url.pathname === '/app/api/app/version') {
      const platform = url.searchParams.get('platform') as 'Android' | 'ios';
      return envelope(release(platform, urls[platform]));
    }
    if (url.pathname === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
    return envelope(null);
  });
}

const SEEDED = { Android: './#/pages/share/share?platform=Android', ios: './#/pages/share/share?platform=ios' };

function openDownloadPage(agent: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  resetApp('#/');
  renderWithApp(<HashRouter routes={appRoutes} />);
}

/** What Chromium dispatches when the page may be installed. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<{ outcome: string }> };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.__tfInstallPrompt = undefined;
});

describe('the download page installs the web app', () => {
  it("offers the browser's install prompt below the web app and calls prompt() on a tap", async () => {
    releases(SEEDED);
    // Caught before the page's scripts (the layout's inline script does the same).
    const offer = installOffer('accepted');
    window.__tfInstallPrompt = offer as never;
    openDownloadPage(ANDROID_UA);
    // Once the releases are read (the buttons are drawn again with them).
    await screen.findByText('最新版本 v1.0.0，发布于 2025-01-01');
    const card = screen.getByRole('region', { name: '安装 App' });
    // In the install hint's place, so the offer arriving after the first paint moves nothing.
    const buttons = within(card).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('打开网页版');
    expect(buttons[1]).toHaveTextContent('安装到手机桌面');
    expect(within(card).queryByText(/在浏览器菜单中选择/)).not.toBeInTheDocument();
    await userEvent.click(buttons[1]);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('已安装：以后从桌面图标打开即可。')).toBeInTheDocument();
    // The offer is spent: no second install button.
    expect(within(card).queryByRole('button', { name: '安装到手机桌面' })).not.toBeInTheDocument();
  });

  it('takes an offer that arrives after the page is drawn', async () => {
    releases(SEEDED);
    openDownloadPage(ANDROID_UA);
    const card = await screen.findByRole('region', { name: '安装 App' });
    expect(within(card).queryByRole('button', { name: '安装到手机桌面' })).not.toBeInTheDocument();
    const offer = installOffer('dismissed');
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await within(card).findByRole('button', { name: '安装到手机桌面' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('shows the Add-to-Home-Screen steps on an iPhone, with the web app first', async () => {
    releases(SEEDED);
    openDownloadPage(IPHONE_UA);
    await screen.findByText('最新版本 v1.0.0，发布于 2025-01-01');
    const card = screen.getByRole('region', { name: '安装 App' });
    expect(within(card).getAllByRole('button')[0]).toHaveTextContent('打开网页版');
    const steps = await within(card).findByRole('region', { name: '添加到 iPhone 主屏幕' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('向下滑动，选择“添加到主屏幕”。')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '打开网页版' }));
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
  });

  it('shows no store links while the release records point back at this page', async () => {
    releases(SEEDED);
    openDownloadPage(ANDROID_UA);
    expect(await screen.findByText('最新版本 v1.0.0，发布于 2025-01-01')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Android 版下载/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /iPhone 版下载/ })).not.toBeInTheDocument();
  });

  it('shows a store link once a release names a real download', async () => {
    releases({ Android: 'https://downloads.example.cn/changtu-1.0.0.apk', ios: 'https://apps.apple.com/cn/app/id123' });
    openDownloadPage(ANDROID_UA);
    expect(await screen.findByRole('link', { name: /Android 版下载/ })).toHaveAttribute('href', 'https://downloads.example.cn/changtu-1.0.0.apk');
    expect(screen.getByRole('link', { name: /iPhone 版下载/ })).toHaveAttribute('href', 'https://apps.apple.com/cn/app/id123');
  });
});

describe('the release read without the request layer', () => {
  it("says why the releases could not be read, in the catalogue's words, and reads them again on retry", async () => {
    let refuse = true;
    const { sent } = mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/app/api/app/version') return envelope(null);
      if (refuse) return envelope(null, { code: '400', status: 400, msg: 'No such call: GET /x', error: 'request.noSuchCall', params: { method: 'GET', path: '/x' } });
      return envelope(release(url.searchParams.get('platform')!, SEEDED.Android));
    });
    openDownloadPage(ANDROID_UA);
    expect(await screen.findByText(/没有这个接口：GET \/x/)).toBeInTheDocument();
    expect(screen.queryByText(/最新版本/)).not.toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('最新版本 v1.0.0，发布于 2025-01-01')).toBeInTheDocument();
    // Each platform read twice (once refused, once after the retry), nothing more.
    expect(sent.filter((r) => new URL(r.url).pathname === '/app/api/app/version').map((r) => new URL(r.url).searchParams.get('platform'))).toEqual(['Android', 'ios', 'Android', 'ios']);
  });

  it('gives up on a release that never answers after the request time-out, and says so', async () => {
    jest.useFakeTimers();
    try {
      // A server that never answers: only the page's own time-out ends the wait.
      jest.spyOn(globalThis, 'fetch').mockImplementation(
        (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      openDownloadPage(ANDROID_UA);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(39_000);
      });
      expect(screen.queryByText(/请求超时/)).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(await screen.findByText(/请求超时/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not show an answer that is not a release', async () => {
    mockFetch(() => envelope({ versionName: '9.9.9', versionCode: '99' }));
    openDownloadPage(ANDROID_UA);
    expect(await screen.findByText(/服务器/)).toBeInTheDocument();
    expect(screen.queryByText(/9\.9\.9/)).not.toBeInTheDocument();
  });

  it("accepts and refuses what the contract's schema does", () => {
    const good = release('Android', './');
    const samples: unknown[] = [
      good,
      { ...good, type: 'force' },
      { ...good, extra: 1 },
      null,
      [],
      'release',
      ...Object.keys(good).flatMap((field) => [
        { ...good, [field]: undefined },
        { ...good, [field]: null },
        { ...good, [field]: 1.5 },
        { ...good, [field]: 'x' },
      ]),
    ];
    for (const sample of samples) {
      const zod = AppVersion.safeParse(sample);
      expect([sample, releaseOf(sample)]).toEqual([sample, zod.success ? zod.data : null]);
    }
  });
});

describe('a release record names a real download only when it leads away from this page', () => {
  const page = 'https://freight.example.cn/app/#/pages/share/share';
  const of = (downloadUrl: string) => storeLinkOf(release('Android', downloadUrl), page);
  it.each([['./'], ['./#/pages/share/share?platform=ios'], [''], ['/app/index.html'], ['javascript:alert(1)']])('%s is not one', (url) => {
    expect(of(url)).toBeNull();
  });
  it.each([['https://apps.apple.com/cn/app/id1'], ['./downloads/app.apk'], ['market://details?id=cn.changtu']])('%s is one', (url) => {
    expect(of(url)).not.toBeNull();
  });
});
