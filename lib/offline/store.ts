/**
 * The phone's own database (IndexedDB `tf-offline`), shared by the page and the service worker:
 * queued field actions, the photos they carry, and the session the worker may replay them with.
 * localStorage cannot hold photos and the worker cannot read it; IndexedDB serves both.
 *
 * Without IndexedDB (very old browsers, some private modes) every call resolves to "nothing kept"
 * and the page keeps its queue in memory only.
 */

const DB_NAME = 'tf-offline';
const DB_VERSION = 1;
export const FIELD_ACTIONS_STORE = 'fieldActions';
export const PHOTOS_STORE = 'photos';
export const SESSION_STORE = 'session';
/** The one record of the session store. */
const SESSION_KEY = 'current';

type StoreName = typeof FIELD_ACTIONS_STORE | typeof PHOTOS_STORE | typeof SESSION_STORE;

/** A photo kept on the phone until its action is sent (weighing slip, receipt). */
export interface KeptPhoto {
  id: string;
  /** The account of the person who took it. */
  account: string;
  name: string;
  blob: Blob;
}

/**
 * Who is signed in now, with the tokens the worker replays their queued actions with. Deleted on
 * sign-out, so a replay in the background never runs under anyone else.
 */
export interface KeptSession {
  account: string;
  userToken: string | null;
  logisticsToken: string | null;
  /** Where the API is (the page's service base URL resolved), for the worker's own calls. */
  apiBase: string;
}

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FIELD_ACTIONS_STORE)) db.createObjectStore(FIELD_ACTIONS_STORE, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(PHOTOS_STORE)) db.createObjectStore(PHOTOS_STORE, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(SESSION_STORE)) db.createObjectStore(SESSION_STORE);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab with a newer version asks to upgrade: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction over `store`; resolves with its result once committed (fallback without a database). */
async function withStore<T>(store: StoreName, mode: IDBTransactionMode, work: (s: IDBObjectStore) => Promise<T>, fallback: T): Promise<T> {
  const db = await openDb();
  if (!db) return fallback;
  const tx = db.transaction(store, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  const result = await work(tx.objectStore(store));
  await committed;
  return result;
}

/** Every record of a store. */
export function readAll<T>(store: StoreName): Promise<T[]> {
  return withStore(store, 'readonly', (s) => done(s.getAll() as IDBRequest<T[]>), []);
}

/** One record by key, or undefined. */
export function readOne<T>(store: StoreName, key: string): Promise<T | undefined> {
  return withStore(store, 'readonly', (s) => done(s.get(key) as IDBRequest<T | undefined>), undefined);
}

/** Writes (adds or replaces) records. */
export function putAll(store: StoreName, records: unknown[]): Promise<void> {
  if (records.length === 0) return Promise.resolve();
  return withStore(store, 'readwrite', async (s) => {
    await Promise.all(records.map((record) => done(s.put(record))));
  }, undefined);
}

/** Deletes records by key. */
export function deleteAll(store: StoreName, keys: string[]): Promise<void> {
  if (keys.length === 0) return Promise.resolve();
  return withStore(store, 'readwrite', async (s) => {
    await Promise.all(keys.map((key) => done(s.delete(key))));
  }, undefined);
}

/** The session the worker may replay with, if someone is signed in. */
export function readSession(): Promise<KeptSession | undefined> {
  return readOne<KeptSession>(SESSION_STORE, SESSION_KEY);
}

/** Keeps (or, with null, forgets) the signed-in session for the worker. */
export function writeSession(session: KeptSession | null): Promise<void> {
  return withStore(SESSION_STORE, 'readwrite', async (s) => {
    if (session) await done(s.put(session, SESSION_KEY));
    else await done(s.delete(SESSION_KEY));
  }, undefined);
}

/** True when this browser gives us the database (else the queue lives in memory only). */
export async function hasDatabase(): Promise<boolean> {
  return (await openDb()) !== null;
}
