import { atom } from 'jotai/vanilla';
import type { SignedIn } from '../contract/auth';
import {
  logisticsRefreshTokenAtom,
  logisticsTokenAtom,
  touristAtom,
  userRefreshTokenAtom,
  userTokenAtom,
} from './atoms';
import { appStore } from './store';

/** Counts sign-ins in this page's life; the request layer gives each sign-in a fresh single token refresh. */
export const signInCountAtom = atom(0);

/** Signed in: not a tourist and holding a user token. */
export const isSignedInAtom = atom((get) => !get(touristAtom) && get(userTokenAtom) !== null);

/** Keeps the tokens of a successful sign-in or registration; the user stops being a tourist. */
export function saveSignIn(signedIn: SignedIn): void {
  appStore.set(userTokenAtom, signedIn.userToken);
  appStore.set(userRefreshTokenAtom, signedIn.userRefreshToken);
  appStore.set(logisticsTokenAtom, signedIn.logisticsToken);
  appStore.set(logisticsRefreshTokenAtom, signedIn.logisticsRefreshToken);
  appStore.set(touristAtom, false);
  appStore.set(signInCountAtom, (count) => count + 1);
}

/** Forgets the signed-in session (the device token stays: it belongs to the device); tourist again. */
export function clearSession(): void {
  appStore.set(userTokenAtom, null);
  appStore.set(userRefreshTokenAtom, null);
  appStore.set(logisticsTokenAtom, null);
  appStore.set(logisticsRefreshTokenAtom, null);
  appStore.set(touristAtom, true);
}

/** True when signed in (for code outside React). */
export function isSignedIn(): boolean {
  return appStore.get(isSignedInAtom);
}
