'use client';
import { useCallback, useEffect, useState } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { recoverFromChunkFailure } from '@/components/pwa/missingChunk';
import { afterScreenHold } from './screenHold';

export type ChunkLoad<Value> =
  | { status: 'loading' }
  | { status: 'ready'; value: Value }
  | { status: 'failed'; retry: () => void; /** Its chunk is gone even after reloading onto the new version. */ stillMissing: boolean };

/**
 * Something the router needs from a chunk (a screen, the route table): `ready` when it is already
 * in, otherwise `load(key)` is asked for it, with `key` saying which. A chunk that has not arrived
 * after the spec's 60 s (a dead mobile connection) or that fails counts as failed, and `retry` asks
 * for it again. A chunk a deploy removed reloads the page once onto the new version
 * (missingChunk.ts) and stays 'loading' meanwhile. `load` must keep what it loaded where `ready`
 * comes from: the loaded value is not kept here. Loads wait out a hold (screenHold.ts).
 */
export function useChunk<Key, Value>(key: Key, ready: Value | undefined, load: (key: Key) => Promise<unknown>): ChunkLoad<Value> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: Key; attempt: number; failed: boolean; stillMissing?: boolean } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const isReady = ready !== undefined;

  useEffect(() => {
    if (isReady) return;
    let settled = false;
    const settle = (failed: boolean, stillMissing = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setResult({ key, attempt, failed, stillMissing });
    };
    const timer = setTimeout(() => settle(true), LAZY_LOAD_TIMEOUT_MS);
    // Not while a new version is being taken (screenHold.ts): the page reloads onto it instead.
    afterScreenHold(() => load(key)).then(
      // Kept (by `load`) even when it arrives after the time-out: the retry then shows it at once.
      () => settle(false),
      (error: unknown) =>
        void recoverFromChunkFailure(error).then((outcome) => {
          if (outcome !== 'reloading') settle(true, outcome === 'stillMissing');
        }),
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [key, attempt, isReady, load]);

  if (ready !== undefined) return { status: 'ready', value: ready };
  if (result && result.key === key && result.attempt === attempt && result.failed) {
    return { status: 'failed', retry, stillMissing: Boolean(result.stillMissing) };
  }
  return { status: 'loading' };
}
