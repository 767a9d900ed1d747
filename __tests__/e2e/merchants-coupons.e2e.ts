/**
 * Browser test of issue 16, the toll-station economy, on the screens as people use them:
 * a new merchant applies and the operator approves it in the review console; the merchant adds a
 * waiter and defines a coupon batch, which the operator approves; the demo driver claims two
 * coupons and shows one; the waiter writes it off with the counter's scanner gun (it types the
 * QR's text into the code field) and a second try is refused; then, with the waiter's phone cut
 * off (netproxy.ts: the service worker too), the second coupon is checked on the phone and
 * written off into its queue, and when the signal returns exactly one write-off reaches the
 * server; the records show both, the second marked offline.
 * Screenshots in artifacts/e2e/ (prefix 16-).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { startNetProxy, type NetProxy } from './netproxy';
import { OPERATOR_MOBILE, SHOTS, approveInConsole, callAs, choose, launchBrowser, makePhoto, screenOf, shot, signedInPhone, waitForScreen } from './support';

const PORT = Number(process.env.E2E_MERCHANT_PORT ?? 8391);
const MERCHANT = '13900001601';
const WAITER = '13900001602';
const DRIVER = '13800000001';
const COUNTER = '/pages/couponVerification/couponVerification';
const COUNTER_INFO = '/pages/couponVerificationInfo/couponVerificationInfo';

let server: Awaited<ReturnType<typeof startServer>>;
let proxy: NetProxy;
let browser: Browser;
let dir: string;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'tf-merchant-'));
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  proxy = await startNetProxy(server.url);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

/** A phone signed in as `mobile`, talking to `base` (the server, or the switchable proxy in front of it). */
const phone = (mobile: string, base = server.url) => signedInPhone(browser, base, mobile);
const appGet = <T>(page: Page, path: string) => callAs<T>(page, server.url, 'GET', `/app/api/${path}`);

/** Types what a counter's scanner gun types for a coupon QR, and looks it up. */
async function scanWithGun(page: Page, qr: string) {
  await page.getByLabel('输入券码').fill(qr);
  await page.getByRole('button', { name: '查询券码' }).click();
}

test('a merchant is approved, issues coupons, and its waiter writes them off, once, with and without signal', async () => {
  // The waiter needs an account before being added; the waiter's phone goes through the proxy.
  const waiter = await phone(WAITER, proxy.url);
  const merchant = await phone(MERCHANT);
  const operator = await phone(OPERATOR_MOBILE);

  // Apply: the form and the agreement on one screen.
  await merchant.open('/pages/merchantAgreement/merchantAgreement');
  const m = merchant.page;
  await m.getByLabel('商户名称').fill('福州北服务区老王快餐');
  await m.getByLabel('经营类别').selectOption({ label: '餐饮' });
  await m.getByLabel('所在收费站或服务区').selectOption({ index: 1 });
  await m.getByLabel('店铺地址').fill('福州北服务区东侧一楼');
  await m.getByLabel('联系电话').fill('0591-87654321');
  await m.locator('input[type=file]').setInputFiles(await makePhoto(dir, 'licence', '#c9d8b6'));
  await m.getByText('licence.jpg 已上传').waitFor();
  await m.getByRole('checkbox', { name: '我已阅读并同意《商户入驻协议》' }).check();
  await m.getByRole('button', { name: '提交入驻申请' }).click();
  await waitForScreen(m, '/pages/merchantInfo/merchantInfo', merchant.diary, 'pending');
  await m.getByText('入驻申请审核中').waitFor();
  await approveInConsole(operator.page, server.url, `商家入驻审核 · ${MERCHANT}`);

  // Approved: the console (read again: the status read before the review is cached) leads to the work; add the waiter.
  await merchant.open('/pages/merchantInfo/merchantInfo');
  await m.reload();
  await m.getByRole('button', { name: '添加员工' }).click();
  await waitForScreen(m, '/pages/merchantInfo/modifyUser', merchant.diary, 'modifyUser');
  await m.getByLabel('姓名').fill('李服务');
  await m.getByLabel('手机号').fill(WAITER);
  await m.getByRole('button', { name: '添加', exact: true }).click();
  await waitForScreen(m, '/pages/merchantInfo/merchantInfo', merchant.diary, 'staff');
  await m.getByRole('button', { name: /李服务/ }).waitFor();
  await shot(m, '16a-merchant-console-with-waiter');

  // A coupon batch: ¥5 off, valid 30 days after claiming, two per person; the operator approves it.
  await merchant.open('/pages/couponManageDetails/couponManageDetails', '?create=1');
  await m.getByLabel('优惠券名称').fill('快餐立减五元');
  await m.getByLabel('面额（元）').fill('5');
  await m.getByLabel('使用门槛（元）').fill('20');
  await choose(m, '有效期', '领取后若干天');
  await m.getByLabel('领取后有效天数').fill('30');
  await m.getByLabel('发放总量（张）').fill('100');
  await m.getByLabel('每人限领（张）').fill('2');
  await m.getByRole('button', { name: '提交审核' }).click();
  await m.getByText('已提交，等待平台审核').first().waitFor();
  await approveInConsole(operator.page, server.url, `优惠券审核 · ${MERCHANT}`);
  const [{ merchantId }] = await appGet<{ merchantId: number }[]>(m, 'merchant/getMerchantInfo');
  const batches = await appGet<{ records: { id: number; name: string; status: string }[] }>(m, `merchant/consumeCoupon/list?merchantId=${merchantId}&current=1&size=20`);
  const batch = batches.records.find((b) => b.name === '快餐立减五元');
  assert.equal(batch?.status, 'approved');

  // The driver claims two and shows the first at the counter.
  const driver = await phone(DRIVER);
  const d = driver.page;
  await driver.open('/pages/couponDetails/couponDetails', `?id=${batch!.id}`);
  await d.getByRole('button', { name: '立即领取' }).click();
  await waitForScreen(d, '/pages/cardCouponDetails/cardCouponDetails', driver.diary, 'claimed');
  await driver.open('/pages/couponDetails/couponDetails', `?id=${batch!.id}`);
  await d.getByRole('button', { name: '立即领取' }).click();
  await waitForScreen(d, '/pages/cardCouponDetails/cardCouponDetails', driver.diary, 'claimed-2');
  const mine = await appGet<{ records: { id: number; code: string; qr: string; batch: { id: number } }[] }>(d, 'merchant/consumeCoupon/mine?status=unused&current=1&size=20');
  const [first, second] = mine.records.filter((c) => c.batch.id === batch!.id).sort((a, b) => a.id - b.id);
  assert.ok(first && second, 'two coupons claimed');
  await driver.open('/pages/cardCouponDetails/cardCouponDetails', `?id=${first.id}`);
  await d.getByRole('button', { name: '出示券码' }).click();
  await waitForScreen(d, '/pages/couponUse/couponUse', driver.diary, 'show');
  await d.getByRole('img', { name: '优惠券二维码' }).waitFor();
  await shot(d, '16b-driver-shows-coupon');

  // The waiter's counter, with signal: the first coupon by scanner gun, once.
  const w = waiter.page;
  await w.evaluate(() => navigator.serviceWorker.ready);
  await w.reload();
  await w.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waiter.open(COUNTER);
  await w.getByText('核销门店：福州北服务区老王快餐').waitFor();
  await scanWithGun(w, first.qr);
  await waitForScreen(w, COUNTER_INFO, waiter.diary, 'found');
  await w.getByRole('button', { name: '确认核销' }).click();
  await waitForScreen(w, '/pages/writeOffResults/writeOffResults', waiter.diary, 'done');
  await w.getByText('核销成功').waitFor();
  await d.getByText(/^已核销 ·/).waitFor({ timeout: 20_000 });
  await shot(w, '16c-waiter-written-off');
  await waiter.open(COUNTER);
  await scanWithGun(w, first.qr);
  await w.getByText(/不能重复使用/).waitFor();
  await shot(w, '16d-second-try-refused');

  // The signal goes: the second coupon is checked on the phone and waits in its queue.
  await waiter.open(COUNTER);
  const writeOffsBefore = proxy.forwarded.filter((r) => r.method === 'POST' && r.url.includes('/merchant/consume/useConsumeByCode')).length;
  proxy.setMode('off');
  await scanWithGun(w, second.qr);
  await w.getByText(/已在本机核对券码签名和有效期/).waitFor({ timeout: 30_000 });
  await w.getByRole('button', { name: '确认核销' }).click();
  await w.getByText(/已核销，待上传/).waitFor({ timeout: 30_000 });
  await shot(w, '16e-offline-written-off-waiting');
  await w.getByRole('button', { name: '核销其他券' }).click();
  await w.getByText('1 笔离线核销等待上传').waitFor();
  await shot(w, '16f-counter-one-waiting');

  // The signal returns: sent once, applied once.
  proxy.setMode('on');
  await w.getByRole('button', { name: '立即上传' }).click();
  await w.getByText('1 笔离线核销等待上传').waitFor({ state: 'detached', timeout: 60_000 });
  const delivered = proxy.forwarded.filter((r) => r.method === 'POST' && r.url.includes('/merchant/consume/useConsumeByCode')).length - writeOffsBefore;
  assert.equal(delivered, 1, 'the offline write-off reached the server once');

  const records = await appGet<{ records: { couponId: number; offline: boolean }[] }>(m, `merchant/consumeCoupon/useRecords?merchantId=${merchantId}&current=1&size=20`);
  assert.deepEqual(
    records.records.map((r) => [r.couponId, r.offline]).sort(),
    [
      [first.id, false],
      [second.id, true],
    ].sort(),
  );
  await waiter.open('/pages/writeOffRecords/writeOffRecords', `?merchantId=${merchantId}`);
  await screenOf(w, '/pages/writeOffRecords/writeOffRecords').getByText('快餐立减五元').first().waitFor();
  await shot(w, '16g-write-off-records');
});
