import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
// Each domain's endpoints from its own file: the app loads this module soon after start (to send
// what was queued offline), and the contract's index would bring every domain's schemas with it.
import { identityEndpoints } from '../contract/identity';
import { waybillEndpoints } from '../contract/waybill';
import { couponEndpoints } from '../contract/coupon';
import { isUnanswered, newIdempotencyKey, request, upload } from '../http';
import {
  FIELD_ACTIONS,
  FIELD_SYNC_TAG,
  QUEUE_CHANGED_MESSAGE,
  belongsTo,
  forgetPhotosOf,
  inOrder,
  sendEntry,
  withQueueLock,
  type FieldAction,
  type FieldTransport,
  type WaybillFieldAction,
  type PhotoField,
  type QueuedFieldAction,
  type QueuedPhoto,
} from '../offline/fieldQueue';
import { accountAtom, currentAccount, keepSessionForWorker } from '../offline/session';
import { FIELD_ACTIONS_STORE, PHOTOS_STORE, deleteAll, hasDatabase, putAll, readAll } from '../offline/store';
import { STORAGE_PREFIX } from '../state/persisted';
import { appStore } from '../state/store';

/**
 * The page's side of the field-action queue (lib/offline/fieldQueue.ts has the shared part and
 * the rules). `fieldQueueAtom` is the page's copy of the queue in IndexedDB: every change to it is
 * written through, and it is read again when the service worker replayed something.
 *
 * Replay happens here on the `online` event, when the app opens, every FIELD_RETRY_MS while the
 * signed-in person has actions waiting (a phone often says "online" with no signal getting
 * through), and when a screen asks; and in the service worker (Background Sync, and whenever one
 * of its reads got through). Only the signed-in person's own actions are sent.
 */

export type { FieldAction, QueuedFieldAction, WaybillFieldAction };
export { FIELD_ACTIONS };

/** The call each queued action makes. */
const FIELD_ENDPOINTS = { ...waybillEndpoints, couponWriteOff: couponEndpoints.useConsumeByCode } satisfies Record<FieldAction, unknown>;
/** How often a page with waiting actions tries again on its own. */
export const FIELD_RETRY_MS = 20_000;
/** Where older versions kept the queue (localStorage), moved into IndexedDB once. */
const LEGACY_QUEUE_KEY = `${STORAGE_PREFIX}waybill.fieldQueue`;

/** Every queued action on this phone, of every account (screens read their own through useFieldQueue). */
export const fieldQueueAtom = atom<QueuedFieldAction[]>([]);

// ---- write-through to IndexedDB ------------------------------------------------------------

let written: QueuedFieldAction[] = [];
let writing: Promise<void> = Promise.resolve();

function writeThrough() {
  const next = appStore.get(fieldQueueAtom);
  const before = new Map(written.map((e) => [e.key, e]));
  const keys = new Set(next.map((e) => e.key));
  const changed = next.filter((e) => before.get(e.key) !== e);
  const removed = written.filter((e) => !keys.has(e.key));
  written = next;
  writing = writing
    .then(async () => {
      await putAll(FIELD_ACTIONS_STORE, changed);
      await deleteAll(FIELD_ACTIONS_STORE, removed.map((e) => e.key));
      await forgetPhotosOf(removed);
    })
    .catch(() => undefined);
}

function updateQueue(change: (queue: QueuedFieldAction[]) => QueuedFieldAction[]) {
  appStore.set(fieldQueueAtom, change(appStore.get(fieldQueueAtom)));
}

/** Entries of an older version's localStorage queue, if any (checked loosely: they were ours). */
function takeLegacyQueue(): QueuedFieldAction[] {
  try {
    const text = globalThis.localStorage?.getItem(LEGACY_QUEUE_KEY);
    if (!text) return [];
    globalThis.localStorage.removeItem(LEGACY_QUEUE_KEY);
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is QueuedFieldAction =>
        e && typeof e.key === 'string' && (FIELD_ACTIONS as readonly string[]).includes(e.action) && typeof e.waybillId === 'number' && typeof e.queuedAt === 'string',
    );
  } catch {
    return [];
  }
}

/** Reads the queue again from IndexedDB (the worker may have sent or refused some). */
export async function reloadFieldQueue(): Promise<void> {
  if (!(await hasDatabase())) return;
  const legacy = takeLegacyQueue();
  if (legacy.length > 0) await putAll(FIELD_ACTIONS_STORE, legacy);
  let stored: QueuedFieldAction[];
  for (;;) {
    // Read after every change of this page reached the database: a change made while reading
    // means reading again, or the page would lose an action it just queued.
    const pending = writing;
    await pending;
    stored = await readAll<QueuedFieldAction>(FIELD_ACTIONS_STORE);
    if (pending === writing) break;
  }
  written = stored;
  appStore.set(fieldQueueAtom, stored);
}

// ---- sending ---------------------------------------------------------------------------------

const pageTransport: FieldTransport = {
  uploadPhoto: async (photo) => (await upload(identityEndpoints.upload, photo.blob, { fileName: photo.name })).fileId,
  send: (entry, body) => request(FIELD_ENDPOINTS[entry.action], { body: body as never, idempotencyKey: entry.key }),
  isUnanswered,
  describe: (error) => (error instanceof Error ? error.message : String(error)),
};

async function saveEntry(entry: QueuedFieldAction) {
  updateQueue((queue) => queue.map((e) => (e.key === entry.key ? entry : e)));
  await writing;
}

/** Asks the browser to wake the worker for the queue when the network is back (where Background Sync exists). */
async function askForBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(FIELD_SYNC_TAG);
  } catch {
    // No worker or no Background Sync: the page's own retries still send it.
  }
}

/** A photo for a field action: already uploaded (file id), or a file kept on the phone until sent. */
export type FieldPhoto = { name: string; fileId: string } | { name: string; file: Blob };

/**
 * Uploads a photo picked for a field action at once when the network answers; without an answer
 * the file is kept and goes with the queued action (uploaded first when it is sent).
 */
export async function uploadFieldPhoto(file: File, onProgress?: (percent: number) => void): Promise<FieldPhoto> {
  try {
    const stored = await upload(identityEndpoints.upload, file, { onProgress: onProgress && ((p) => onProgress(p.fraction * 100)) });
    return { name: file.name, fileId: stored.fileId };
  } catch (error) {
    if (isUnanswered(error)) return { name: file.name, file };
    throw error;
  }
}

export interface FieldPhotos {
  field: PhotoField;
  items: FieldPhoto[];
}

/** Keeps the not-yet-uploaded photos in IndexedDB and answers the queue's photo list. */
async function keepPhotos(account: string | null, photos: FieldPhotos): Promise<QueuedFieldAction['photos']> {
  const items: QueuedPhoto[] = [];
  const kept = [];
  for (const photo of photos.items) {
    if ('fileId' in photo) {
      items.push({ name: photo.name, fileId: photo.fileId });
    } else {
      const photoId = newIdempotencyKey();
      kept.push({ id: photoId, account: account ?? '', name: photo.name, blob: photo.file });
      items.push({ photoId, name: photo.name });
    }
  }
  await putAll(PHOTOS_STORE, kept);
  return { field: photos.field, items };
}

export type FieldActionResult<Answer = unknown> = { sent: true; waybill: Answer } | { sent: false; queued: QueuedFieldAction };

/**
 * Runs a field action now if possible, else keeps it queued for the signed-in person. The body gets
 * the phone's own time (`occurredAt`) unless given; photos not yet uploaded are kept on the phone
 * and uploaded first. Resolves `{sent: true}` with the server's answer, or `{sent: false}` when it
 * waits to be sent; rejects with the ApiError when the server refused it (it then leaves the queue).
 */
export async function queueFieldAction(
  action: FieldAction,
  body: Record<string, unknown>,
  photos?: FieldPhotos,
  afterSent?: () => Promise<unknown>,
): Promise<FieldActionResult> {
  const account = currentAccount();
  const entry: QueuedFieldAction = {
    key: newIdempotencyKey(),
    action,
    ...(typeof body.waybillId === 'number' ? { waybillId: body.waybillId } : {}),
    body: { occurredAt: new Date().toISOString(), ...body },
    queuedAt: new Date().toISOString(),
    ...(account ? { account } : {}),
    ...(photos ? { photos: await keepPhotos(account, photos) } : {}),
  };
  updateQueue((queue) => [...queue, entry]);
  // Sent under the lock, as a replay would be, so a replay starting meanwhile does not send it too.
  const outcome = await withQueueLock(async () => {
    await writing;
    const result = await sendEntry(entry, pageTransport, saveEntry);
    if (result.kind !== 'unanswered') updateQueue((queue) => queue.filter((e) => e.key !== entry.key));
    await writing;
    return result;
  });
  if (outcome.kind === 'sent') {
    await afterSent?.();
    return { sent: true, waybill: outcome.answer };
  }
  if (outcome.kind === 'refused') throw outcome.error;
  void askForBackgroundSync();
  return { sent: false, queued: appStore.get(fieldQueueAtom).find((e) => e.key === entry.key) ?? entry };
}

let flushing: Promise<number> | null = null;
let afterReplay: () => Promise<unknown> = async () => undefined;

/** What to read again after a replay confirmed something (lib/api/waybill.ts: the waybill reads). */
export function onFieldActionsConfirmed(refresh: () => Promise<unknown>) {
  afterReplay = refresh;
}

/**
 * Replays the signed-in person's queued field actions in the order they happened; stops at the
 * first that still gets no answer. A refused one is kept with its `failure` message
 * (dismissFieldAction removes it). Others' actions wait for them. Answers how many were confirmed.
 */
export function flushFieldActions(): Promise<number> {
  if (flushing) return flushing;
  // Cleared only after being set (an empty queue finishes before the assignment otherwise, which
  // would leave a settled promise here and make every later flush send nothing).
  const run = replayFieldActions().finally(() => {
    if (flushing === run) flushing = null;
  });
  flushing = run;
  return run;
}

async function replayFieldActions(): Promise<number> {
  const account = currentAccount();
  if (!account) return 0;
  const confirmed = await withQueueLock(async () => {
    await reloadFieldQueue();
    let count = 0;
    for (const entry of inOrder(appStore.get(fieldQueueAtom).filter((e) => !e.failure && belongsTo(e, account)))) {
      const outcome = await sendEntry({ ...entry, account }, pageTransport, saveEntry);
      if (outcome.kind === 'unanswered') break;
      if (outcome.kind === 'sent') {
        updateQueue((queue) => queue.filter((e) => e.key !== entry.key));
        count += 1;
      } else {
        updateQueue((queue) => queue.map((e) => (e.key === entry.key ? { ...e, account, failure: outcome.failure } : e)));
      }
    }
    await writing;
    return count;
  });
  if (confirmed > 0) await afterReplay();
  return confirmed;
}

/** Removes a refused action from the queue once the person has read why. */
export function dismissFieldAction(key: string) {
  updateQueue((queue) => queue.filter((e) => e.key !== key));
}

/** The signed-in person's queued field actions (all, or one waybill's): "waiting to send" items and refused ones. */
export function useFieldQueue(waybillId?: number) {
  const queue = useAtomValue(fieldQueueAtom, { store: appStore });
  const account = useAtomValue(accountAtom, { store: appStore });
  return queue.filter((e) => belongsTo(e, account) && (waybillId === undefined || e.waybillId === waybillId));
}

/** How many actions of the signed-in person wait (for code outside React). */
function waitingOfCurrentAccount(): number {
  const account = currentAccount();
  return appStore.get(fieldQueueAtom).filter((e) => !e.failure && belongsTo(e, account)).length;
}

if (typeof window !== 'undefined') {
  appStore.sub(fieldQueueAtom, writeThrough);
  keepSessionForWorker();
  void reloadFieldQueue();
  window.addEventListener('online', () => {
    void flushFieldActions();
  });
  window.setInterval(() => {
    if (waitingOfCurrentAccount() > 0) void flushFieldActions();
  }, FIELD_RETRY_MS);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== QUEUE_CHANGED_MESSAGE) return;
    void reloadFieldQueue().then(() => afterReplay());
  });
}
