import { SERVICE_PREFIX, isSuccessCode } from '../contract/service';
import { FIELD_ACTIONS_STORE, PHOTOS_STORE, deleteAll, putAll, readAll, readOne, type KeptPhoto, type KeptSession } from './store';

/**
 * The queue of field actions (docs/offline.md, docs/waybills.md "Offline field actions"), the part
 * shared by the page (lib/api/waybill.ts) and the service worker (service-worker/fieldSync.ts).
 * Either may replay it; both take the same lock and read the queue from the database inside it, so
 * an action is sent by one of them, once (the idempotency key makes a second send harmless on the
 * server, but it must not happen at all on a metered phone).
 *
 * Each action belongs to the account that did it: a replay sends only the signed-in person's own
 * actions, with their own token; another person's wait for them.
 */

/** A waybill's field steps (logistics service, each at `/logistics/api/<action>`). */
export const WAYBILL_FIELD_ACTIONS = ['scanningLoading', 'loadingCompleted', 'scanningUnloading', 'unLoadingCompleted', 'stationLoadingSignFor'] as const;
export type WaybillFieldAction = (typeof WAYBILL_FIELD_ACTIONS)[number];
/**
 * Every action a phone may have to do without signal: the waybill's steps, and a coupon written
 * off at a merchant's counter (docs/coupons.md "Offline write-off": verified on the phone first).
 */
export const FIELD_ACTIONS = [...WAYBILL_FIELD_ACTIONS, 'couponWriteOff'] as const;
export type FieldAction = (typeof FIELD_ACTIONS)[number];

/** Which body field takes the file ids of an action's photos. */
export type PhotoField = 'weighingSlipFileIds' | 'receiptFileIds';

/** A photo of a queued action: kept on the phone (`photoId`) until uploaded (`fileId`). */
export interface QueuedPhoto {
  /** The kept photo (lib/offline/store.ts PHOTOS_STORE) until uploaded; absent for a photo uploaded before queuing. */
  photoId?: string;
  name: string;
  fileId?: string;
}

export interface QueuedFieldAction {
  /** The idempotency key (also the queue entry's id). */
  key: string;
  action: FieldAction;
  /** The waybill a waybill step belongs to (absent on a coupon write-off). */
  waybillId?: number;
  body: Record<string, unknown>;
  queuedAt: string;
  /**
   * Whose action it is (lib/offline/account.ts). Absent only on entries queued by an older version
   * of the app, which the next person to replay adopts (they were made on this phone before
   * actions were filed by person).
   */
  account?: string;
  /** Photos still to upload (or uploaded, with their file ids) before the action is sent. */
  photos?: { field: PhotoField; items: QueuedPhoto[] };
  /** Set once the server refused it (kept so the screen can say so, until dismissed). */
  failure?: string;
}

/** Paths of the calls a replay makes (the same as lib/contract's endpoints; a test keeps them equal). */
export const FIELD_ACTION_PATH = (action: FieldAction) =>
  action === 'couponWriteOff' ? `${SERVICE_PREFIX.app}/merchant/consume/useConsumeByCode` : `${SERVICE_PREFIX.logistics}/${action}`;
export const PHOTO_UPLOAD_PATH = `${SERVICE_PREFIX.app}/file/upload`;

/** Background Sync tag the worker replays under (service-worker/fieldSync.ts). */
export const FIELD_SYNC_TAG = 'tf-field-actions';
/** What the worker posts to the pages after it changed the queue. */
export const QUEUE_CHANGED_MESSAGE = 'tf-queue-changed';

/** The lock both replayers take. */
const QUEUE_LOCK = 'tf-field-queue';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs `work` holding the queue lock (Web Locks: shared by the pages and the worker of this origin). */
export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(QUEUE_LOCK, work) : work();
}

/** True for a queued action that is `account`'s to send (its own, or one made before actions were filed by person). */
export function belongsTo(entry: QueuedFieldAction, account: string | null): boolean {
  return account !== null && (entry.account === undefined || entry.account === account);
}

/** The body to send: the photos' file ids in their field. */
export function bodyToSend(entry: QueuedFieldAction): Record<string, unknown> {
  if (!entry.photos) return entry.body;
  return { ...entry.body, [entry.photos.field]: entry.photos.items.map((p) => p.fileId) };
}

/** How one context sends: the page through lib/http (token refresh included), the worker with fetch. */
export interface FieldTransport {
  uploadPhoto(photo: KeptPhoto): Promise<string>;
  send(entry: QueuedFieldAction, body: Record<string, unknown>): Promise<unknown>;
  /** No answer came (offline, time-out, 5xx, a token to renew): try again later with the same key. */
  isUnanswered(error: unknown): boolean;
  describe(error: unknown): string;
}

export type SendOutcome =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'refused'; failure: string; error?: unknown }
  | { kind: 'unanswered' };

/**
 * Sends one queued action: its photos first (each file id recorded through `save` as it comes, so a
 * retry does not upload a photo twice), then the action with its idempotency key.
 */
export async function sendEntry(
  entry: QueuedFieldAction,
  transport: FieldTransport,
  save: (entry: QueuedFieldAction) => Promise<void>,
): Promise<SendOutcome> {
  let current = entry;
  try {
    for (const item of current.photos?.items ?? []) {
      if (item.fileId || !item.photoId) continue;
      const photo = await readOne<KeptPhoto>(PHOTOS_STORE, item.photoId);
      if (!photo) return { kind: 'refused', failure: `photo ${item.name} is no longer on this phone` };
      const fileId = await transport.uploadPhoto(photo);
      current = {
        ...current,
        photos: { field: current.photos!.field, items: current.photos!.items.map((p) => (p.photoId === item.photoId ? { ...p, fileId } : p)) },
      };
      await save(current);
    }
    return { kind: 'sent', answer: await transport.send(current, bodyToSend(current)) };
  } catch (error) {
    if (transport.isUnanswered(error)) return { kind: 'unanswered' };
    return { kind: 'refused', failure: transport.describe(error), error };
  }
}

/** The kept photos of the given actions, deleted once those actions are done with. */
export function forgetPhotosOf(entries: QueuedFieldAction[]): Promise<void> {
  return deleteAll(PHOTOS_STORE, entries.flatMap((e) => e.photos?.items.flatMap((p) => (p.photoId ? [p.photoId] : [])) ?? []));
}

/** Queued actions in the order they happened. */
export function inOrder(entries: QueuedFieldAction[]): QueuedFieldAction[] {
  return [...entries].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** The error a call without a usable answer gives in the worker (no network, 5xx, a token to renew). */
class Unanswered extends Error {}
class Refused extends Error {}

/**
 * The worker's sender: plain fetch with the kept session's tokens. A refused token (HTTP 401, or
 * the logistics service's 200 with "401") counts as unanswered: the page renews tokens and sends
 * it when the person next opens the app.
 */
export function workerTransport(session: KeptSession): FieldTransport {
  const headers = (key?: string): Record<string, string> => ({
    ...(session.userToken ? { Authorization: `Bearer ${session.userToken}` } : {}),
    ...(session.logisticsToken ? { 'Logistics-Authorization': `Bearer ${session.logisticsToken}` } : {}),
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
  const envelope = async (response: Response): Promise<unknown> => {
    if (response.status === 401 || response.status >= 500 || response.status === 408 || response.status === 429) throw new Unanswered(String(response.status));
    const body = (await response.json().catch(() => null)) as { code?: unknown; msg?: unknown; data?: unknown } | null;
    if (!body) throw new Unanswered('no envelope');
    if (isSuccessCode(body.code)) return body.data;
    const msg = String(body.msg ?? response.status);
    if (msg.includes('401')) throw new Unanswered(msg);
    throw new Refused(msg);
  };
  return {
    async uploadPhoto(photo) {
      const form = new FormData();
      form.append('file', photo.blob, photo.name);
      const answer = (await envelope(await fetch(session.apiBase + PHOTO_UPLOAD_PATH, { method: 'POST', headers: headers(), body: form }))) as { fileId: string };
      return answer.fileId;
    },
    async send(entry, body) {
      const response = await fetch(session.apiBase + FIELD_ACTION_PATH(entry.action), {
        method: 'POST',
        headers: { ...headers(entry.key), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return envelope(response);
    },
    isUnanswered: (error) => error instanceof Unanswered || error instanceof TypeError,
    describe: (error) => (error instanceof Error ? error.message : String(error)),
  };
}

/**
 * The worker's replay: the kept session's own actions, in order, until one gets no answer.
 * Resolves how many were confirmed and whether some still wait (so Background Sync tries again).
 */
export async function replayInWorker(session: (KeptSession) | undefined): Promise<{ confirmed: number; waiting: boolean }> {
  if (!session) return { confirmed: 0, waiting: false };
  return withQueueLock(async () => {
    const transport = workerTransport(session);
    const mine = inOrder((await readAll<QueuedFieldAction>(FIELD_ACTIONS_STORE)).filter((e) => !e.failure && belongsTo(e, session.account)));
    let confirmed = 0;
    for (const entry of mine) {
      const outcome = await sendEntry({ ...entry, account: session.account }, transport, (saved) => putAll(FIELD_ACTIONS_STORE, [saved]));
      if (outcome.kind === 'unanswered') return { confirmed, waiting: true };
      if (outcome.kind === 'sent') {
        await deleteAll(FIELD_ACTIONS_STORE, [entry.key]);
        await forgetPhotosOf([entry]);
        confirmed += 1;
      } else {
        const latest = (await readOne<QueuedFieldAction>(FIELD_ACTIONS_STORE, entry.key)) ?? entry;
        await putAll(FIELD_ACTIONS_STORE, [{ ...latest, account: session.account, failure: outcome.failure }]);
      }
    }
    return { confirmed, waiting: false };
  });
}
