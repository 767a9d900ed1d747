/**
 * Shared steps of the browser tests: the phone-size browser, finding screens by their
 * data-screen, and signing in through the SMS sign-in screen with the local SMS provider's code.
 */
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/serve';

export const SHOTS = 'artifacts/e2e';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A phone-size context (390x844, Chinese), as one person's phone. */
export function phoneContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', deviceScaleFactor: 2, ...extra });
}

/** The visible root of a screen, by its path (ARCHITECTURE.md, "Screens are findable"). */
export const screenOf = (page: Page, path: string) => page.locator(`[data-screen="${path}"]:visible`).first();

export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/**
 * What a page went through, for the message of a wait that timed out: its loads, console errors,
 * failed requests and error answers, each with the seconds since the diary began. A browser test
 * that fails on a loaded CI machine then says why, not only "Timeout 30000ms exceeded".
 */
export function keepDiary(page: Page): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
  page.on('load', () => note(`load ${page.url()}`));
  page.on('console', (message) => message.type() === 'error' && note(`console: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  // Requests still unanswered when the wait gave up say as much as failed ones.
  const pending = new Map<Request, number>();
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    note(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => response.status() >= 400 && note(`HTTP ${response.status()} ${response.url()}`));
  return () => {
    const waiting = [...pending].map(([request, since]) => `unanswered for ${((Date.now() - since) / 1000).toFixed(1)} s: ${request.method()} ${request.url()}`);
    return [...lines.slice(-30), ...waiting.slice(-15)].join('\n');
  };
}

/**
 * Waits (60 s: a cold screen chunk on a loaded CI machine) for `what` on `page`; on a timeout saves
 * a screenshot `<name>-timeout.png` and fails with the page's diary.
 */
export async function waitFor(page: Page, what: Locator, diary: () => string, name: string): Promise<void> {
  try {
    await what.waitFor({ timeout: 60_000 });
  } catch (error) {
    await page.screenshot({ path: `${SHOTS}/${name}-timeout.png` }).catch(() => {});
    throw new Error(`${(error as Error).message.split('\n')[0]}\nat ${page.url()}; the page's diary:\n${diary()}`);
  }
}

/** waitFor for a screen's root. */
export const waitForScreen = (page: Page, path: string, diary: () => string, name: string) => waitFor(page, screenOf(page, path), diary, name);

/** The last SMS code the local provider sent to `phone` (development endpoint), or null when none was. */
async function smsCodeNow(serverUrl: string, phone: string): Promise<string | null> {
  const res = await fetch(`${serverUrl}/appserver/dev/sms/${phone}`);
  return res.ok ? ((await res.json()) as { data: { code: string } }).data.code : null;
}

/**
 * The last SMS code the local provider sent to `phone`, waiting up to 30 s for one other than
 * `previous` (a person signing in again must not be handed their last, spent code while the new
 * send is still on its way: a loaded CI machine takes seconds).
 */
export async function lastSmsCode(serverUrl: string, phone: string, previous: string | null = null): Promise<string> {
  for (let i = 0; i < 120; i += 1) {
    const code = await smsCodeNow(serverUrl, phone);
    if (code !== null && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new SMS code was sent to ${phone}`);
}

/** Fills in and submits the SMS sign-in screen, which the page must be showing. */
export async function signInOnScreen(page: Page, serverUrl: string, phone: string): Promise<void> {
  await screenOf(page, '/pages/login/login').waitFor();
  await page.getByLabel('手机号').fill(phone);
  const previous = await smsCodeNow(serverUrl, phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await lastSmsCode(serverUrl, phone, previous);
  assert.match(code, /^\d{6}$/);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Signed in once the app has left the sign-in screen (for the redirect or the mine tab).
  await page.locator('[data-screen="/pages/login/login"]').waitFor({ state: 'hidden' });
}

/**
 * One person's phone, signed in as `mobile` on the sign-in screen of the app at `base` (the server,
 * or a proxy in front of it); `open` goes to a screen and waits for it.
 */
export async function signedInPhone(browser: Browser, base: string, mobile: string) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const diary = keepDiary(page);
  await page.goto(`${base}/#/pages/login/login`);
  await signInOnScreen(page, base, mobile);
  const open = async (path: string, query = '') => {
    await page.goto(`${base}/#${path}${query}`);
    await waitForScreen(page, path, diary, path.split('/').pop() ?? path);
  };
  return { page, diary, open };
}

/**
 * A call with the tokens of whoever is signed in on `page`, straight to the server (set-up, and
 * what a test needs to know rather than what a screen shows). Asserts the envelope's success code
 * of the call's service and answers its data; a write carries a fresh Idempotency-Key.
 */
export async function callAs<T>(page: Page, serverUrl: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const [user, logistics] = await page.evaluate(() =>
    [localStorage.getItem('tf.userToken'), localStorage.getItem('tf.logisticsToken')].map((v) => JSON.parse(v ?? 'null') as string | null),
  );
  const res = await fetch(serverUrl + url, {
    method,
    headers: {
      Platform: 'H5',
      ...(user ? { Authorization: `Bearer ${user}` } : {}),
      ...(logistics ? { 'Logistics-Authorization': `Bearer ${logistics}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: unknown; data: T; msg: string };
  assert.ok(res.status === 200 && ['200', 'P00000', 0].includes(envelope.code as string), `${method} ${url}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** A plain photo standing in for an ID card or licence picture (the server re-encodes any JPEG). */
export async function makePhoto(dir: string, name: string, background = '#8fb3e0'): Promise<string> {
  const { default: sharp } = await import('sharp');
  const file = `${dir}/${name}.jpg`;
  await sharp({ create: { width: 856, height: 540, channels: 3, background } }).jpeg().toFile(file);
  return file;
}

/** Fills in the real-name screen (which the page must be showing) with both ID photos and submits it. */
export async function submitRealNameOnScreen(page: Page, person: { name: string; idCardNo: string }, photo: string): Promise<void> {
  const form = screenOf(page, '/pages/identityAuthentication/identityAuthentication');
  await form.waitFor();
  await page.getByLabel('真实姓名').fill(person.name);
  await page.getByLabel('身份证号').fill(person.idCardNo);
  await page.locator('input[type=file]').nth(0).setInputFiles(photo);
  await page.locator('input[type=file]').nth(1).setInputFiles(photo);
  await page.getByText('已上传').nth(1).waitFor();
  await page.getByRole('button', { name: '提交认证' }).click();
  await form.getByText('审核中').first().waitFor();
}

/**
 * Approves, in the review console the operator's page shows, the pending certification listed as
 * `<kind label> · <mobile>` (e.g. "实名认证 · 13912340001"), and waits for the queue again.
 */
export async function approveInConsole(operator: Page, serverUrl: string, item: string): Promise<void> {
  await operator.goto(`${serverUrl}/#/ops/review`);
  // The queue read when the console opened does not know what was submitted since: read it again.
  await operator.reload();
  const queue = screenOf(operator, '/ops/review');
  await queue.waitFor();
  await queue.getByText(item).first().click();
  const detail = screenOf(operator, '/ops/review/detail');
  await detail.getByRole('button', { name: '通过' }).click();
  await queue.waitFor();
  await queue.getByText(item).waitFor({ state: 'detached' });
}

/** Picks `option` in the MUI select labelled `name`. */
export async function choose(page: Page, name: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Picks `day` ('YYYY-MM-DD') in the date field labelled `label` (components/ui/DateField, a
 * read-only field opening a calendar): the year, the month, the day, then 确认, as a person does.
 */
export async function pickDate(page: Page, label: string | RegExp, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number);
  await page.getByLabel(label).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /切换为年视图|switch to year view/ }).click();
  await dialog.getByRole('radio', { name: String(year), exact: true }).click();
  await dialog.getByRole('radio').nth(month - 1).click();
  await dialog.getByRole('gridcell', { name: String(date), exact: true }).click();
  await dialog.getByRole('button', { name: /确认|OK/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Applies as a driver through addDriverLicense and uploadDriverCard (the licence number is the
 * person's real-name ID, which must be approved already) and waits for "under review".
 */
export async function applyAsDriverOnScreens(page: Page, person: { idCardNo: string }, photo: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/pages/addDriverLicense/addDriverLicense'));
  await screenOf(page, '/pages/addDriverLicense/addDriverLicense').waitFor();
  await page.getByLabel('驾驶证号').fill(person.idCardNo);
  await choose(page, '准驾车型', /^A2 /);
  await page.getByLabel('发证机关').fill('北京市公安局公安交通管理局');
  await pickDate(page, '初次领证日期', '2012-06-01');
  await pickDate(page, '有效期起', '2022-06-01');
  await pickDate(page, '有效期至', '2032-06-01');
  await page.getByRole('button', { name: '下一步：上传驾驶证照片' }).click();
  await screenOf(page, '/pages/uploadDriverCard/uploadDriverCard').waitFor();
  await page.getByLabel('上传驾驶证主页').setInputFiles(photo);
  await page.getByLabel('上传驾驶证副页').setInputFiles(photo);
  await page.getByText('已上传').nth(1).waitFor();
  await page.getByRole('button', { name: '提交认证' }).click();
  await screenOf(page, '/pages/indiDriverStatus/indiDriverStatus').getByText('审核中').first().waitFor();
}

/** Registers a heavy tractor with its licence photos through addVehicle and waits for "under review". */
export async function addVehicleOnScreens(page: Page, vehicle: { plate: string; ownerName: string }, photo: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/pages/addVehicle/addVehicle'));
  await screenOf(page, '/pages/addVehicle/addVehicle').waitFor();
  await page.getByLabel('车牌号').fill(vehicle.plate);
  await choose(page, '车牌颜色', '黄色');
  await choose(page, '车辆类型', '重型半挂牵引车');
  await choose(page, '车长', '17.5米');
  await choose(page, '能源类型', '柴油');
  await page.getByLabel(/^核定载质量/).fill('40');
  await page.getByLabel('行驶证所有人').fill(vehicle.ownerName);
  await page.getByLabel('车辆识别代号（VIN）').fill('LFWSRXSJ1K1A23456');
  await pickDate(page, '注册日期', '2019-05-20');
  await pickDate(page, /^年检有效期至/, '2027-05-31');
  await page.getByLabel('上传行驶证正页').setInputFiles(photo);
  await page.getByLabel('上传行驶证副页').setInputFiles(photo);
  await page.getByText('已上传').nth(1).waitFor();
  await page.getByRole('button', { name: '提交审核' }).click();
  await screenOf(page, '/pages/vehicleCertification/vehicleCertification').getByText('审核中').first().waitFor();
}

/**
 * A new driver certified with a vehicle through the screens: real name, driving licence and vehicle,
 * each approved in the operator console. `appUrl` is the origin the pages use (the server, or a
 * proxy in front of it); SMS codes are read from the server itself.
 */
export async function certifyDriverWithVehicleOnScreens(
  pages: { driver: Page; operator: Page },
  urls: { appUrl: string; serverUrl: string },
  person: { mobile: string; name: string; idCardNo: string },
  plate: string,
  photo: string,
): Promise<void> {
  const { driver, operator } = pages;
  await driver.goto(`${urls.appUrl}/#/pages/identityAuthentication/identityAuthentication`);
  await driver.reload();
  await signInOnScreen(driver, urls.serverUrl, person.mobile);
  await submitRealNameOnScreen(driver, person, photo);
  await operator.goto(`${urls.appUrl}/#/ops/review`);
  await signInOnScreen(operator, urls.serverUrl, OPERATOR_MOBILE);
  await approveInConsole(operator, urls.appUrl, `实名认证 · ${person.mobile}`);
  await applyAsDriverOnScreens(driver, person, photo);
  await addVehicleOnScreens(driver, { plate, ownerName: person.name }, photo);
  await approveInConsole(operator, urls.appUrl, `驾驶员认证 · ${person.mobile}`);
  await approveInConsole(operator, urls.appUrl, `车辆认证 · ${person.mobile}`);
}

/** The demo operator (server/src/db/demo.ts), who approves certifications. */
export const OPERATOR_MOBILE = '13800000009';
