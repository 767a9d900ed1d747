import { bridge } from '../bridge/bridge';
import { currentPlatform, isInShell } from '../bridge/transport';
import { authEndpoints } from '../contract/auth';
import type { Endpoint } from '../contract/endpoint';
import { t } from '../i18n';
import {
  deviceSerialNoAtom,
  deviceTokenAtom,
  logisticsRefreshTokenAtom,
  logisticsTokenAtom,
  touristAtom,
  userRefreshTokenAtom,
  userTokenAtom,
} from '../state/atoms';
import { clearSession, signInCountAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toast';
import { callOfEndpoint, exchange, type Authorization } from './exchange';
import { askHost, handSessionToHost, hostKeepsSession, offerHostSession, syncShellSession } from './shellSession';

/*
 * Where the credentials of a call come from: the host app's getToken inside the shell, state in a
 * browser; the tourist device token; and the single refresh of each token (spec §4, §8).
 */

interface Tokens {
  user: string | null;
  logistics: string | null;
  tourist: boolean;
}

/**
 * The tokens now in force, from state. Inside the shell the first calls wait for the launch's one
 * question to the host (at most SHELL_TOKEN_WAIT_MS); the host is not asked again per call.
 */
export async function currentTokens(): Promise<Tokens> {
  await syncShellSession();
  return {
    user: appStore.get(userTokenAtom),
    logistics: appStore.get(logisticsTokenAtom),
    tourist: appStore.get(touristAtom),
  };
}

/** A serial number for this browser; getRandomValues works on plain http too, where randomUUID does not exist. */
function randomSerialNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let deviceTokenLookup: Promise<string> | null = null;

/**
 * The tourist credential of this browser, asked for once (POST /appserver/authentication/device
 * with a random serial number kept in storage) and then kept. Concurrent callers share one call.
 */
export function ensureDeviceToken(): Promise<string> {
  const stored = appStore.get(deviceTokenAtom);
  if (stored) return Promise.resolve(stored);
  deviceTokenLookup ??= (async () => {
    let serialNo = appStore.get(deviceSerialNoAtom);
    if (!serialNo) {
      serialNo = randomSerialNo();
      appStore.set(deviceSerialNoAtom, serialNo);
    }
    const body = { serialNo, os: currentPlatform(), grant_type: 'custom_device' as const };
    const outcome = await exchange(callOfEndpoint(authEndpoints.device, {}), {}, {}, body);
    if (outcome.kind !== 'data') throw outcome.error;
    const { token } = outcome.data as { token: string };
    appStore.set(deviceTokenAtom, token);
    return token;
  })().finally(() => {
    deviceTokenLookup = null;
  });
  return deviceTokenLookup;
}

/**
 * The header values for a call: the user token when signed in; for a tourist on a tourist-level
 * call the device token (inside the shell the host's tourist token where it gave one); the
 * logistics token whenever there is one (exchange sends it only where it belongs).
 */
export async function authorizationFor(endpoint: Pick<Endpoint, 'access'>): Promise<Authorization> {
  const tokens = await currentTokens();
  const auth: Authorization = { logistics: tokens.logistics ?? undefined };
  if (!tokens.tourist && tokens.user) auth.user = tokens.user;
  else if (endpoint.access === 'tourist') auth.user = await ensureDeviceToken();
  return auth;
}

/**
 * One token's refresh, attempted at most once (spec §4): concurrent refusals share one in-flight
 * exchange; once it has been used, or failed, a further refusal only shows the "still invalid"
 * toast. The budget is per sign-in: a new sign-in brings a new refresh token and with it one new
 * refresh (the page's life otherwise; a reload starts afresh, as the spec's client did).
 */
class SingleRefresh {
  private used = false;
  private inFlight: Promise<boolean> | null = null;
  private signIn = appStore.get(signInCountAtom);

  constructor(
    private readonly token: () => Promise<string | null>,
    private readonly hasRefreshToken: () => Promise<boolean>,
    private readonly renewToken: () => Promise<void>,
    private readonly messages: { failed: string; stillInvalid: string },
    private readonly onFailure: () => void = () => undefined,
  ) {}

  /**
   * Makes a new token for a call refused with `sentToken`; true when the call should be retried.
   * A call sent before a refresh finished only needs the new token, not another refresh.
   */
  async renew(sentToken: string | undefined): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const signIn = appStore.get(signInCountAtom);
    if (signIn !== this.signIn) {
      this.signIn = signIn;
      this.used = false;
    }
    // Inside the shell a refusal is the one moment besides the launch to ask the host: it may hold
    // a newer session (signed in or refreshed meanwhile).
    if (isInShell()) await askHost();
    if (await this.replacedSince(sentToken)) return true;
    // A tourist has nothing to exchange: the refusal itself ("please log in") is the answer.
    if (!(await this.hasRefreshToken())) return false;
    // Checked again after each wait: another call may have started or finished the refresh meanwhile.
    if (this.inFlight) return this.inFlight;
    if (this.used) {
      if (await this.replacedSince(sentToken)) return true;
      this.stillInvalid();
      return false;
    }
    this.used = true;
    this.inFlight = this.renewToken()
      .then(
        () => true,
        () => {
          showToast(t(this.messages.failed));
          this.onFailure();
          return false;
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /** True when the token in force is no longer the one the refused call carried (refreshed or signed in since). */
  private async replacedSince(sentToken: string | undefined): Promise<boolean> {
    const current = await this.token();
    return current !== null && current !== sentToken;
  }

  /** The toast for a token refused again after its one refresh. */
  stillInvalid(): void {
    showToast(t(this.messages.stillInvalid));
  }
}

/** Exchanges a refresh token through the API (browser) and returns the new pair. */
async function refreshThroughApi(endpoint: Endpoint, refreshToken: string | null): Promise<unknown> {
  if (!refreshToken) throw new Error('no refresh token');
  const body = { grant_type: 'refresh_token' as const, refresh_token: refreshToken };
  const outcome = await exchange(callOfEndpoint(endpoint, {}), {}, {}, body);
  if (outcome.kind !== 'data') throw outcome.error;
  return outcome.data;
}

/** Inside the shell with a host that answers, whether it holds a signed-in session to refresh. */
const hostSignedIn = () => !appStore.get(touristAtom) && appStore.get(userTokenAtom) !== null;

export const userTokenRefresh = new SingleRefresh(
  async () => (await currentTokens()).user,
  async () => (hostKeepsSession(appStore.get(userRefreshTokenAtom)) ? hostSignedIn() : appStore.get(userRefreshTokenAtom) !== null),
  async () => {
    if (hostKeepsSession(appStore.get(userRefreshTokenAtom))) {
      offerHostSession(await bridge.refreshUserToken(), { requested: true });
      return;
    }
    const renewed = (await refreshThroughApi(authEndpoints.refreshUser, appStore.get(userRefreshTokenAtom))) as {
      userToken: string;
      userRefreshToken: string;
    };
    appStore.set(userTokenAtom, renewed.userToken);
    appStore.set(userRefreshTokenAtom, renewed.userRefreshToken);
    handSessionToHost();
  },
  { failed: 'http.refresh.userFailed', stillInvalid: 'http.refresh.userStillInvalid' },
  // Without a working user token the session is over: tourist again, so screens offer sign-in.
  clearSession,
);

export const logisticsTokenRefresh = new SingleRefresh(
  async () => (await currentTokens()).logistics,
  async () =>
    hostKeepsSession(appStore.get(logisticsRefreshTokenAtom)) ? hostSignedIn() : appStore.get(logisticsRefreshTokenAtom) !== null,
  async () => {
    if (hostKeepsSession(appStore.get(logisticsRefreshTokenAtom))) {
      offerHostSession(await bridge.refreshLogisticsToken(), { requested: true });
      return;
    }
    const renewed = (await refreshThroughApi(
      authEndpoints.refreshLogistics,
      appStore.get(logisticsRefreshTokenAtom),
    )) as { logisticsToken: string; logisticsRefreshToken: string };
    appStore.set(logisticsTokenAtom, renewed.logisticsToken);
    appStore.set(logisticsRefreshTokenAtom, renewed.logisticsRefreshToken);
    handSessionToHost();
  },
  { failed: 'http.refresh.logisticsFailed', stillInvalid: 'http.refresh.logisticsStillInvalid' },
);
