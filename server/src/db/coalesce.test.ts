import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coalescedWrites } from './coalesce';
import type { Executor } from './types';

/** A write whose completion the test releases by hand, recording every batch it was given. */
function heldWrites() {
  const batches: { db: Executor; items: number[]; done: () => void; fail: (error: Error) => void }[] = [];
  const record = coalescedWrites<number>(
    (db, items) =>
      new Promise<void>((resolve, reject) => {
        batches.push({ db, items, done: resolve, fail: reject });
      }),
  );
  return { batches, record };
}

const settled = async <T>(promise: Promise<T>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((r) => setImmediate(r));
  return state;
};

const pool = {} as Executor;
const transaction = {} as Executor;

describe('coalescedWrites', () => {
  it('writes a lone item at once; items arriving meanwhile go together in the next write', async () => {
    const { batches, record } = heldWrites();
    const first = record(pool, 1);
    assert.deepEqual(
      batches.map((b) => b.items),
      [[1]],
      'the first item does not wait for company',
    );
    const later = [record(pool, 2), record(pool, 3), record(pool, 4)];
    assert.equal(batches.length, 1, 'nothing else is written while a write is in flight');
    assert.equal(await settled(first), 'pending', 'a caller waits for the commit of its own item');
    batches[0].done();
    await first;
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(batches[1].items, [2, 3, 4]);
    assert.equal(await settled(later[0]), 'pending');
    batches[1].done();
    await Promise.all(later);
    record(pool, 5);
    assert.deepEqual(batches[2].items, [5], 'idle again: the next item is written at once');
    batches[2].done();
  });

  it('a failed write fails its own callers only; the queue goes on', async () => {
    const { batches, record } = heldWrites();
    const first = record(pool, 1);
    const second = record(pool, 2);
    batches[0].fail(new Error('connection lost'));
    await assert.rejects(first, /connection lost/);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(batches[1].items, [2]);
    batches[1].done();
    await second;
  });

  it('keeps one queue per executor: an item given with a transaction is written in that transaction', async () => {
    const { batches, record } = heldWrites();
    record(pool, 1);
    record(transaction, 2);
    assert.deepEqual(
      batches.map((b) => [b.db === pool ? 'pool' : 'transaction', b.items]),
      [
        ['pool', [1]],
        ['transaction', [2]],
      ],
    );
    for (const b of batches) b.done();
  });
});
