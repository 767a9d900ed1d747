/**
 * Browser test of issue 4 beyond real name: a new user becomes a certified driver with a vehicle,
 * a carrier enterprise invites that driver and the driver accepts, and the driver, now a captain,
 * founds a fleet that a second user joins through the QR invite link. Each person has their own
 * phone-size browser context; the demo operator approves every certification in the review
 * console. Screenshots go to artifacts/e2e/ (prefix 2x-).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { nationalId } from '../../server/src/modules/identity/identity.testing';
import {
  SHOTS,
  addVehicleOnScreens,
  applyAsDriverOnScreens,
  approveInConsole,
  keepDiary,
  launchBrowser,
  makePhoto,
  phoneContext,
  screenOf,
  shot,
  signInOnScreen,
  submitRealNameOnScreen,
  waitFor,
} from './support';

const PORT = Number(process.env.E2E_VEHICLES_PORT ?? 8182);
const OPERATOR = '13800000009';
/** The driver (later a fleet captain), the carrier's manager, and the driver who joins the fleet. */
const DRIVER = { mobile: '13912340101', name: '王大力', idCardNo: nationalId('101') };
const MANAGER = { mobile: '13912340102', name: '陈经理', idCardNo: nationalId('102') };
const MEMBER = { mobile: '13912340103', name: '刘二勇', idCardNo: nationalId('103') };
const ENTERPRISE = '闽运承运有限公司';
const FLEET = '闽西快运车队';
const PLATE = '闽F12345';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let driver: Page;
let manager: Page;
let member: Page;
let operator: Page;
let photo: string;
/** Each page's diary, so that a wait that times out says what the page went through. */
const diaries = new Map<Page, () => string>();
/** Waits (60 s) for `what` on `page`; a timeout fails with a screenshot `<name>-timeout.png` and the page's diary. */
const see = (page: Page, what: Locator, name: string) => waitFor(page, what, diaries.get(page)!, name);

const open = (page: Page, path: string) => page.goto(`${server.url}/#${path}`);

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  photo = await makePhoto(mkdtempSync(join(tmpdir(), 'tf-vehicles-')), 'licence', '#c9d6a3');
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  browser = await launchBrowser();
  [driver, manager, member, operator] = await Promise.all(
    [0, 1, 2, 3].map(async () => (await phoneContext(browser)).newPage()),
  );
  for (const page of [driver, manager, member, operator]) diaries.set(page, keepDiary(page));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('three new users submit their real names and the operator approves them', async () => {
  for (const [page, person] of [
    [driver, DRIVER],
    [manager, MANAGER],
    [member, MEMBER],
  ] as const) {
    await open(page, '/pages/identityAuthentication/identityAuthentication');
    await signInOnScreen(page, server.url, person.mobile);
    await submitRealNameOnScreen(page, person, photo);
  }
  await operator.goto(`${server.url}/#/ops/review`);
  await signInOnScreen(operator, server.url, OPERATOR);
  for (const person of [DRIVER, MANAGER, MEMBER]) await approveInConsole(operator, server.url, `实名认证 · ${person.mobile}`);
});

test('the driver applies with the driving licence', async () => {
  await applyAsDriverOnScreens(driver, DRIVER, photo);
  await shot(driver, '21-driver-pending');
});

test('the driver adds a vehicle with its licence', async () => {
  await addVehicleOnScreens(driver, { plate: PLATE, ownerName: DRIVER.name }, photo);
  await shot(driver, '23-vehicle-pending');
});

test('the manager applies for a carrier enterprise', async () => {
  await open(manager, '/pages/applyCarrier/applyCarrier');
  await screenOf(manager, '/pages/applyCarrier/applyCarrier').waitFor();
  await manager.getByLabel('企业名称').fill(ENTERPRISE);
  await manager.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await manager.getByLabel('法定代表人', { exact: true }).fill(MANAGER.name);
  await manager.getByLabel('法定代表人身份证号').fill(MANAGER.idCardNo);
  await manager.getByLabel('企业地址').fill('福建省龙岩市新罗区龙腾中路 8 号');
  await manager.getByLabel('联系人', { exact: true }).fill(MANAGER.name);
  await manager.getByLabel('联系电话').fill(MANAGER.mobile);
  await manager.getByLabel('上传营业执照').setInputFiles(photo);
  await manager.getByLabel('上传道路运输经营许可证').setInputFiles(photo);
  await manager.getByText('已上传').nth(1).waitFor();
  await manager.getByRole('button', { name: '提交申请' }).click();
  await screenOf(manager, '/pages/enterOwnerCert/enterOwnerCert').getByText('审核中').first().waitFor();
});

test('the operator approves the driver, the vehicle and the enterprise; the driver sees them certified', async () => {
  await approveInConsole(operator, server.url, `驾驶员认证 · ${DRIVER.mobile}`);
  await approveInConsole(operator, server.url, `车辆认证 · ${DRIVER.mobile}`);
  await approveInConsole(operator, server.url, `企业认证 · ${MANAGER.mobile}`);

  await open(driver, '/pages/allAuthen/allAuthen');
  const qualification = screenOf(driver, '/pages/allAuthen/allAuthen');
  for (const kind of ['驾驶员认证', '车辆认证', '实名认证']) {
    await qualification.getByRole('region', { name: kind }).getByText('已通过').waitFor();
  }
  await shot(driver, '24-driver-certified');
});

test('the carrier invites the driver, who accepts', async () => {
  await open(manager, '/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers');
  const invite = screenOf(manager, '/pages/inviteDriverJoinCarriers/inviteDriverJoinCarriers');
  await see(manager, invite, '25-invite');
  await manager.getByLabel('司机手机号').fill(DRIVER.mobile);
  await manager.getByRole('button', { name: '发送邀请' }).click();
  await see(manager, invite.getByText('待回复').first(), '25-invite-sent');
  await shot(manager, '25-carrier-invited');

  await open(driver, '/pages/acceptCarriersInvite/acceptCarriersInvite');
  const accept = screenOf(driver, '/pages/acceptCarriersInvite/acceptCarriersInvite');
  await see(driver, accept.getByText(ENTERPRISE).first(), '26-invitation');
  await shot(driver, '26-invitation');
  await accept.getByRole('button', { name: '接受邀请' }).click();
  await see(driver, screenOf(driver, '/pages/driverLicenseInfo/driverLicenseInfo').getByText(ENTERPRISE).first(), '26-accepted');

  await open(manager, '/pages/driverManage/driverManage');
  await see(manager, screenOf(manager, '/pages/driverManage/driverManage').getByText(DRIVER.name).first(), '27-carrier-drivers');
  await shot(manager, '27-carrier-drivers');
});

test('the driver founds a fleet and a second user joins through the QR invite link', async () => {
  await open(driver, '/pages/ownfleet/ownfleet');
  await screenOf(driver, '/pages/ownfleet/ownfleet').getByRole('button', { name: '申请成为队长' }).click();
  await screenOf(driver, '/pages/applyFleetLeader/applyFleetLeader').waitFor();
  await driver.getByLabel('车队名称').fill(FLEET);
  await driver.getByLabel('运营区域').fill('福建龙岩');
  await driver.getByRole('button', { name: '成立车队' }).click();
  const own = screenOf(driver, '/pages/ownfleet/ownfleet');
  await own.getByText(FLEET).first().waitFor();
  await own.getByRole('button', { name: '邀请队员' }).click();
  const inviteLink = screenOf(driver, '/pages/Inviteteam/Inviteteam').getByTestId('fleet-invite-link');
  await inviteLink.waitFor();
  await driver.getByRole('img', { name: '车队邀请二维码' }).waitFor();
  await shot(driver, '28-fleet-qr');
  const link = (await inviteLink.textContent())?.trim() ?? '';
  assert.match(link, /#\/pages\/acceptFleetInvite\/acceptFleetInvite\?token=/);

  await member.goto(link);
  const join = screenOf(member, '/pages/acceptFleetInvite/acceptFleetInvite');
  await join.getByText(FLEET).first().waitFor();
  await shot(member, '29-fleet-invite');
  await join.getByRole('button', { name: '加入车队' }).click();
  await screenOf(member, '/pages/ownfleet/ownfleet').getByRole('button', { name: '退出车队' }).waitFor();

  await open(driver, '/pages/fleetDetail/fleetDetail');
  await screenOf(driver, '/pages/fleetDetail/fleetDetail').getByText(MEMBER.name).first().waitFor();
  await shot(driver, '30-fleet-members');
});

/** The query of the hash route `page` shows, as an object. */
function routeQuery(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.split('?')[1] ?? ''));
}

test('every vehicle, driver, enterprise and fleet screen opens for its user with their data', async () => {
  // The ids the screens take, read from where the flow above left each person.
  await open(driver, '/pages/myVehicles/myVehicles');
  await screenOf(driver, '/pages/myVehicles/myVehicles').getByText(PLATE).first().click();
  await driver.waitForURL(/vehicleId=\d+/);
  const { vehicleId } = routeQuery(driver);
  await open(manager, '/pages/driverManage/driverManage');
  await screenOf(manager, '/pages/driverManage/driverManage').getByText(DRIVER.name).first().click();
  await manager.waitForURL(/driverId=\d+/);
  const { enterpriseId, driverId } = routeQuery(manager);
  assert.ok(vehicleId && enterpriseId && driverId, `ids: ${vehicleId} ${enterpriseId} ${driverId}`);

  const byVehicle = `vehicleId=${vehicleId}`;
  const byEnterprise = `enterpriseId=${enterpriseId}`;
  const tour: [Page, string, string?][] = [
    [driver, '/pages/appIndex/mine'],
    [driver, '/pages/index/index'],
    [driver, '/pages/myVehicles/myVehicles'],
    [driver, '/pages/addVehicles/addVehicles'],
    [driver, '/pages/uploadVehicleCard/uploadVehicleCard', byVehicle],
    [driver, '/pages/vehicleLicenseInfo/vehicleLicenseInfo', byVehicle],
    [driver, '/pages/truckOwerAuditRecord/truckOwerAuditRecord', byVehicle],
    [driver, '/pages/roadTransport/roadTransport', byVehicle],
    [driver, '/pages/inspectAnnually/inspectAnnually', byVehicle],
    [driver, '/pages/myTrucks/myTrucks'],
    [driver, '/pages/manageTrucks/manageTrucks'],
    [driver, '/pages/manageVehicles/manageVehicles'],
    [driver, '/pages/vehicleAuthorization/vehicleAuthorization'],
    [driver, '/pages/authorizedVehicle/authorizedVehicle'],
    [driver, '/pages/assignPersonVehicle/assignPersonVehicle'],
    [driver, '/pages/spareCapacity/spareCapacity'],
    [driver, '/pages/editSparecapacity/editSparecapacity', byVehicle],
    [driver, '/pages/manageTemporaryVehicle/manageTemporaryVehicle'],
    [driver, '/pages/temporaryVehicles/temporaryVehicles'],
    [driver, '/pages/distributionVehicle/distributionVehicle'],
    [driver, '/pages/driverLicenseInfo/driverLicenseInfo'],
    [driver, '/pages/indiDriverStatus/indiDriverStatus'],
    [driver, '/pages/occuRequire/occuRequire'],
    [driver, '/pages/ownfleet/ownfleet'],
    [driver, '/pages/Inviteteam/Inviteteam'],
    [member, '/pages/ownfleet/ownfleet'],
    [member, '/pages/fleetDetail/fleetDetail'],
    [member, '/pages/applyFleetLeader/applyFleetLeader'],
    [member, '/pages/acceptCarriersInvite/acceptCarriersInvite'],
    [manager, '/pages/businessOwner/businessOwner'],
    [manager, '/pages/businessInfo/businessInfo', byEnterprise],
    [manager, '/pages/businessManage/businessManage', byEnterprise],
    [manager, '/pages/companyManage/companyManage'],
    [manager, '/pages/shopManage/shopManage', byEnterprise],
    [manager, '/pages/personManage/personManage', byEnterprise],
    [manager, '/pages/personManageAdd/personManageAdd', byEnterprise],
    [manager, '/pages/enterpriseInfo/enterpriseInfo', byEnterprise],
    [manager, '/pages/enterTypeAppli/enterTypeAppli'],
    [manager, '/pages/enterpriseAuthentication/enterpriseAuthentication'],
    [manager, '/pages/cECI/cECI'],
    [manager, '/pages/driverManageDetails/driverManageDetails', `${byEnterprise}&driverId=${driverId}`],
    [manager, '/pages/editDriver/editDriver', `${byEnterprise}&driverId=${driverId}`],
    [manager, '/pages/editMobile/editMobile', `${byEnterprise}&driverId=${driverId}`],
    [manager, '/pages/businessOwnerManageVehicle/businessOwnerManageVehicle', byEnterprise],
    [manager, '/pages/businessOwnerManageTruck/businessOwnerManageTruck'],
    [manager, '/pages/addbusinessVehicle/addbusinessVehicle', byEnterprise],
    [manager, '/pages/assignVehicle/assignVehicle', byEnterprise],
    [manager, '/pages/thirdPartySharedInventory/thirdPartySharedInventory'],
  ];
  for (const [page, path, query] of tour) {
    await open(page, query ? `${path}?${query}` : path);
    const shown = screenOf(page, path);
    await shown.waitFor();
    // Settled: its calls answered (a local server answers within this) and no loading indicator left.
    await page.waitForTimeout(500);
    await shown.getByRole('progressbar').first().waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('not-found').isVisible(), false, `${path} is not found`);
    await shot(page, `4x-${path.split('/').slice(2).join('-')}`);
  }
});
