import { atom } from 'jotai/vanilla';
import { logisticsTokenAtom, serviceBaseUrlAtom, touristAtom, userTokenAtom } from '../state/atoms';
import { appStore } from '../state/store';
import { accountOfToken } from './account';
import { writeSession } from './store';

/** The signed-in person's account (lib/offline/account.ts), or null for a tourist. */
export const accountAtom = atom((get) => (get(touristAtom) ? null : accountOfToken(get(userTokenAtom) ?? get(logisticsTokenAtom))));

/** The signed-in account now (for code outside React). */
export function currentAccount(): string | null {
  return appStore.get(accountAtom);
}

/** Where the API is, as the request layer resolves it (lib/http/exchange.ts apiUrl). */
function apiBase(): string {
  const base = appStore.get(serviceBaseUrlAtom).replace(/\/+$/, '');
  return new URL(base || '/', globalThis.location?.href).toString().replace(/\/+$/, '');
}

/**
 * Keeps the session record the service worker replays queued actions with in step with the
 * tokens: written on sign-in and refresh, deleted on sign-out (so nothing replays under the
 * next person). Called once when the queue module loads.
 */
export function keepSessionForWorker(): void {
  const write = () => {
    const account = currentAccount();
    void writeSession(
      account
        ? { account, userToken: appStore.get(userTokenAtom), logisticsToken: appStore.get(logisticsTokenAtom), apiBase: apiBase() }
        : null,
    ).catch(() => undefined);
  };
  write();
  appStore.sub(userTokenAtom, write);
  appStore.sub(logisticsTokenAtom, write);
  appStore.sub(touristAtom, write);
}
