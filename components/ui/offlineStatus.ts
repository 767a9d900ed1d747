'use client';
import { useSyncExternalStore } from 'react';
import { resetOnSignOut } from '@/lib/offline/forget';

/**
 * How the page learns that a read came from the service worker's store (service-worker/apiCache.ts):
 * the worker posts `{type: 'tf-api-answer', path, fromCache, storedAt, missing?}` to the page for
 * each kept read it answers (`missing`: no network and nothing stored). The latest answer per path
 * is kept here; a screen asks for its reads' paths (components/ui/OfflineNote.tsx).
 */
export const API_ANSWER_MESSAGE = 'tf-api-answer';

interface Answer {
  fromCache: boolean;
  storedAt: string;
  missing?: boolean;
}

const answers = new Map<string, Answer>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function isAnswer(data: unknown): data is Answer & { type: string; path: string } {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  return message.type === API_ANSWER_MESSAGE && typeof message.path === 'string' && typeof message.fromCache === 'boolean' && typeof message.storedAt === 'string';
}

/** Records one worker message (exported for tests). */
export function recordApiAnswer(data: unknown) {
  if (!isAnswer(data)) return;
  answers.set(data.path, { fromCache: data.fromCache, storedAt: data.storedAt, missing: data.missing === true });
  notify();
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event) => recordApiAnswer(event.data));
  // Messages wait in the client's queue until the page says it listens.
  navigator.serviceWorker.startMessages();
}
if (typeof window !== 'undefined') {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets what the worker said (sign-out: the next person's screens have not been read yet). */
export function forgetApiAnswers() {
  answers.clear();
  notify();
}

resetOnSignOut(forgetApiAnswers);

export interface OfflineState {
  /** The browser says there is no network. */
  offline: boolean;
  /** When the shown answer was stored, if the latest answer for the path came from the store. */
  cachedAt: Date | null;
  /** The latest read found no network and nothing stored. */
  missing: boolean;
}

/**
 * Whether the latest read of `path` (e.g. `/logistics/api/priorityGoods`, or a pattern for paths
 * with an id) was answered from the worker's store, or found nothing stored.
 */
export function useOfflineState(path: string | RegExp): OfflineState {
  useSyncExternalStore(subscribe, () => version, () => 0);
  // The app may run under a sub-path: match the end of the worker's path.
  const matches = (key: string) => (typeof path === 'string' ? key.endsWith(path) : path.test(key));
  const answer = [...answers.entries()].find(([key]) => matches(key))?.[1];
  return {
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    cachedAt: answer?.fromCache ? new Date(answer.storedAt) : null,
    missing: answer?.missing === true,
  };
}
