import { unload } from 'swr';
import { forgetAnswersOf } from './apiStore';
import { STORAGE_PREFIX } from '../state/persisted';
import { forgetAllDrafts } from '../state/formDraft';
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
  // SWR's own reset empties every entry (paged lists' special keys too) and tells mounted reads, and
  // also forgets its request markers: deleting entries by hand left the person's dedupe marker, so
  // the next person's read of the same key (within 2 s, or while the old read hung) was never sent
  // and stayed loading until a reload. No revalidation: the person is leaving.
  unload({ revalidate: false });
  for (const reset of resets) reset();
  for (const key of PERSONAL_STORAGE) {
    try {
      globalThis.localStorage?.removeItem(key);
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
  }
  // Drafts of forms the person could not send yet (lib/state/formDraft.ts).
  forgetAllDrafts();
  await writeSession(null).catch(() => undefined);
  if (account) await forgetAnswersOf(account).catch(() => undefined);
}
