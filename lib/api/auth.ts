import { endpoints, type SmsType } from '../contract';
import { endpointUrl, ensureDeviceToken, handSessionToHost, request, syncShellSession } from '../http';
import { logisticsRefreshTokenAtom, userRefreshTokenAtom } from '../state/atoms';
import { clearSession, saveSignIn } from '../state/session';
import { forgetAccountData } from '../offline/forget';
import { currentAccount } from '../offline/session';
import { appStore } from '../state/store';
import type { z } from 'zod';

/** Sign-in, registration and sign-out (spec §7 "Auth and registration"). */

export { ensureDeviceToken, syncShellSession };

/** Sends a 6-digit SMS code to `phone`; resolves when the next one may be asked for and how long it is valid. */
export function sendSmsCode(phone: string, type: z.input<typeof SmsType> = 'login') {
  return request(endpoints.auth.smsSend, { params: { phone }, query: { type } });
}

/**
 * The captcha picture (PNG) for `phone`, as a URL for an <img>. Each call gives a new address, so
 * the browser fetches a fresh image; `refresh` asks the server for a new challenge.
 */
export function captchaImageUrl(phone: string, refresh = false): string {
  const endpoint = refresh ? endpoints.auth.refreshCaptcha : endpoints.auth.captcha;
  return endpointUrl(endpoint, { query: { phone, t: Date.now() } });
}

/** Checks a captcha answer; rejects with the server's message when it is wrong. */
export function checkCaptcha(phone: string, captcha: string) {
  return request(endpoints.auth.checkCaptcha, { body: { phone, captcha } });
}

/** The device token is sent along so the server can tie the tourist's history to the account; without one, sign-in still works. */
async function deviceTokenIfAny(): Promise<string | undefined> {
  try {
    return await ensureDeviceToken();
  } catch {
    return undefined;
  }
}

/** Signs in (or up) with an SMS code and keeps the session: the user is no longer a tourist. */
export async function signInWithSms(mobile: string, smsCode: string): Promise<void> {
  const deviceToken = await deviceTokenIfAny();
  keepSignIn(await request(endpoints.auth.mobile, { body: { mobile, smsCode, deviceToken, grant_type: 'custom_sms' } }));
}

/** Keeps a new session; inside the shell the host takes it over too (login), or its next answer would undo it. */
function keepSignIn(signedIn: Parameters<typeof saveSignIn>[0]): void {
  saveSignIn(signedIn);
  handSessionToHost();
}

/** The registration pages opened from shared links (newcomer, cargo owner, invitation, vehicle authorisation). */
export type ShareRegistration = 'newcomer' | 'consignor' | 'invite' | 'vehicle';

export interface ShareRegistrationFields {
  mobile: string;
  smsCode: string;
  /** The inviting user's id or mobile, from the shared link. */
  recommender?: string;
  captcha?: string;
  /** Required for 'vehicle': the vehicle the link authorises. */
  vehicleId?: number | string;
}

const REGISTRATION_ENDPOINT = {
  newcomer: endpoints.auth.checkH5SmsCode,
  consignor: endpoints.auth.consignorRegister,
  invite: endpoints.auth.inviteRegister,
  vehicle: endpoints.auth.vehicleAuthorize,
} as const;

/** Registers (or signs in) from a shared page and keeps the session. */
export async function registerFromShare(kind: ShareRegistration, fields: ShareRegistrationFields): Promise<void> {
  const deviceToken = await deviceTokenIfAny();
  const { vehicleId, ...common } = fields;
  const signedIn =
    kind === 'vehicle'
      ? await request(REGISTRATION_ENDPOINT.vehicle, { body: { ...common, vehicleId: vehicleId as number, deviceToken } })
      : await request(REGISTRATION_ENDPOINT[kind], { body: { ...common, deviceToken } });
  keepSignIn(signedIn);
}

/**
 * Signs out: asks the server to revoke this session's refresh tokens, then forgets the session
 * whatever the server said (a person who taps "sign out" offline is still signed out here), and
 * everything the person read on this device (lib/offline/forget.ts); their queued field actions
 * wait for their next sign-in.
 */
export async function signOut(): Promise<void> {
  const account = currentAccount();
  try {
    await request(endpoints.auth.logout, {
      body: {
        userRefreshToken: appStore.get(userRefreshTokenAtom) ?? undefined,
        logisticsRefreshToken: appStore.get(logisticsRefreshTokenAtom) ?? undefined,
      },
      refreshOnUnauthorized: false,
    });
  } catch {
    // Best effort: the tokens expire on their own.
  } finally {
    clearSession();
    await forgetAccountData(account);
  }
}
