/**
 * Browser test of issue 12 (one tap is one action on a weak signal): the phone talks to the server
 * through a switchable proxy (netproxy.ts) with 3 s of latency that loses the answer of the
 * release, then of the grab, AFTER the server applied them. One tap on 发布 must leave exactly one
 * goods source and end on the success screen; one tap on 抢单 must end on 抢单成功 with the
 * waybill, and exactly one waybill. Screenshots in artifacts/e2e/ (prefix 12-).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { nationalId } from '../../server/src/modules/identity/identity.testing';
import { startNetProxy, type NetProxy } from './netproxy';
import {
  SHOTS,
  certifyDriverWithVehicleOnScreens,
  launchBrowser,
  makePhoto,
  phoneContext,
  screenOf,
  shot,
  signInOnScreen,
} from './support';

const PORT = Number(process.env.E2E_WEAK_PORT ?? 8301);
const OWNER = '13800000002';
const DRIVER = { mobile: '13912341201', name: '郑师傅', idCardNo: nationalId('121') };
const PLATE = '闽A12012';
const LATENCY_MS = 3_000;
/** Long enough for a lost answer, its resends with latency, and the screen that follows. */
const ENDS_WITHIN_MS = 90_000;

let server: Awaited<ReturnType<typeof startServer>>;
let proxy: NetProxy;
let browser: Browser;
let driver: Page;
let owner: Page;
let operator: Page;
let photo: string;
let goodsSourceId = '';

/** Opens a screen afresh through the proxy (the phone only knows the proxy's origin). */
async function open(page: Page, path: string) {
  await page.goto(`${proxy.url}/#${path}`);
  await page.reload();
}

/** Reads a logistics list as the person signed in on `page` (their token, straight to the server). */
async function listAs(page: Page, path: string): Promise<{ total: number; records: { id?: number; waybillId?: number }[] }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tf.logisticsToken') ?? 'null') as string | null);
  assert.ok(token, 'signed in');
  const answer = await fetch(`${server.url}/logistics/api${path}`, { headers: { 'Logistics-Authorization': `Bearer ${token}` } });
  return ((await answer.json()) as { data: { total: number; records: { id?: number; waybillId?: number }[] } }).data;
}

const posts = (path: string) => proxy.forwarded.filter((r) => r.method === 'POST' && r.url.startsWith(`/logistics/api${path}`)).length;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  photo = await makePhoto(mkdtempSync(join(tmpdir(), 'tf-weak-')), 'licence', '#c9e0a3');
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  proxy = await startNetProxy(server.url, PORT + 1);
  browser = await launchBrowser();
  driver = await (await phoneContext(browser)).newPage();
  owner = await (await phoneContext(browser)).newPage();
  operator = await (await phoneContext(browser)).newPage();
});

after(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

test('a driver gets certified with a vehicle (good signal)', async () => {
  await certifyDriverWithVehicleOnScreens({ driver, operator }, { appUrl: proxy.url, serverUrl: server.url }, DRIVER, PLATE, photo);
});

test('one tap on 发布 with 3 s latency and the answer lost: exactly one source, and the success screen', async () => {
  await open(owner, '/pages/releaseGoods/releaseGoods');
  await signInOnScreen(owner, server.url, OWNER);
  const form = screenOf(owner, '/pages/releaseGoods/releaseGoods');
  await form.waitFor();
  await owner.getByLabel('装货地 省').selectOption({ label: '福建省' });
  await owner.getByLabel('装货地 市').selectOption({ label: '福州市' });
  await owner.getByLabel('装货地 区县').selectOption({ label: '鼓楼区' });
  await owner.getByLabel('装货详细地址').fill('五四路 12 号仓库');
  await owner.getByLabel('卸货地 省').selectOption({ label: '广东省' });
  await owner.getByLabel('卸货地 市').selectOption({ label: '深圳市' });
  await owner.getByLabel('卸货详细地址').fill('宝安区物流园 12 号门');
  await owner.getByLabel('货物类型').selectOption({ label: '普通货物' });
  await owner.getByLabel('货物重量（吨）').fill('18');
  await owner.getByLabel('每车运费（元）').fill('5200');
  await owner.getByLabel('联系人姓名').fill('周货主');
  const before = (await listAs(owner, '/listOfCargoOwner?current=1&size=50')).total;

  proxy.setLatency(LATENCY_MS);
  // Two answers lost: Chromium itself resends a request when a reused connection closes without
  // an answer (the same request, so the same key), then the app resends the tap's key. Which of
  // the two resends wins varies; what the person sees must not (the app's own resend with its
  // "信号不好" notice is covered in __tests__/components/goods/Grab.test.tsx).
  proxy.dropAnswers({ match: (method, url) => method === 'POST' && url.startsWith('/logistics/api/releaseSource'), times: 2 });
  await owner.getByRole('button', { name: '发布', exact: true }).click();
  await screenOf(owner, '/pages/released/released').getByText('货源已发布，司机现在可以抢单了。').waitFor({ timeout: ENDS_WITHIN_MS });
  await shot(owner, '12-released-once');
  goodsSourceId = new URL(owner.url()).hash.match(/id=(\d+)/)?.[1] ?? '';
  assert.ok(goodsSourceId);

  assert.equal(proxy.dropped(), 2, 'the answers were lost after the server applied the release');
  assert.ok(posts('/releaseSource') >= 3, 'the release was sent again after both losses');
  const after = await listAs(owner, '/listOfCargoOwner?current=1&size=50');
  assert.equal(after.total, before + 1, 'one tap made exactly one goods source');
  assert.equal(String(after.records[0].id), goodsSourceId);
});

test('a grab whose answer is lost ends on 抢单成功 with the waybill, and exactly one waybill', async () => {
  proxy.setLatency(0);
  await open(driver, `/pages/sourceOfGoodsDetail/sourceOfGoodsDetail?id=${goodsSourceId}`);
  const detail = screenOf(driver, '/pages/sourceOfGoodsDetail/sourceOfGoodsDetail');
  await detail.getByLabel(PLATE).check();
  const before = (await listAs(driver, '/waybillListOfDriver?current=1&size=50')).total;

  proxy.setLatency(LATENCY_MS);
  proxy.dropAnswers({ match: (method, url) => method === 'POST' && url.startsWith('/logistics/api/grabOrder'), times: 2 });
  await detail.getByRole('button', { name: '抢单' }).click();
  await driver.getByText('抢单成功').waitFor({ timeout: ENDS_WITHIN_MS });
  await driver.waitForURL(/orderDetail\/orderDetail\?id=\d+/, { timeout: ENDS_WITHIN_MS });
  const waybillId = new URL(driver.url()).hash.match(/id=(\d+)/)?.[1] ?? '';
  await screenOf(driver, '/pages/orderDetail/orderDetail').getByText(PLATE).first().waitFor({ timeout: ENDS_WITHIN_MS });
  await shot(driver, '12-grabbed-once');
  proxy.setLatency(0);

  assert.equal(proxy.dropped(), 4, 'the grab answers were lost too');
  assert.ok(posts('/grabOrder') >= 3, 'the grab was sent again after both losses');
  const after = await listAs(driver, '/waybillListOfDriver?current=1&size=50');
  assert.equal(after.total, before + 1, 'one tap made exactly one waybill');
  assert.equal(String(after.records[0].waybillId), waybillId);
});
