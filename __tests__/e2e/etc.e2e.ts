/**
 * Browser test of issue 17, a truck's ETC card from application to the first toll, on the screens
 * as a driver uses them: the demo driver (certified, truck 闽A36D88) applies on etcHandling — the
 * licence photo read by the OCR provider, collection by mail, 兴业银行's withholding contract in
 * three steps with the bank's SMS code, the mailing address through the area picker — and submits;
 * the progress screen follows the local issuer as it reviews, issues and ships (its notifications
 * signed, sometimes twice, in any order); the driver activates the card with the numbers printed on
 * card and OBU (a browser has no Bluetooth bridge: the screen says so and offers typing them);
 * the truck's in-transit waybill is driven through two toll stations (its positions posted as the
 * driver's phone posts them), and the toll shows in etcBill, etcBillDetail, on the waybill with the
 * trip's net, and in capitalFlow.
 * The application needs an approved real name (the demo driver has one: docs/demo.md) and a
 * verified card of the withholding bank, set up first through the money calls.
 * Screenshots in artifacts/e2e/ (prefix 17-).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { drawLicenceFixture } from '../../server/src/providers/ocr/fixture-code';
import { driveThrough } from '../../server/src/providers/etc/tolls.drive';
import {
  SHOTS,
  callAs,
  lastSmsCode,
  launchBrowser,
  screenOf,
  shot,
  signedInPhone,
  waitForScreen,
} from './support';

const PORT = Number(process.env.E2E_ETC_PORT ?? 8392);
const DRIVER = '13800000001';
const PLATE = '闽A36D88';
const P = (name: string) => `/pages/${name}/${name}`;

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let dir: string;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'tf-etc-'));
  // The local issuer at half its default delays: submitted to shipped in about 15 s.
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1', ETC_ISSUER_TIME_SCALE: '0.5' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = (mobile: string) => signedInPhone(browser, server.url, mobile);
const api = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown) => callAs<T>(page, server.url, method, url, body);

const smsNow = async (mobile: string) => {
  const res = await fetch(`${server.url}/appserver/dev/sms/${mobile}`);
  return res.ok ? ((await res.json()) as { data: { code: string } }).data.code : null;
};

/** A Luhn-valid card number on 兴业银行's BIN (622909). */
function cibCardNumber(): string {
  const body = '62290900001234567';
  const sum = [...body].reverse().reduce((total, ch, i) => {
    let digit = Number(ch);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    return total + digit;
  }, 0);
  return body + String((10 - (sum % 10)) % 10);
}

test('a driver applies for an ETC card, follows the issuer to shipping, activates it, and sees the first toll everywhere', async () => {
  const driver = await phone(DRIVER);
  const { page } = driver;

  // --- What the application needs beside the demo driver's approved real name: a verified card of the withholding bank.
  const { accounts } = await api<{ accounts: { id: number; holderKind: string; bankStatus: string }[] }>(page, 'GET', '/logistics/api/accountInquiry');
  let wallet = accounts.find((a) => a.holderKind === 'personal')!;
  if (wallet.bankStatus !== 'opened') wallet = await api(page, 'POST', '/logistics/api/creatBankCount', { holderKind: 'personal' });
  const bankCode = await smsNow(DRIVER);
  const started = await api<{ card: { id: number } }>(page, 'POST', '/logistics/api/personalBankCard', { accountId: wallet.id, cardNumber: cibCardNumber(), mobile: DRIVER });
  await api(page, 'POST', '/logistics/api/personalBankCard/verify', { cardId: started.card.id, smsCode: await lastSmsCode(server.url, DRIVER, bankCode) });

  // --- The application, part by part.
  await driver.open(P('etcMainPage'));
  await page.getByRole('button', { name: '办理ETC' }).first().click();
  await waitForScreen(page, P('etcHandleIntro'), driver.diary, 'intro');
  await page.getByRole('button', { name: '开始办理' }).click();
  const form = screenOf(page, P('etcHandling'));
  await form.getByText('选择认证车辆或填写行驶证信息').waitFor();
  await page.getByRole('button', { name: /^车辆信息/ }).click();
  await screenOf(page, P('addETCVehicle')).getByLabel('轴数').waitFor();

  // The licence photos are read by the OCR provider into the typed form (the local provider reads
  // the fields the test documents carry; a real photo reads as nothing).
  await page.getByRole('button', { name: '填写行驶证' }).click();
  const front = join(dir, 'licence-front.jpg');
  const back = join(dir, 'licence-back.jpg');
  writeFileSync(front, await drawLicenceFixture('vehicleLicence', { plateNumber: PLATE, vehicleType: '重型厢式货车', ownerName: '王建国', vin: 'LFWSRXRJ5A1B00001', registerDate: '2020-05-18' }));
  writeFileSync(back, await drawLicenceFixture('vehicleLicenceBack', { totalWeightKg: '25000kg', approvedLoadKg: '15500kg', lengthMm: '9600×2550×3800mm' }));
  await page.locator('input[type=file]').nth(0).setInputFiles(front);
  await page.getByText(/已从照片识别并填入/).first().waitFor();
  await page.locator('input[type=file]').nth(1).setInputFiles(back);
  await page.getByText(/已从照片识别并填入：总质量/).waitFor();
  assert.equal(await page.getByLabel('车牌号').inputValue(), PLATE, 'the plate read from the licence photo');
  assert.equal(await page.getByLabel('总质量（吨）').inputValue(), '25', 'the total weight read from the licence photo, in 吨');
  await shot(page, '17-01-addETCVehicle-ocr');

  // The truck is the driver's certified one: that is the one the application goes with.
  await page.getByRole('button', { name: '我的认证车辆' }).click();
  await page.getByLabel('轴数').selectOption('3');
  await page.getByLabel('总质量（吨）').fill('25');
  await page.getByLabel('车长（米）').fill('9.6');
  await page.getByText('收费车型：货3').waitFor();
  await page.getByRole('button', { name: '下一步' }).click();
  await form.getByText(new RegExp(`${PLATE}（黄色）`)).waitFor();

  await page.getByRole('button', { name: /^领取方式/ }).click();
  await waitForScreen(page, P('selHandleMethod'), driver.diary, 'method');
  await page.getByRole('radio', { name: '邮寄到家' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await form.getByText('邮寄到家').waitFor();

  await page.getByRole('button', { name: /^扣款银行/ }).click();
  await screenOf(page, P('selHandleBank')).getByText('兴业银行').first().waitFor();
  await page.getByRole('radio', { name: /兴业银行/ }).check();
  await page.getByRole('button', { name: '下一步：签约' }).click();
  await screenOf(page, P('signing1')).getByRole('radio').first().waitFor();
  const beforeSigning = await smsNow(DRIVER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await screenOf(page, P('signing2')).getByLabel('银行短信验证码').waitFor();
  await page.getByLabel('银行短信验证码').fill(await lastSmsCode(server.url, DRIVER, beforeSigning));
  await page.getByRole('button', { name: '下一步' }).click();
  await screenOf(page, P('signing3')).getByRole('checkbox').waitFor();
  await page.getByRole('checkbox').check();
  await shot(page, '17-02-signing3');
  await page.getByRole('button', { name: '同意协议并签约' }).click();
  await form.getByText(/已签约 兴业银行/).waitFor();

  await page.getByRole('button', { name: /^收货地址/ }).click();
  await screenOf(page, P('setAddress')).getByLabel('收件人').waitFor();
  await page.getByLabel('收件人').fill('王建国');
  await page.getByLabel('手机号').fill(DRIVER);
  await page.getByLabel('详细地址').fill('湖里区枋湖北二路88号');
  await page.getByRole('button', { name: '选择所在地区' }).click();
  const city = screenOf(page, '/pages/selectCity/selectCity');
  await city.waitFor();
  for (const name of ['福建省', '厦门市', '湖里区']) {
    await city.getByText(name, { exact: true }).first().click();
    await page.waitForTimeout(500);
  }
  await screenOf(page, P('setAddress')).getByLabel('收件人').waitFor();
  await page.getByRole('button', { name: '保存' }).click();
  await form.getByText(new RegExp(`王建国 ${DRIVER}`)).waitFor();
  await shot(page, '17-03-etcHandling-complete');

  await page.getByRole('button', { name: '下一步' }).click();
  await screenOf(page, P('etcConfirm')).getByRole('button', { name: '提交申请' }).click();
  await screenOf(page, P('etcFinish')).getByText('申请已提交').waitFor();
  await page.getByRole('button', { name: '查看办理进度' }).click();
  const progress = screenOf(page, P('handlingProgressQuery'));
  await progress.waitFor();

  // --- The issuer reviews, issues and ships; the progress screen reads again by itself.
  await progress.getByText('ETC卡和OBU已寄出，收到并安装后激活').waitFor({ timeout: 120_000 });
  const [order] = (await api<{ records: { id: number; status: string; cardNo: string | null; obuNo: string | null; trackingNo?: string | null }[] }>(page, 'GET', '/app/api/etc/myOrders?current=1&size=5&scope=all')).records;
  assert.equal(order.status, 'shipped');
  assert.ok(order.cardNo && order.obuNo, 'the issued card and OBU numbers');
  await progress.getByText('快递单号').first().waitFor();
  await shot(page, '17-04-progress-shipped');

  // --- Activation: no Bluetooth bridge in a browser, so the numbers printed on card and OBU are typed.
  await progress.getByRole('button', { name: '激活' }).click();
  await waitForScreen(page, P('readCardByBlueTooth'), driver.diary, 'readCard');
  await page.getByTestId('bridge-refusal').waitFor();
  await page.getByLabel('ETC卡号').fill(order.cardNo!);
  await page.getByLabel('OBU编号').fill('3501000000000000');
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await page.getByRole('alert').first().waitFor();
  await shot(page, '17-05-activation-wrong-obu');
  await page.getByLabel('OBU编号').fill(order.obuNo!);
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await waitForScreen(page, P('myETCCards'), driver.diary, 'cards');
  await page.getByText('正常').first().waitFor();
  await shot(page, '17-06-myETCCards-active');

  // --- The truck's waybill on its way passes 泉州 and 晋江 (what the driver's phone posts while driving).
  const waybills = await api<{ records: { waybillId: number; status: string; carNumber: string }[] }>(page, 'GET', '/logistics/api/waybillListOfDriver?current=1&size=50');
  const moving = waybills.records.find((w) => ['loaded', 'inTransit', 'unloading'].includes(w.status) && w.carNumber === PLATE);
  assert.ok(moving, `a demo waybill of ${PLATE} on its way: ${waybills.records.map((w) => `${w.carNumber} ${w.status}`).join(', ')}`);
  const { waybillId } = moving;
  const points = driveThrough(['FJ-G15-QZ', 'FJ-G15-JJ'], { endAt: Date.now() - 30_000 });
  const posted = await api<{ accepted: number }>(page, 'POST', '/logistics/api/tracking/positions', { waybillId, points });
  assert.equal(posted.accepted, points.length);

  // --- The toll: in the month's bill, in its detail, on the waybill, in the wallet's flow.
  await driver.open(P('etcBill'));
  const bill = screenOf(page, P('etcBill'));
  await bill.locator('[data-testid^="toll-"]').first().waitFor({ timeout: 60_000 }).catch(async () => {
    // The withholding arrives with the issuer's notification: read the month again once.
    await page.reload();
    await bill.locator('[data-testid^="toll-"]').first().waitFor({ timeout: 60_000 });
  });
  await bill.getByText(/泉州收费站/).first().waitFor();
  const total = await page.getByTestId('month-total').innerText();
  assert.match(total, /¥\s?\d+\.\d{2}/, 'the month total in yuan');
  await shot(page, '17-07-etcBill');
  await bill.locator('[data-testid^="toll-"]').first().click();
  const detail = screenOf(page, P('etcBillDetail'));
  await detail.getByTestId('toll-amount').waitFor();
  await detail.getByText(/晋江收费站/).first().waitFor();
  await shot(page, '17-08-etcBillDetail');

  await page.getByRole('button', { name: '查看运单' }).click();
  await waitForScreen(page, P('orderDetail'), driver.diary, 'waybill');
  const tolls = page.getByRole('region', { name: '本单通行费' });
  await tolls.waitFor();
  await tolls.getByText(/泉州收费站/).first().waitFor();
  await tolls.scrollIntoViewIfNeeded();
  await shot(page, '17-09-orderDetail-tolls');

  await driver.open(P('capitalFlow'));
  await screenOf(page, P('capitalFlow')).getByText('通行费', { exact: true }).first().waitFor();
  await shot(page, '17-10-capitalFlow-toll');
});
