/**
 * A tab opened before a deploy still runs the old version; its screens' chunks have new names
 * now, so the first screen it has not loaded yet fails with a missing chunk. The cure is one
 * reload onto the new version. A chunk that fails for another reason (no signal) must not reload
 * (a reload offline shows the browser's error page), and a reload must not repeat forever.
 */

import { reloadPage } from './reloadPage';

/** sessionStorage key: set when the tab reloaded for a missing chunk, cleared once a screen loads. */
export const DEPLOY_RELOAD_KEY = 'tf.reloadedForDeploy';

/** What became of a failed chunk load. */
export type ChunkFailure =
  /** The chunk is gone from the server: the page is reloading onto the new version. */
  | 'reloading'
  /** Gone even after that one reload: the screen offers a way back instead. */
  | 'stillMissing'
  /** Not a missing chunk (offline, a server error, a bug): the usual retry. */
  | 'other';

/**
 * The address of the chunk an error failed to load: webpack's ChunkLoadError and the CSS chunk
 * error carry it as `request`; browsers name it in a failed dynamic import's message. Undefined
 * for any other error; null for a chunk error without an address.
 */
export function failedChunkUrl(error: unknown): string | null | undefined {
  if (!(error instanceof Error)) return undefined;
  const request = (error as { request?: unknown }).request;
  const isChunkError =
    error.name === 'ChunkLoadError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk \S+ failed|dynamically imported module|Importing a module script failed/i.test(error.message);
  if (!isChunkError) return undefined;
  if (typeof request === 'string' && request) return request;
  return /(https?:\/\/\S+?\.(?:m?js|css))/.exec(error.message)?.[1] ?? null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Decides what a failed chunk load means and acts on it: asks the server whether the chunk still
 * exists (a 404 or 410 means a deploy replaced it; no answer means no signal), and reloads the
 * page once when it is gone.
 */
export async function recoverFromChunkFailure(error: unknown): Promise<ChunkFailure> {
  const url = failedChunkUrl(error);
  if (url === undefined || url === null) return 'other';
  let gone: boolean;
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    gone = answer.status === 404 || answer.status === 410;
  } catch {
    return 'other';
  }
  if (!gone) return 'other';
  const store = storage();
  if (store?.getItem(DEPLOY_RELOAD_KEY)) return 'stillMissing';
  // Without sessionStorage there is no guard against a loop, so no reload either.
  if (!store) return 'stillMissing';
  store.setItem(DEPLOY_RELOAD_KEY, String(Date.now()));
  reloadPage();
  return 'reloading';
}

/** A screen loaded: this version works, so a later deploy may reload the tab once again. */
export function chunkLoaded(): void {
  storage()?.removeItem(DEPLOY_RELOAD_KEY);
}
