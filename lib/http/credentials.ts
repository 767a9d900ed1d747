import { bridge, type TokenReply } from '../bridge/bridge';
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

/*
 * Where the credentials of a call come from: the host app's getToken inside the shell, state in a
 * browser; the tourist device token; and the single refresh of each token (spec §4, §8).
 */

interface Tokens {
  user: string | null;
  logistics: string | null;
  tourist: boolean;
}

const toTokens = (reply: TokenReply): Tokens => ({
  user: reply.token || null,
  logistics: reply.logistics || null,
  tourist: reply.isTourist,
});

/** The tokens now in force: asked from the host inside the shell, read from state in a browser. */
export async function currentTokens(): Promise<Tokens> {
  if (isInShell()) {
    try {
      const tokens = toTokens(await bridge.getToken());
      adoptHostSession(tokens);
      return tokens;
    } catch {
      // A host that does not answer must not stop every call; the stored session is the next best.
    }
  }
  return {
    user: appStore.get(userTokenAtom),
    logistics: appStore.get(logisticsTokenAtom),
    tourist: appStore.get(touristAtom),
  };
}

/**
 * Inside the shell the host app owns the session (it signs in and refreshes); the page mirrors
 * it into state so screens that read the tourist flag or the user token agree with the host.
 */
function adoptHostSession(tokens: Tokens): void {
  appStore.set(touristAtom, tokens.tourist);
  // A tourist's token from the host is its device credential, not a user token.
  appStore.set(userTokenAtom, tokens.tourist ? null : tokens.user);
  appStore.set(logisticsTokenAtom, tokens.tourist ? null : tokens.logistics);
}

/**
 * Inside the shell: asks the host for its session and mirrors it into state (call on launch and
 * after `bridge.login()`). Resolves false outside the shell or when the host does not answer.
 */
export async function syncShellSession(): Promise<boolean> {
  if (!isInShell()) return false;
  try {
    adoptHostSession(toTokens(await bridge.getToken()));
    return true;
  } catch {
    return false;
  }
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
 * call the device token (inside the shell the host's token, which is its tourist credential);
 * the logistics token whenever there is one (exchange sends it only where it belongs).
 */
export async function authorizationFor(endpoint: Pick<Endpoint, 'access'>): Promise<Authorization> {
  const tokens = await currentTokens();
  const auth: Authorization = { logistics: tokens.logistics ?? undefined };
  if (!tokens.tourist && tokens.user) auth.user = tokens.user;
  else if (endpoint.access === 'tourist') auth.user = isInShell() ? (tokens.user ?? undefined) : await ensureDeviceToken();
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

export const userTokenRefresh = new SingleRefresh(
  async () => (await currentTokens()).user,
  async () => (isInShell() ? !(await currentTokens()).tourist : appStore.get(userRefreshTokenAtom) !== null),
  async () => {
    if (isInShell()) {
      await bridge.refreshUserToken();
      return;
    }
    const renewed = (await refreshThroughApi(authEndpoints.refreshUser, appStore.get(userRefreshTokenAtom))) as {
      userToken: string;
      userRefreshToken: string;
    };
    appStore.set(userTokenAtom, renewed.userToken);
    appStore.set(userRefreshTokenAtom, renewed.userRefreshToken);
  },
  { failed: 'http.refresh.userFailed', stillInvalid: 'http.refresh.userStillInvalid' },
  // Without a working user token the session is over: tourist again, so screens offer sign-in.
  clearSession,
);

export const logisticsTokenRefresh = new SingleRefresh(
  async () => (await currentTokens()).logistics,
  async () => (isInShell() ? !(await currentTokens()).tourist : appStore.get(logisticsRefreshTokenAtom) !== null),
  async () => {
    if (isInShell()) {
      await bridge.refreshLogisticsToken();
      return;
    }
    const renewed = (await refreshThroughApi(
      authEndpoints.refreshLogistics,
      appStore.get(logisticsRefreshTokenAtom),
    )) as { logisticsToken: string; logisticsRefreshToken: string };
    appStore.set(logisticsTokenAtom, renewed.logisticsToken);
    appStore.set(logisticsRefreshTokenAtom, renewed.logisticsRefreshToken);
  },
  { failed: 'http.refresh.logisticsFailed', stillInvalid: 'http.refresh.logisticsStillInvalid' },
);
