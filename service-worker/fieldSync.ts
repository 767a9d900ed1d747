/**
 * The worker's replay of queued field actions (lib/offline/fieldQueue.ts): on Background Sync
 * where the browser has it, and whenever one of the worker's reads got a good answer (the signal
 * is back, even with no page open to notice). The page replays too (lib/api/fieldQueue.ts); the
 * queue lock makes each action go once. Only the kept session's own actions are sent, with its
 * tokens; after a sign-out there is no session and nothing is sent.
 */
import { QUEUE_CHANGED_MESSAGE, replayInWorker } from '../lib/offline/fieldQueue';
import { readSession } from '../lib/offline/store';

export { FIELD_SYNC_TAG } from '../lib/offline/fieldQueue';

export interface WindowClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]>;
}

/** Least time between two replays started by reads (each read that gets through would start one). */
const REPLAY_GAP_MS = 10_000;
let lastStarted = 0;
let running: Promise<{ confirmed: number; waiting: boolean }> | null = null;

/** Replays the queue once (a replay already running is joined) and tells the pages when something changed. */
export function replayQueue(clients: WindowClientsLike): Promise<{ confirmed: number; waiting: boolean }> {
  running ??= (async () => {
    lastStarted = Date.now();
    const result = await replayInWorker(await readSession());
    if (result.confirmed > 0 || !result.waiting) {
      for (const client of await clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: QUEUE_CHANGED_MESSAGE });
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** A read got through: replay unless one started moments ago. */
export function replaySoon(clients: WindowClientsLike, waitUntil: (work: Promise<unknown>) => void): void {
  if (running || Date.now() - lastStarted < REPLAY_GAP_MS) return;
  waitUntil(replayQueue(clients).catch(() => undefined));
}

/** Background Sync: replay; still waiting makes the browser try again later. */
export async function onSync(clients: WindowClientsLike): Promise<void> {
  const { waiting } = await replayQueue(clients);
  if (waiting) throw new Error('field actions still wait for the network');
}
