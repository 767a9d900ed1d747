/**
 * Shared steps of the browser tests: the phone-size browser, finding screens by their
 * data-screen, and signing in through the SMS sign-in screen with the local SMS provider's code.
 */
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/serve';

export const SHOTS = 'artifacts/e2e';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A phone-size context (390x844, Chinese), as one person's phone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', deviceScaleFactor: 2 });
}

/** The visible root of a screen, by its path (ARCHITECTURE.md, "Screens are findable"). */
export const screenOf = (page: Page, path: string) => page.locator(`[data-screen="${path}"]:visible`).first();

export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The last SMS code the local provider sent to `phone` (development endpoint), waiting for it. */
export async function lastSmsCode(serverUrl: string, phone: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const res = await fetch(`${serverUrl}/appserver/dev/sms/${phone}`);
    if (res.ok) return ((await res.json()) as { data: { code: string } }).data.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code was sent to ${phone}`);
}

/** Fills in and submits the SMS sign-in screen, which the page must be showing. */
export async function signInOnScreen(page: Page, serverUrl: string, phone: string): Promise<void> {
  await screenOf(page, '/pages/login/login').waitFor();
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await lastSmsCode(serverUrl, phone);
  assert.match(code, /^\d{6}$/);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
