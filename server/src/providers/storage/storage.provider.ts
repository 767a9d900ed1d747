/**
 * Where uploaded files' bytes live (local disk now; object storage later). Keys are chosen by the
 * server (random), never by a client, so no user input ever becomes a path.
 */
export interface StorageProvider {
  /** Stores `bytes` under `key` (a new key: overwriting is not needed by any caller). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key` if present (cleans up after a failed database write). */
  remove(key: string): Promise<void>;
}

/** Storage keys are server-made: letters, digits, '-', '_' and one extension. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}\.[a-z]{2,4}$/;
