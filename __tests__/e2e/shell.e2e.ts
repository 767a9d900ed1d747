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
