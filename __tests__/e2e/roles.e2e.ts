/**
 * Browser test of "each role's work first" (issue 15) at 390×844, on the demo data: for a tourist,
 * a driver, a cargo owner, a toll collector and an operator, what the app shows when it opens (the
 * manifest's start_url, the market), that the first goods card is on the first screen, that the
 * role's shortcuts and mine-tab work are its own and none of another role's, and that the role's
 * main task is reached in at most two taps from opening the app. Screenshots: artifacts/e2e/roles-*.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { SHOTS, keepDiary, launchBrowser, phoneContext, screenOf, shot, signInOnScreen, waitFor, waitForScreen } from './support';

const PORT = Number(process.env.E2E_ROLES_PORT ?? 8184);
const BAZAAR = '/pages/appIndex/bazaar';
const MINE = '/pages/appIndex/mine';
const VIEWPORT_HEIGHT = 844;

/** Every role's own shortcuts on the market, in order (components/<domain>/homeEntrances.ts). */
const SHORTCUTS = {
  tourist: ['登录', '新用户注册', '旅游商城'],
  driver: ['我的运单', '我的车辆', '驾驶员认证', 'ETC 办理', '我的车队', '车友圈'],
  cargoOwner: ['发布货源', '我的货源', '货源运单', '我的钱包'],
  tollCollector: ['代客发货', '站点货源', '站点运单', '扫码核验'],
  operator: ['审核后台', '车友圈审核', '内容发布', '商城管理'],
} as const;
type Role = keyof typeof SHORTCUTS;

/** Entrances that belong to one role only: another role must never see them, on the market or the mine tab. */
const OWN_WORK: Record<Role, string[]> = {
  tourist: ['新用户注册'],
  driver: ['我的车辆', '驾驶员认证', '我的车队', '我驾驶的车辆', '承运商邀请', 'ETC 办理', 'ETC账单', '车友圈', '行程里程'],
  cargoOwner: ['发布货源', '我的货源', '货源运单'],
  tollCollector: ['代客发货', '站点运单', '扫码核验', '收费站自助模式'],
  operator: ['审核后台', '车友圈审核', '内容发布', '商城管理'],
};

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The demo data brings a market with goods and one person per role; build: true rebuilds a stale export.
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The app as the installed PWA opens it (manifest start_url), signed in as `phone` unless a tourist. */
async function openAs(phone: string | null): Promise<{ page: Page; diary: () => string }> {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  const diary = keepDiary(page);
  if (phone) {
    await page.goto(`${server.url}/index.html#/pages/login/login`);
    await signInOnScreen(page, server.url, phone);
  }
  await page.goto(`${server.url}/index.html#${BAZAAR}`);
  if (phone) await page.reload();
  await waitForScreen(page, BAZAAR, diary, 'roles-open');
  return { page, diary };
}

/** The labels of the market's shortcut row, in order. */
async function shortcutsOf(page: Page): Promise<string[]> {
  const row = screenOf(page, BAZAAR).getByRole('navigation', { name: '快捷入口' });
  await row.waitFor();
  return (await row.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0].trim());
}

/** The first goods card is on the first screen, without scrolling. */
async function firstCardOnFirstScreen(page: Page, diary: () => string, role: Role): Promise<void> {
  const card = screenOf(page, BAZAAR).locator('[data-testid^="goods-card-"]').first();
  await waitFor(page, card, diary, `roles-${role}-card`);
  const box = await card.boundingBox();
  assert.ok(box, 'the card is laid out');
  const scrolled = await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
  assert.equal(scrolled, 0, 'nothing scrolled');
  assert.ok(box.y + Math.min(box.height, 80) <= VIEWPORT_HEIGHT, `the first goods card starts at ${Math.round(box.y)} px, under the first ${VIEWPORT_HEIGHT} px`);
}

/** Nothing of another role's own work shows in `texts`. */
function noneOfOthers(role: Role, texts: string[], where: string): void {
  for (const [other, labels] of Object.entries(OWN_WORK) as [Role, string[]][]) {
    if (other === role) continue;
    const shown = labels.filter((label) => texts.includes(label));
    assert.deepEqual(shown, [], `${role} sees ${other}'s ${shown.join(', ')} on ${where}`);
  }
}

/** The mine tab's work rows (the "我的业务" section). */
async function mineWorkOf(page: Page, diary: () => string): Promise<string[]> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '我的货运' }).click();
  await waitForScreen(page, MINE, diary, 'roles-mine');
  const work = screenOf(page, MINE).getByRole('region', { name: '我的业务' });
  await work.waitFor();
  return (await work.getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0].trim());
}

/**
 * Opens the app as `role` and checks its market: the first goods card on the first screen (the
 * operator's market is not their work), exactly the role's shortcuts, none of another role's.
 */
async function marketAs(role: Role, phone: string | null, shotName: string) {
  const { page, diary } = await openAs(phone);
  if (role !== 'operator') await firstCardOnFirstScreen(page, diary, role);
  const shortcuts = await shortcutsOf(page);
  assert.deepEqual(shortcuts, [...SHORTCUTS[role]]);
  noneOfOthers(role, shortcuts, 'the market');
  await shot(page, `roles-${shotName}-01-market`);
  const shortcut = (name: string) => screenOf(page, BAZAAR).getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name });
  return { page, diary, shortcut };
}

describe('each role meets its own work first, at 390×844', () => {
  test('a tourist: the market with goods on the first screen, sign-in and registration, nothing of a signed-in role', async () => {
    const { page, diary, shortcut } = await marketAs('tourist', null, 'tourist');
    // One tap: sign-in.
    await shortcut('登录').click();
    await waitForScreen(page, '/pages/login/login', diary, 'roles-tourist-login');
    await page.context().close();
  });

  test('a driver: goods first; a load is one tap away with 抢单; the mine tab lists the driver\'s work only', async () => {
    const { page, diary } = await marketAs('driver', '13800000001', 'driver');
    // One tap: a load, with the grab.
    await screenOf(page, BAZAAR).locator('[data-testid^="goods-card-"]').first().click();
    const detail = screenOf(page, '/pages/sourceOfGoodsDetail/sourceOfGoodsDetail');
    await waitFor(page, detail.getByRole('button', { name: '抢单' }), diary, 'roles-driver-grab');
    await shot(page, 'roles-driver-02-load');
    await page.goBack();
    const work = await mineWorkOf(page, diary);
    assert.ok(work.includes('我的运单') && work.includes('我的车辆'), `the driver's work: ${work.join(', ')}`);
    noneOfOthers('driver', work, 'the mine tab');
    await shot(page, 'roles-driver-03-mine');
    await page.context().close();
  });

  test('a cargo owner: 发布货源 is the first shortcut and one tap opens the release form', async () => {
    const { page, diary, shortcut } = await marketAs('cargoOwner', '13800000002', 'cargo-owner');
    await shortcut('发布货源').click();
    const release = screenOf(page, '/pages/releaseGoods/releaseGoods');
    await waitFor(page, release.getByRole('button', { name: '发布', exact: true }), diary, 'roles-owner-release');
    await shot(page, 'roles-cargo-owner-02-release');
    await page.goBack();
    const work = await mineWorkOf(page, diary);
    assert.ok(work.includes('发布货源') && work.includes('我的货源'), `the cargo owner's work: ${work.join(', ')}`);
    noneOfOthers('cargoOwner', work, 'the mine tab');
    await shot(page, 'roles-cargo-owner-03-mine');
    await page.context().close();
  });

  test('a toll collector: 代客发货 at their own station in one tap; station waybills open on that station', async () => {
    const { page, diary, shortcut } = await marketAs('tollCollector', '13800000003', 'collector');
    await shortcut('代客发货').click();
    const dispatch = screenOf(page, '/pages/releaseSourceOfOffline/releaseSourceOfOffline');
    await waitFor(page, dispatch, diary, 'roles-collector-dispatch');
    // The collector's own station is already chosen: no "which of 21 stations" first.
    const station = dispatch.getByRole('combobox', { name: '发货站点' });
    await waitFor(page, station.filter({ hasText: '收费站' }), diary, 'roles-collector-station');
    await shot(page, 'roles-collector-02-dispatch');
    await page.goBack();
    await shortcut('站点运单').click();
    const stationWaybills = screenOf(page, '/pages/stationWaybill/stationWaybill');
    await waitFor(page, stationWaybills.getByRole('button', { name: '更换收费站' }), diary, 'roles-collector-waybills');
    await shot(page, 'roles-collector-03-station-waybills');
    await page.goBack();
    const work = await mineWorkOf(page, diary);
    assert.ok(work.includes('代客发货') && work.includes('站点运单'), `the collector's work: ${work.join(', ')}`);
    noneOfOthers('tollCollector', work, 'the mine tab');
    await shot(page, 'roles-collector-04-mine');
    await page.context().close();
  });

  test('an operator: the review console is the one shortcut, one tap away', async () => {
    const { page, diary, shortcut } = await marketAs('operator', '13800000009', 'operator');
    await shortcut('审核后台').click();
    await waitForScreen(page, '/ops/review', diary, 'roles-operator-console');
    await shot(page, 'roles-operator-02-console');
    await page.context().close();
  });
});
