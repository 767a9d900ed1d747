import { bridge, type TokenReply } from '../bridge/bridge';
import { isInShell } from '../bridge/transport';
import { SHELL_TOKEN_WAIT_MS } from '../constants';
import {
  deviceTokenAtom,
  logisticsRefreshTokenAtom,
  logisticsTokenAtom,
  sessionMadeAtAtom,
  touristAtom,
  userRefreshTokenAtom,
  userTokenAtom,
} from '../state/atoms';
import { issuedAtOf, signInCountAtom } from '../state/session';
import { appStore } from '../state/store';
import { within } from '../time';

/*
 * Inside the native shell the session has two holders: the host app and the page (a tourist may
 * sign in with SMS on the page). PROTOCOL.md, "Whose session", is the contract:
 * - the page asks the host (getToken) once when it starts and again only when the server refuses
 *   a token (401), never before every call;
 * - it takes the host's answer only when that answer is newer than its own session, so a stale
 *   tourist answer does not sign out a person who just signed in on the page;
 * - a session made on the page is handed to the host (login);
 * - a host that stays silent for SHELL_TOKEN_WAIT_MS leaves the page a browser session.
 */

/** True once the host has answered getToken in this page's life: it refreshes tokens from then on. */
let hostAnswers = false;
let started: Promise<boolean> | null = null;
let asking: Promise<boolean> | null = null;

/** When the host's session was made: its own stamp, else its token's issue time, else unknown. */
const madeAt = (reply: TokenReply): number | null => reply.sessionAt ?? issuedAtOf(reply.token);

/**
 * Mirrors the host's session into state when it is newer than the page's (or the page has no
 * stamped session of its own), or unconditionally when the page asked for it (`requested`: a
 * refresh it asked the host for). Resolves whether the session in force changed hands.
 */
export function offerHostSession(reply: TokenReply, { requested = false } = {}): boolean {
  const own = appStore.get(sessionMadeAtAtom);
  const theirs = madeAt(reply);
  if (!requested && own !== null && (theirs === null || theirs <= own)) return false;
  if (reply.isTourist) {
    // The host's tourist token is its device credential, used like the page's own device token.
    if (reply.token) appStore.set(deviceTokenAtom, reply.token);
    appStore.set(userTokenAtom, null);
    appStore.set(logisticsTokenAtom, null);
    appStore.set(touristAtom, true);
  } else {
    const changed = appStore.get(userTokenAtom) !== reply.token;
    appStore.set(userTokenAtom, reply.token || null);
    appStore.set(logisticsTokenAtom, reply.logistics || null);
    appStore.set(touristAtom, false);
    // The host refreshes its own session; a new one also gets its own single refresh (spec §4).
    if (changed && !requested) appStore.set(signInCountAtom, (count) => count + 1);
  }
  // The page's refresh tokens belonged to the session just replaced.
  appStore.set(userRefreshTokenAtom, null);
  appStore.set(logisticsRefreshTokenAtom, null);
  appStore.set(sessionMadeAtAtom, theirs);
  return true;
}

/**
 * Asks the host for its session once (concurrent askers share the question) and offers the
 * answer. Resolves true when the host answered within SHELL_TOKEN_WAIT_MS, false otherwise; an
 * answer arriving later is still offered when it comes.
 */
export function askHost(): Promise<boolean> {
  asking ??= (() => {
    const answer = bridge.getToken().then((reply) => {
      hostAnswers = true;
      offerHostSession(reply);
      return true;
    });
    void answer
      .catch(() => undefined)
      .finally(() => {
        asking = null;
      });
    return within(answer, SHELL_TOKEN_WAIT_MS).then((answered) => answered ?? false);
  })();
  return asking;
}

/**
 * The page's start inside the shell: the one getToken of the launch. Every call waits for it (at
 * most SHELL_TOKEN_WAIT_MS). Resolves false outside the shell or when the host stayed silent.
 */
export function syncShellSession(): Promise<boolean> {
  if (!isInShell()) return Promise.resolve(false);
  started ??= askHost();
  return started;
}

/**
 * True when a refresh goes through the host: inside the shell, the host has answered, and the
 * session came from it (a session made on the page holds its own refresh tokens and refreshes
 * through the API, then hands the new tokens to the host).
 */
export function hostKeepsSession(refreshToken: string | null): boolean {
  return isInShell() && hostAnswers && refreshToken === null;
}

/**
 * After a sign-in (or a refresh through the API) on the page inside the shell: hands the session
 * in state to the host (login), so its next getToken answers this session instead of the one it
 * knew. Not awaited: a host that does not take it leaves the page's session in force, as its stamp
 * is the newer one.
 */
export function handSessionToHost(): void {
  if (!isInShell()) return;
  const userToken = appStore.get(userTokenAtom);
  const userRefreshToken = appStore.get(userRefreshTokenAtom);
  const logisticsToken = appStore.get(logisticsTokenAtom);
  const logisticsRefreshToken = appStore.get(logisticsRefreshTokenAtom);
  if (!userToken || !userRefreshToken || !logisticsToken || !logisticsRefreshToken) return;
  const sessionAt = issuedAtOf(userToken) ?? Date.now();
  appStore.set(sessionMadeAtAtom, sessionAt);
  bridge.login({ userToken, userRefreshToken, logisticsToken, logisticsRefreshToken, sessionAt }).catch(() => undefined);
}
