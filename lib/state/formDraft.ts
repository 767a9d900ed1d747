import { STORAGE_PREFIX } from './persisted';

/**
 * Drafts of long forms a person may have to leave before they can send them (the release form of
 * an owner whose qualification is still under review): kept in localStorage under
 * `tf.draft.<form>` with the account they belong to, so a reload or a day of review keeps them, a
 * second account on the same phone never sees them, and sign-out removes them
 * (lib/offline/forget.ts sweeps the prefix).
 */
export const DRAFT_STORAGE_PREFIX = `${STORAGE_PREFIX}draft.`;

interface StoredDraft {
  /** A user id, or an account name from lib/offline/account.ts (`u:<subject>`). */
  account: number | string;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The draft of `form` kept for `account`, checked with `accepts` (the stored text is outside input:
 * another version of the app may have written it); null when none, another account's, or unfit.
 */
export function readDraft<Value>(form: string, account: number | string, accepts: (value: unknown) => value is Value): Value | null {
  try {
    const raw = storage()?.getItem(DRAFT_STORAGE_PREFIX + form);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!stored || stored.account !== account || !accepts(stored.value)) return null;
    return stored.value;
  } catch {
    return null;
  }
}

export function keepDraft(form: string, account: number | string, value: unknown): void {
  try {
    storage()?.setItem(DRAFT_STORAGE_PREFIX + form, JSON.stringify({ account, value } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the form still works, only without its draft.
  }
}

export function forgetDraft(form: string): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_PREFIX + form);
  } catch {
    // Nothing was kept.
  }
}

/** Every draft on this device (sign-out). */
export function forgetAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(DRAFT_STORAGE_PREFIX) ?? false);
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
