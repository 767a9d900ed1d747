/**
 * Browser test of issue 12, field-grade: phones and a toll-station kiosk behind a switchable
 * network (netproxy.ts: the browser only knows the proxy, so cutting it cuts the service worker
 * too; `forwarded` is what reached the server).
 *
 * (a) The demo driver opens a signed waybill once with signal; the network is cut; the app is
 *     cold-started → the waybill shows from the phone with its "offline · updated …" note, the
 *     pickup scan and 完成装货 with a photo are kept (待发送); the network returns → exactly one of
 *     each reaches the server and the waybill moves on.
 * (b) A kiosk at the demo station used by two collectors in turn: A turns kiosk mode on, signs for
 *     a station loading without signal (queued), 换人; B sees nothing of A (name, mobile, A's
 *     waiting sign-for) and A's action is not sent under B; A back → it is sent once, for A.
 * Screenshots in artifacts/e2e/ (prefix 12x-).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { startNetProxy, type NetProxy } from './netproxy';
import { SHOTS, callAs, lastSmsCode, launchBrowser, makePhoto, phoneContext, screenOf, shot, signInOnScreen } from './support';

const PORT = Number(process.env.E2E_FIELD_PORT ?? 8381);
const DRIVER = '13800000001';
const OWNER = '13800000002';
/** The demo collectors of the first Fujian station (waybill.station-demo.ts). */
const COLLECTOR_A = { mobile: '13800000003', nickname: '演示收费员' };
const COLLECTOR_B = { mobile: '13800000004', nickname: '演示收费员二' };
const NEAR_FUZHOU = { latitude: 26.06, longitude: 119.28 };
/** One SMS code a minute per number (the server's limit): a second sign-in of A waits this long. */
const SMS_INTERVAL_MS = 61_000;

let server: Awaited<ReturnType<typeof startServer>>;
let proxy: NetProxy;
let browser: Browser;
let photo: string;

const posts = (path: string) => proxy.forwarded.filter((r) => r.method === 'POST' && r.url.startsWith(`/logistics/api/${path}`)).length;

/** Goes to a screen of the app within the open page (a hash change, no reload: works without signal). */
async function goTo(page: Page, path: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/** The signed-in session a page holds (for set-up calls straight to the server, not through the proxy). */
const logisticsGet = <T>(page: Page, path: string) => callAs<T>(page, server.url, 'GET', `/logistics/api/${path}`);

/** Waits until the service worker controls the page, so a cold start without signal finds the app. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  photo = await makePhoto(mkdtempSync(join(tmpdir(), 'tf-field-')), 'slip', '#d8c89a');
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  proxy = await startNetProxy(server.url);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

test('(a) a driver at the pickup without signal: cold start shows the waybill, scan and loading are kept and sent once', async () => {
  // The owner shows the pickup code (straight to the server: the owner has signal).
  const owner = await (await phoneContext(browser)).newPage();
  await owner.goto(`${server.url}/#/pages/login/login`);
  await signInOnScreen(owner, server.url, OWNER);

  const context: BrowserContext = await phoneContext(browser, { geolocation: NEAR_FUZHOU, permissions: ['geolocation'] });
  const driver = await context.newPage();
  await driver.goto(`${proxy.url}/#/pages/login/login`);
  await signInOnScreen(driver, server.url, DRIVER);
  const list = await logisticsGet<{ records: { waybillId: number; status: string; goodsSourceId: number }[] }>(driver, 'waybillListOfDriver?current=1&size=50');
  const signed = list.records.find((r) => r.status === 'signed');
  assert.ok(signed, 'the demo driver has a signed waybill (waiting for the pickup scan)');
  const code = (await logisticsGet<{ token: string }>(owner, `sourceQrCode?goodsSourceId=${signed.goodsSourceId}&purpose=loading`)).token;

  const detailPath = `/pages/orderDetail/orderDetail?id=${signed.waybillId}`;
  await driver.goto(`${proxy.url}/#${detailPath}`);
  await workerInControl(driver);
  await screenOf(driver, '/pages/orderDetail/orderDetail').getByRole('button', { name: '输入二维码下方的短码' }).waitFor();

  proxy.setMode('off');
  // Cold start: a new page of the same phone, nothing in memory, no signal.
  await driver.close();
  const cold = await context.newPage();
  await cold.goto(`${proxy.url}/#${detailPath}`).catch(() => undefined);
  const detail = screenOf(cold, '/pages/orderDetail/orderDetail');
  await detail.waitFor();
  const note = detail.getByTestId('offline-note');
  await note.waitFor();
  assert.match((await note.textContent()) ?? '', /离线 · \d+月\d+日 \d{2}:\d{2} 更新/);
  await shot(cold, '121-cold-start-offline');

  await detail.getByRole('button', { name: '输入二维码下方的短码' }).click();
  await cold.getByLabel('二维码下方的短码').fill(code);
  await cold.getByRole('button', { name: '确定' }).click();
  await detail.getByTestId('field-queue').getByText('待发送（1）').waitFor();
  await detail.getByRole('button', { name: '完成装货' }).click();
  const form = screenOf(cold, '/pages/loadedForm/loadedForm');
  await form.waitFor();
  await cold.getByLabel('装货重量').fill('18');
  await cold.getByLabel('上传磅单照片').setInputFiles(photo);
  await form.getByText('已存手机，联网后上传').first().waitFor();
  await shot(cold, '122-photo-kept');
  await cold.getByRole('button', { name: '确认完成装货' }).click();
  const back = screenOf(cold, '/pages/orderDetail/orderDetail');
  await back.getByTestId('field-queue').getByText('待发送（2）').waitFor();
  await shot(cold, '123-two-waiting');
  assert.equal(posts('scanningLoading'), 0);

  proxy.setMode('on');
  await back.getByTestId('field-queue').waitFor({ state: 'detached', timeout: 60_000 });
  await back.getByRole('button', { name: '扫码卸货' }).waitFor({ timeout: 30_000 });
  await shot(cold, '124-sent');
  assert.equal(posts('scanningLoading'), 1, 'one pickup scan reached the server');
  assert.equal(posts('loadingCompleted'), 1, 'one loading completion reached the server');
  // Loaded, and in transit as soon as the truck reports a position.
  const after = await logisticsGet<{ status: string }>(cold, `waybillDetail/${signed.waybillId}`);
  assert.ok(['loaded', 'inTransit'].includes(after.status), after.status);
  await context.close();
});

test('(b) a station kiosk used by two collectors in turn keeps each one’s data and queued action to themselves', async () => {
  const context = await phoneContext(browser, { geolocation: NEAR_FUZHOU, permissions: ['geolocation'] });
  const kiosk = await context.newPage();
  await kiosk.goto(`${proxy.url}/#/kiosk/home`);
  await signInOnScreen(kiosk, server.url, COLLECTOR_A.mobile);
  const firstCodeOfA = Date.now();
  const home = screenOf(kiosk, '/kiosk/home');
  await home.getByRole('button', { name: '开启本站共用终端' }).click();
  const station = (await home.getByTestId('kiosk-station').textContent()) ?? '';
  assert.match(station, /收费站|站/);
  await home.getByTestId('kiosk-person').getByText(`${COLLECTOR_A.nickname} ${COLLECTOR_A.mobile}`).waitFor();
  // Large touch targets on the kiosk.
  const switchBox = await home.getByRole('button', { name: '换人' }).boundingBox();
  assert.ok(switchBox && switchBox.height >= 56, `换人 is ${switchBox?.height} px high`);
  await shot(kiosk, '125-kiosk-home-A');

  await home.getByRole('button', { name: '站点运单' }).click();
  const waybills = screenOf(kiosk, '/pages/stationWaybill/stationWaybill');
  const card = waybills.locator('[data-testid^="station-waybill-"]').first();
  await card.waitFor();
  const signForBox = await card.getByRole('button', { name: '签收' }).boundingBox();
  assert.ok(signForBox && signForBox.height >= 56, `签收 is ${signForBox?.height} px high`);
  proxy.setMode('off');
  await card.getByRole('button', { name: '签收' }).click();
  await card.getByText('待发送').waitFor();
  await shot(kiosk, '126-A-signfor-waiting');

  await goTo(kiosk, '/kiosk/home');
  await home.getByTestId('field-queue').getByText('待发送（1）').waitFor();
  // A signs out while still without signal: with the signal back first, A (still signed in) could
  // rightly send it, and the check below would race that replay.
  await home.getByRole('button', { name: '换人' }).click();
  await kiosk.getByLabel('下一位手机号（可不填）').fill(COLLECTOR_B.mobile);
  await kiosk.getByRole('button', { name: '退出并换人' }).click();
  await screenOf(kiosk, '/pages/login/login').waitFor();
  assert.equal(await kiosk.getByLabel('手机号').inputValue(), COLLECTOR_B.mobile, 'sign-in opens with the next number');
  proxy.setMode('on');
  await kiosk.waitForTimeout(3000);
  assert.equal(posts('stationLoadingSignFor'), 0, "A's sign-for was not sent while A signed out, signal back");
  await signInOnScreen(kiosk, server.url, COLLECTOR_B.mobile);
  // Same page, no reload: B's reads are sent and shown (sign-out resets SWR, markers included).

  await home.getByTestId('kiosk-person').getByText(`${COLLECTOR_B.nickname} ${COLLECTOR_B.mobile}`).waitFor();
  await home.getByTestId('kiosk-station').getByText(station).waitFor();
  assert.equal(await home.getByTestId('field-queue').count(), 0, "B sees no waiting action of A's");
  assert.equal(await kiosk.getByText(COLLECTOR_A.mobile).count(), 0, "B sees not A's mobile");
  await shot(kiosk, '127-kiosk-home-B');
  await home.getByRole('button', { name: '站点运单' }).click();
  await card.waitFor();
  assert.equal(await card.getByText('待发送').count(), 0, "B does not see A's waiting sign-for");
  // The page replays every 20 s while its person has actions waiting: B has none, A's are not B's.
  await kiosk.waitForTimeout(25_000);
  assert.equal(posts('stationLoadingSignFor'), 0, "A's sign-for does not run under B");
  await shot(kiosk, '128-B-station-waybills');

  await goTo(kiosk, '/kiosk/home');
  await home.getByRole('button', { name: '换人' }).click();
  await kiosk.getByLabel('下一位手机号（可不填）').fill(COLLECTOR_A.mobile);
  await kiosk.getByRole('button', { name: '退出并换人' }).click();
  await screenOf(kiosk, '/pages/login/login').waitFor();
  const wait = firstCodeOfA + SMS_INTERVAL_MS - Date.now();
  if (wait > 0) await kiosk.waitForTimeout(wait);
  await signInOnScreen(kiosk, server.url, COLLECTOR_A.mobile);
  await home.getByTestId('kiosk-person').getByText(`${COLLECTOR_A.nickname} ${COLLECTOR_A.mobile}`).waitFor();
  // A's action goes out for A, once.
  for (let i = 0; i < 60 && posts('stationLoadingSignFor') === 0; i += 1) await kiosk.waitForTimeout(1000);
  await home.getByTestId('field-queue').waitFor({ state: 'detached', timeout: 30_000 });
  assert.equal(posts('stationLoadingSignFor'), 1, "A's sign-for reached the server once");
  await home.getByRole('button', { name: '站点运单' }).click();
  await card.getByText(/^已签收/).waitFor();
  await shot(kiosk, '129-A-back-signed-for');
  assert.ok(await lastSmsCode(server.url, COLLECTOR_A.mobile));
  await context.close();
});
