import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import { forgetAnswersOf } from './apiStore';
import { STORAGE_PREFIX } from '../state/persisted';
import { writeSession } from './store';

/**
 * Storage of a person's own choices, removed even when the module that owns it was never loaded
 * this session (components/location/pick.ts: recent places, picks in progress).
 */
const PERSONAL_STORAGE = [`${STORAGE_PREFIX}recentPlaces`, `${STORAGE_PREFIX}pickedAreas`];

/**
 * Sign-out on a shared phone or kiosk (docs/offline.md "Kiosk mode"): what the person read must not
 * show to the next one, online or offline. Their queued field actions are NOT deleted: they stay
 * filed under their account, are sent by nobody else, and show to them at their next sign-in.
 */

const resets = new Set<() => void>();

/** Registers state of the signed-in person kept outside the data cache (jotai atoms, storage) to reset on sign-out. */
export function resetOnSignOut(reset: () => void): void {
  resets.add(reset);
}

/** Forgets everything `account` read on this device: the data cache, the worker's stored answers, the worker's session, registered state. */
export async function forgetAccountData(account: string | null): Promise<void> {
  // Mounted reads drop their data without asking the server again (the person is leaving).
  await mutate(() => true, undefined, { revalidate: false });
  // Paged lists live under special keys the filter above skips: empty the cache itself too.
  for (const key of [...cache.keys()]) cache.delete(key);
  for (const reset of resets) reset();
  for (const key of PERSONAL_STORAGE) {
    try {
      globalThis.localStorage?.removeItem(key);
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
  }
  await writeSession(null).catch(() => undefined);
  if (account) await forgetAnswersOf(account).catch(() => undefined);
}
