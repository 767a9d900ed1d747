/**
 * Browser test of issue 18, the community, on the screens as drivers use them: the demo driver
 * posts at a toll station with two photos (each uploaded with its progress); a second driver finds
 * the post in that station's circle, likes it and comments; the first sees both. The second reports
 * it, an operator hides it on /ops/circle with a reason, and it is gone for both (feeds, the detail
 * 404) while its author sees it hidden with the reason. The first driver's invitation link brings a
 * new user who signs up on share_1; the inviter's invitation record and points show it. Last, the
 * demo driver's waybill being unloaded gets its drive through two toll stations (positions posted as
 * the phone posts them) and finishes unloading: tripRecord shows the mileage and the finished trip
 * with its track.
 * Screenshots in artifacts/e2e/ (prefix 18-).
 *
 * The server is community.server.ts (main.ts with the captcha answer known to the test). Set
 * E2E_PWA_DIR to serve an export built elsewhere instead of (re)building out/.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { driveThrough } from '../../server/src/providers/etc/tolls.drive';
import { OPERATOR_MOBILE, SHOTS, callAs, keepDiary, lastSmsCode, launchBrowser, makePhoto, phoneContext, screenOf, shot, signedInPhone, waitFor, waitForScreen } from './support';

const PORT = Number(process.env.E2E_COMMUNITY_PORT ?? 8393);
const DRIVER_A = '13800000001';
/** A second driver and the invited newcomer: numbers no seed uses. */
const DRIVER_B = '13912340181';
const INVITEE = '13912340182';
const CAPTCHA = 'K7PM';
const P = (name: string) => `/pages/${name}/${name}`;
const CIRCLE = P('circle');
const DETAIL = P('circleDetail');
const PUBLISHING = '/pages/circles/publishingCircle';
const MY_CIRCLES = '/pages/circles/myCircles';
const TEXT = '泉州收费站出口排队约1公里，ETC车道通畅，货车走右侧。';
const REASON = '排队信息与实际不符，已核实';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let dir: string;
let a: Awaited<ReturnType<typeof signedInPhone>>;
let b: Awaited<ReturnType<typeof signedInPhone>>;
let orgId: string;
let infoId: string;

const api = <T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => callAs<T>(page, server.url, method, url, body);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'tf-community-'));
  const pwaDir = process.env.E2E_PWA_DIR;
  server = await startServer({
    port: PORT,
    build: !pwaDir,
    entry: '__tests__/e2e/community.server.ts',
    env: { DEMO: '1', E2E_CAPTCHA_ANSWER: CAPTCHA, ...(pwaDir ? { PWA_DIR: pwaDir } : {}) },
  });
  browser = await launchBrowser();
  a = await signedInPhone(browser, server.url, DRIVER_A);
  b = await signedInPhone(browser, server.url, DRIVER_B);
  // The second driver is new: they choose to act as a driver, as selectThe does.
  await api(b.page, 'PUT', '/app/api/user/identity', { identityType: 'driver' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until each named photo in `scope` shows its picture (the public photo call answered with an image). */
async function photosShown(scope: Locator, names: string[]) {
  for (const name of names) {
    const img = scope.getByRole('img', { name, exact: true });
    await img.waitFor();
    for (let i = 0; !(await img.evaluate((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0)); i += 1) {
      assert.ok(i < 120, `${name} never showed its picture`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

test('a driver posts at a toll station with two photos; a second driver likes and comments; the first sees it', async () => {
  const { page } = a;
  await a.open(CIRCLE);
  const circle = screenOf(page, CIRCLE);
  await circle.getByRole('button', { name: '发布动态' }).first().click();
  await waitForScreen(page, PUBLISHING, a.diary, 'publishing');
  orgId = new URL(page.url().replace('#', '')).searchParams.get('orgId') ?? '';
  assert.match(orgId, /^\d+$/, 'the feed hands its station to the new post');

  await page.getByLabel('说点什么').fill(TEXT);
  const photos = [await makePhoto(dir, 'queue', '#7a9cc6'), await makePhoto(dir, 'lane', '#c69a7a')];
  await page.locator('input[type=file]').setInputFiles(photos);
  await page.getByText('2/9 张').waitFor();
  // Each photo uploads as soon as it is picked, its progress on its tile; wait for both to finish.
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, undefined, { timeout: 60_000 });
  await shot(page, '18-01-publishingCircle');
  await page.getByRole('button', { name: '发布', exact: true }).click();

  await waitForScreen(page, CIRCLE, a.diary, 'feed');
  const post = circle.getByRole('article').filter({ hasText: TEXT });
  await waitFor(page, post, a.diary, '18-02-circle-posted');
  await photosShown(post, ['第 1 张图片', '第 2 张图片']);
  await shot(page, '18-02-circle-posted');

  // The second driver reads the same station's circle and opens the post.
  await b.open(CIRCLE, `?orgId=${orgId}`);
  await screenOf(b.page, CIRCLE).getByText(TEXT).click();
  await waitForScreen(b.page, DETAIL, b.diary, 'detail-b');
  infoId = new URL(b.page.url().replace('#', '')).searchParams.get('infoId') ?? '';
  assert.match(infoId, /^\d+$/);
  await b.page.getByRole('button', { name: /^点赞/ }).click();
  await b.page.getByRole('button', { name: '取消点赞，已有 1 个赞' }).waitFor();
  await b.page.getByRole('textbox', { name: '评论' }).fill('谢谢提醒，我走右侧');
  await b.page.getByRole('button', { name: '发送' }).click();
  await screenOf(b.page, DETAIL).getByRole('list', { name: '评论' }).getByText('谢谢提醒，我走右侧').waitFor();
  await shot(b.page, '18-03-circleDetail-liked-commented');

  // The first driver sees the like and the comment on the post and among what their posts received.
  await a.open(DETAIL, `?infoId=${infoId}`);
  await a.page.getByText('谢谢提醒，我走右侧').waitFor();
  await a.page.getByText(/觉得很赞/).waitFor();
  await a.open(MY_CIRCLES);
  const mine = screenOf(a.page, MY_CIRCLES).getByRole('article').filter({ hasText: TEXT });
  await mine.getByText('谢谢提醒，我走右侧').waitFor();
  await mine.getByText(/赞过/).waitFor();
  await shot(a.page, '18-04-myCircles-received');
});

test('the second driver reports the post, an operator hides it, and it is gone for both', async () => {
  await b.open(DETAIL, `?infoId=${infoId}`);
  await b.page.getByRole('button', { name: '更多操作' }).click();
  await b.page.getByRole('menuitem', { name: '举报' }).click();
  await b.page.getByRole('radio', { name: '虚假信息' }).check();
  await b.page.getByRole('button', { name: '提交举报' }).click();
  await b.page.getByText('已收到举报，运营人员会尽快核实处理').waitFor();

  const operator = await signedInPhone(browser, server.url, OPERATOR_MOBILE);
  await operator.open('/ops/circle');
  const reported = screenOf(operator.page, '/ops/circle').getByRole('article').filter({ hasText: TEXT });
  await reported.getByText('虚假信息 ×1').waitFor();
  await shot(operator.page, '18-05-ops-circle-reported');
  await reported.getByRole('button', { name: '隐藏' }).click();
  await operator.page.getByLabel('隐藏原因').fill(REASON);
  await operator.page.getByRole('dialog').getByRole('button', { name: '隐藏' }).click();
  await operator.page.getByText('已隐藏，作者会看到原因').waitFor();
  await reported.waitFor({ state: 'detached' });
  await operator.page.getByRole('tab', { name: '已隐藏' }).click();
  await screenOf(operator.page, '/ops/circle').getByText(`已隐藏：${REASON}`).first().waitFor();
  await shot(operator.page, '18-06-ops-circle-hidden');

  // Gone for the reader: the detail says so and the station's feed no longer has it.
  await b.page.reload();
  await screenOf(b.page, DETAIL).getByText('该动态不存在或已被删除').waitFor();
  await shot(b.page, '18-07-circleDetail-gone');
  await feedWithoutThePost(b);

  // Gone for its author's feed too; their own list says it is hidden and why.
  await feedWithoutThePost(a);
  await a.open(MY_CIRCLES);
  const mine = screenOf(a.page, MY_CIRCLES).getByRole('article').filter({ hasText: TEXT });
  await mine.getByText(`已被隐藏：${REASON}`).waitFor();
  await shot(a.page, '18-08-myCircles-hidden');
});

test("the invitation link brings a new user who signs up; the inviter's record and points show it", async () => {
  await a.open(P('InviteFriends'));
  const link = (await a.page.getByTestId('invite-link').textContent())?.trim() ?? '';
  assert.match(link, /#\/pages\/share_1\/share_1\?recommender=\w+$/, `the invitation link: ${link}`);
  await a.page.getByRole('img', { name: '我的邀请二维码' }).waitFor();
  await shot(a.page, '18-09-InviteFriends');

  const invitee = await (await phoneContext(browser)).newPage();
  const diary = keepDiary(invitee);
  await invitee.goto(link);
  await waitForScreen(invitee, '/pages/share_1/share_1', diary, 'share_1');
  await invitee.getByLabel('手机号').fill(INVITEE);
  // The captcha picture appears once the number is typed (the test knows its answer: community.server.ts).
  await invitee.getByRole('button', { name: '看不清，换一张' }).waitFor();
  await invitee.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA);
  await invitee.getByRole('button', { name: '获取验证码' }).click();
  await invitee.getByLabel('短信验证码').fill(await lastSmsCode(server.url, INVITEE));
  await invitee.getByRole('button', { name: '注册', exact: true }).click();
  await waitFor(invitee, invitee.getByText('下载 App 开始使用'), diary, '18-share_1-register');
  await shot(invitee, '18-10-share_1-registered');

  await a.open(P('inviteFriendRecord'));
  const record = screenOf(a.page, P('inviteFriendRecord'));
  await record.getByText(new RegExp(`${INVITEE.slice(0, 3)}\\*{4}${INVITEE.slice(-4)}`)).waitFor();
  await record.getByText('+100 积分').first().waitFor();
  await shot(a.page, '18-11-inviteFriendRecord');

  await a.open(P('pointManagement'));
  await screenOf(a.page, P('pointManagement')).getByText('邀请好友注册').first().waitFor();
  await shot(a.page, '18-12-pointManagement');
});

test('a driver whose waybill was driven and unloaded sees its mileage and trip', async () => {
  const { page } = a;
  // The demo driver's waybill being unloaded (server/src/modules/money/money.demo.ts): still on its way for tracking.
  const waybills = await api<{ records: { waybillId: number; status: string; carNumber: string }[] }>(page, 'GET', '/logistics/api/waybillListOfDriver?current=1&size=50');
  const unloading = waybills.records.find((w) => w.status === 'unloading');
  assert.ok(unloading, `a demo waybill being unloaded: ${waybills.records.map((w) => `${w.carNumber} ${w.status}`).join(', ')}`);
  const { waybillId } = unloading;

  // Its drive through 泉州 and 晋江, as the driver's phone posts it (about 17 km).
  const points = driveThrough(['FJ-G15-QZ', 'FJ-G15-JJ'], { endAt: Date.now() - 60_000 });
  const posted = await api<{ accepted: number }>(page, 'POST', '/logistics/api/tracking/positions', { waybillId, points });
  assert.equal(posted.accepted, points.length);

  // Unloading finished with the signed receipt photographed: the trip ends.
  const receipt = await uploadAs(page, await makePhoto(dir, 'receipt', '#e6d3a3'));
  await api(page, 'POST', '/logistics/api/unLoadingCompleted', { waybillId, unloadedWeightKg: 17_960, receiptFileIds: [receipt] });

  await a.open(P('tripRecord'));
  const trips = screenOf(page, P('tripRecord'));
  const trip = trips.getByTestId(`trip-${waybillId}`);
  await trip.getByText('已完成').waitFor();
  const km = Number((await trip.getByText(/^[\d.]+ 公里$/).first().textContent())?.replace(/[^\d.]/g, ''));
  assert.ok(km > 15 && km < 25, `the trip's mileage: ${km} km (the drive is about 17 km)`);
  await shot(page, '18-13-tripRecord');
  await trip.getByRole('button', { name: '查看轨迹' }).click();
  await trip.getByLabel(/行驶轨迹/).first().waitFor();
  await shot(page, '18-14-tripRecord-track');
});

/**
 * Opens the station's circle on `phone` and checks the post is not in it, once the server's answer
 * has come (a feed read before is shown from the cache at first, then read again).
 */
async function feedWithoutThePost(phone: Awaited<ReturnType<typeof signedInPhone>>) {
  const answered = phone.page.waitForResponse((res) => res.url().includes('/app/api/toll/getTollContentList') && res.ok());
  await phone.open(CIRCLE, `?orgId=${orgId}`);
  await answered;
  const shown = () => screenOf(phone.page, CIRCLE).getByText(TEXT).count();
  for (let i = 0; (await shown()) > 0; i += 1) {
    assert.ok(i < 40, 'the hidden post is still in the feed');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Uploads a photo with the tokens of whoever is signed in on `page` (the hardened upload) and answers its file id. */
async function uploadAs(page: Page, file: string): Promise<string> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('tf.userToken') ?? 'null') as string);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type: 'image/jpeg' }), 'receipt.jpg');
  const res = await fetch(`${server.url}/app/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${user}`, Platform: 'H5' }, body: form });
  const envelope = (await res.json()) as { code: string; data: { fileId: string }; msg: string };
  assert.equal(envelope.code, '200', `upload: ${envelope.msg}`);
  return envelope.data.fileId;
}
