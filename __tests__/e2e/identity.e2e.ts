/**
 * Browser test of the identity slice: a new user completes real-name verification with ID card
 * photos, the demo operator approves it in the review console on their own phone, and the user
 * then sees real-name approved on the freight-qualification screen. Each person has their own
 * browser context at phone size; screenshots go to artifacts/e2e/.
 */
import { after, before, test } from 'node:test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../bench/serve';
import { SHOTS, launchBrowser, makePhoto, phoneContext, screenOf, shot, signInOnScreen, submitRealNameOnScreen } from './support';

const PORT = Number(process.env.E2E_IDENTITY_PORT ?? 8181);
const APPLICANT = '13912340001';
const OPERATOR = '13800000009';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let applicant: Page;
let operator: Page;
let photo: string;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  photo = await makePhoto(mkdtempSync(join(tmpdir(), 'tf-id-')), 'id-card');
  // The demo data brings the operator; build: true rebuilds a stale export like npm start does.
  server = await startServer({ port: PORT, build: true, env: { DEMO: '1' } });
  browser = await launchBrowser();
  applicant = await (await phoneContext(browser)).newPage();
  operator = await (await phoneContext(browser)).newPage();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a new user submits real-name verification and sees it under review', async () => {
  await applicant.goto(`${server.url}/#/pages/identityAuthentication/identityAuthentication`);
  await signInOnScreen(applicant, server.url, APPLICANT);
  await submitRealNameOnScreen(applicant, { name: '张三', idCardNo: '11010519491231002X' }, photo);
  await shot(applicant, '11-real-name-pending');
});

test('the operator approves it in the review console', async () => {
  await operator.goto(`${server.url}/#/ops/review`);
  await signInOnScreen(operator, server.url, OPERATOR);
  const queue = screenOf(operator, '/ops/review');
  await queue.waitFor();
  await queue.getByText(APPLICANT).first().click();
  const detail = screenOf(operator, '/ops/review/detail');
  await detail.getByText('张三').first().waitFor();
  await detail.getByRole('img').first().waitFor();
  await shot(operator, '12-review-detail');
  await detail.getByRole('button', { name: '通过' }).click();
  await queue.waitFor();
  // Back in the queue, the approved application is gone from it (the demo data keeps others waiting).
  await queue.getByText(APPLICANT).waitFor({ state: 'detached' });
  await shot(operator, '13-review-queue-after');
});

test('the user sees real-name approved on the qualification screen', async () => {
  await applicant.goto(`${server.url}/#/pages/allAuthen/allAuthen`);
  const qualification = screenOf(applicant, '/pages/allAuthen/allAuthen');
  await qualification.waitFor();
  await qualification.getByText('已通过').first().waitFor();
  await shot(applicant, '14-qualification-approved');
});
