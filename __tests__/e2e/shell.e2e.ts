/**
 * Browser test of the client foundation: the exported PWA served from a sub-path by the real
 * server (embedded database), driven in Debian's chromium at phone size. A tourist lands on the
 * download page, opens the bazaar tab, signs up and in with an SMS code, sees themself on the mine
 * tab, and keeps the session across a reload. Screenshots of each step go to artifacts/e2e/.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { SHOTS, launchBrowser, phoneContext, screenOf, shot as shotOf, signInOnScreen } from './support';

const PORT = Number(process.env.E2E_PORT ?? 8180);
const SUBPATH = '/h5/freight/';
const PHONE = '13912345678';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
let app: string;
const failedRequests: string[] = [];
/** What the browser said about the Content-Security-Policy: anything it refused to load or run. */
const cspViolations: string[] = [];

const screen = (path: string) => screenOf(page, path);
const shot = (name: string) => shotOf(page, name);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // build: true lets the server rebuild a missing or stale export, as `npm start` does.
  server = await startServer({ port: PORT, build: true, env: { PWA_SUBPATH: SUBPATH, DEMO: '0' } });
  app = `${server.url}${SUBPATH}`;
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  page.on('requestfailed', (req) => failedRequests.push(`${req.url()} ${req.failure()?.errorText}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame|create)/i.test(message.text())) cspViolations.push(message.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().includes('/appserver/dev/')) failedRequests.push(`${res.url()} ${res.status()}`);
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the download page is the entry, served from a sub-path with every asset found', async () => {
  await page.goto(app);
  // The entry route `/` is the download page, prerendered into index.html.
  await screen('/').waitFor();
  // The release shown comes from the server.
  await page.getByText('1.0.0').first().waitFor();
  await shot('01-download-page');
  await page.goto(`${app}#/pages/share/share`);
  await screen('/pages/share/share').waitFor();
  assert.deepEqual(failedRequests, [], 'no asset or call failed when served from a sub-path');
});

/** Android and iPhone visitors, each with the install hint their phone needs. */
const VISITORS = [
  {
    name: 'an Android phone',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    hint: '在浏览器菜单中选择',
    /** Chromium offers the install (often after the first paint); Safari never does. */
    offersInstall: true,
  },
  {
    name: 'an iPhone',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    hint: '添加到 iPhone 主屏幕',
    offersInstall: false,
  },
];

for (const visitor of VISITORS) {
  test(`on ${visitor.name} the download page shows its install hint from the first paint, keeps its prerendered buttons, and nothing moves as it starts or when the browser offers the install`, async () => {
    const context = await phoneContext(browser, { userAgent: visitor.userAgent, serviceWorkers: 'block' });
    try {
      const visit = await context.newPage();
      await visit.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { tfShifts: number[] }).tfShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The scripts arrive late, as on a weak signal: the prerendered page is on screen, not yet hydrated.
      let releaseScripts = () => undefined as void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await visit.route('**/_next/static/chunks/**', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await visit.goto(app, { waitUntil: 'domcontentloaded' });
      const card = visit.getByRole('region', { name: '安装 App' });
      await card.getByText(visitor.hint).waitFor();
      for (const other of VISITORS.filter((v) => v !== visitor)) assert.equal(await card.getByText(other.hint).isVisible(), false, `${other.name}'s hint is not shown`);
      // The prerendered button a finger may already be on: the page must keep it, not build another in its place.
      const openButton = await card.getByRole('button', { name: '打开网页版' }).elementHandle();
      releaseScripts();
      // Hydrated and the release read: the version line replaces its placeholder.
      await card.getByText('1.0.0').waitFor();
      await card.getByText(visitor.hint).waitFor();
      if (visitor.offersInstall) {
        // Chromium's install offer comes when it likes, often after the first paint: its button takes the hint's place.
        // (A string: tsx would name the function property with a helper the page does not have.)
        await visit.evaluate("window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: function () { return Promise.resolve(); } }))");
        await card.getByRole('button', { name: '安装到手机桌面' }).waitFor();
      }
      assert.equal(await openButton?.evaluate((button) => button.isConnected), true, 'the prerendered "open the web app" button is still the one on the page');
      const shifts = await visit.evaluate(() => (window as unknown as { tfShifts: number[] }).tfShifts);
      assert.deepEqual(shifts, [], 'no layout shift while the download page starts');
    } finally {
      await context.close();
    }
  });
}

test('a tourist opens the bazaar tab', async () => {
  await page.goto(`${app}#/pages/appIndex/bazaar`);
  await screen('/pages/appIndex/bazaar').waitFor();
  await page.getByRole('button', { name: '登录' }).first().waitFor();
  await shot('02-bazaar-tourist');
});

test('a newcomer typing a mobile number sees the captcha picture', async () => {
  await page.goto(`${app}#/pages/newcomer/newcomer`);
  await screen('/pages/newcomer/newcomer').waitFor();
  await page.getByLabel('手机号').fill('13912340000');
  const picture = page.getByRole('img', { name: '图形验证码' });
  await picture.waitFor();
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await picture.elementHandle());
  await shot('03-newcomer-captcha');
});

test('an unknown path shows the not-found screen with a way home', async () => {
  await page.goto(`${app}#/pages/nowhere/nowhere`);
  await page.getByTestId('not-found').waitFor();
  await shot('03-not-found');
});

test('a tourist opening the mine tab is sent to sign in, signs up with an SMS code and sees themself', async () => {
  await page.goto(`${app}#/pages/appIndex/bazaar`);
  await screen('/pages/appIndex/bazaar').waitFor();
  await page.getByRole('navigation').getByRole('button', { name: '我的货运' }).click();
  await signInOnScreen(page, server.url, PHONE);
  await screen('/pages/appIndex/mine').waitFor();
  await screen('/pages/appIndex/mine').getByText('139****5678').first().waitFor();
  await shot('05-mine-signed-in');
});

test('a reload keeps the session', async () => {
  await page.reload();
  await screen('/pages/appIndex/mine').waitFor();
  await screen('/pages/appIndex/mine').getByText('139****5678').first().waitFor();
  await shot('06-mine-after-reload');
});

test('nothing the app loads or runs is refused by its Content-Security-Policy', () => {
  assert.deepEqual(cspViolations, []);
});
