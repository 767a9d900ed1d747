import { atom } from 'jotai/vanilla';
import type { SignedIn } from '../contract/auth';
import {
  logisticsRefreshTokenAtom,
  logisticsTokenAtom,
  sessionMadeAtAtom,
  touristAtom,
  userRefreshTokenAtom,
  userTokenAtom,
} from './atoms';
import { appStore } from './store';

/** Counts sign-ins in this page's life; the request layer gives each sign-in a fresh single token refresh. */
export const signInCountAtom = atom(0);

/** Signed in: not a tourist and holding a user token. */
export const isSignedInAtom = atom((get) => !get(touristAtom) && get(userTokenAtom) !== null);

/**
 * When a token was issued (ms since the epoch), read from the `iat` claim of a JWT, or null when
 * the token is not one. The claim is only read, never trusted for access: it orders two sessions.
 */
export function issuedAtOf(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const iat = (JSON.parse(text) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** Keeps the tokens of a successful sign-in or registration; the user stops being a tourist. */
export function saveSignIn(signedIn: SignedIn): void {
  appStore.set(userTokenAtom, signedIn.userToken);
  appStore.set(userRefreshTokenAtom, signedIn.userRefreshToken);
  appStore.set(logisticsTokenAtom, signedIn.logisticsToken);
  appStore.set(logisticsRefreshTokenAtom, signedIn.logisticsRefreshToken);
  appStore.set(touristAtom, false);
  // Stamped with the server's issue time, the clock the host's tokens carry too.
  appStore.set(sessionMadeAtAtom, issuedAtOf(signedIn.userToken) ?? Date.now());
  appStore.set(signInCountAtom, (count) => count + 1);
}

/** Forgets the signed-in session (the device token stays: it belongs to the device); tourist again. */
export function clearSession(): void {
  appStore.set(userTokenAtom, null);
  appStore.set(userRefreshTokenAtom, null);
  appStore.set(logisticsTokenAtom, null);
  appStore.set(logisticsRefreshTokenAtom, null);
  appStore.set(touristAtom, true);
  // A person who signed out here stays signed out: an older host session does not come back.
  appStore.set(sessionMadeAtAtom, Date.now());
}

/** True when signed in (for code outside React). */
export function isSignedIn(): boolean {
  return appStore.get(isSignedInAtom);
}
