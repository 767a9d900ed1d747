import type { Executor } from './types';

/** The most items one write carries: a statement's arrays stay small enough to plan and send at once. */
const MOST_PER_WRITE = 500;

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Queue<T> {
  waiting: Waiting<T>[];
  /** A write is in flight: newcomers wait for the next one. */
  writing: boolean;
}

/**
 * Group commit for a small write many requests make at once (a signed-in driver's every goods
 * detail records a view). The first call is written at once, as a lone write would be; calls that
 * arrive while a write is in flight wait and go together in the next one. Under load N records
 * cost one statement and one commit instead of N; at low load nothing waits longer than before.
 * Each caller's promise settles when the write holding its item has committed (or failed), so an
 * answer sent after it is never ahead of the database.
 *
 * One queue per executor, as preparedStatement keeps one statement per executor: items given
 * with a transaction are written in that transaction, never in another caller's. `write` gets the
 * items in arrival order and must apply them all or throw.
 */
export function coalescedWrites<T>(write: (db: Executor, items: T[]) => Promise<void>): (db: Executor, item: T) => Promise<void> {
  const queues = new WeakMap<Executor, Queue<T>>();
  async function drain(db: Executor, queue: Queue<T>) {
    queue.writing = true;
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MOST_PER_WRITE);
      try {
        await write(db, batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queue.writing = false;
  }
  return (db, item) =>
    new Promise<void>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queue = { waiting: [], writing: false };
        queues.set(db, queue);
      }
      queue.waiting.push({ item, resolve, reject });
      if (!queue.writing) void drain(db, queue);
    });
}
