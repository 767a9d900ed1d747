import { before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleProxy } from 'drizzle-orm/pg-proxy';
import { resetDatabase, testDatabase } from '../../test/helpers';
import { users } from '../modules/user/user.table';
import { preparedStatement } from './prepared';
import type { Db, Executor } from './types';

// A statement prepared once and then run by the pool and by transactions (db/prepared.ts moves
// the first one built onto each transaction's connection instead of building it again).
const nicknameOf = preparedStatement((db) =>
  db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.mobile, sql.placeholder('mobile')))
    .prepare('test_nickname_of'),
);
const renamed = preparedStatement((db) =>
  db
    .update(users)
    .set({ nickname: sql`${sql.placeholder('nickname')}` })
    .where(eq(users.mobile, sql.placeholder('mobile')))
    .returning({ nickname: users.nickname })
    .prepare('test_renamed'),
);

describe('preparedStatement', () => {
  let db: Db;
  before(async () => {
    db = (await testDatabase()).db;
  });
  beforeEach(async () => {
    await resetDatabase();
    await db.insert(users).values({ mobile: '13900000001', nickname: 'before', createdAt: new Date() });
  });

  const read = async (executor: Parameters<typeof nicknameOf>[0]) => (await nicknameOf(executor).execute({ mobile: '13900000001' }))[0]?.nickname;

  // A statement run on the pool while a transaction holds PGlite's only connection waits for ever.
  const timeout = 20_000;

  it("runs inside the caller's transaction: it sees the transaction's own change, and its change rolls back with it", { timeout }, async () => {
    assert.equal(await read(db), 'before', 'built on the pool first');
    await assert.rejects(
      db.transaction(async (tx) => {
        const [row] = await renamed(tx).execute({ mobile: '13900000001', nickname: 'inside' });
        assert.equal(row.nickname, 'inside');
        assert.equal(await read(tx), 'inside', 'the transaction reads its own uncommitted change');
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.equal(await read(db), 'before', 'the change made by the statement in the transaction was rolled back');
    await db.transaction(async (tx) => {
      await renamed(tx).execute({ mobile: '13900000001', nickname: 'committed' });
      // A nested transaction (a savepoint) runs on the same connection.
      await tx.transaction(async (nested) => assert.equal(await read(nested), 'committed'));
    });
    assert.equal(await read(db), 'committed');
  });

  it('a transaction that runs a statement first, before the pool ever did, leaves the pool its own', { timeout }, async () => {
    await db.transaction(async (tx) => {
      await renamed(tx).execute({ mobile: '13900000001', nickname: 'first in a transaction' });
    });
    const [row] = await renamed(db).execute({ mobile: '13900000001', nickname: 'on the pool' });
    assert.equal(row.nickname, 'on the pool');
    assert.equal(await read(db), 'on the pool');
  });

  it("a statement built on one driver is not run through another driver's client in the same process", { timeout }, async () => {
    // bench:money opens PGlite and PostgreSQL in one process: the first statement built (on PGlite)
    // was moved onto the pg pool, whose answer it could not read, and the ledger crashed.
    // The other driver here is drizzle's pg-proxy over this database's own client.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;
    const onPglite = (await testDatabase()).kind === 'pglite';
    const viaProxy = drizzleProxy(async (text, params, method) => {
      const rowMode = method === 'all' ? 'array' : undefined;
      const { rows } = onPglite
        ? await client.query(text, params, { rowMode })
        : await client.query({ text, values: params, rowMode });
      return { rows };
    }) as unknown as Executor;
    assert.equal(await read(db), 'before', "built on the test database's driver first");
    assert.equal(await read(viaProxy), 'before', 'the same statement on the other driver');
    const [row] = await renamed(viaProxy).execute({ mobile: '13900000001', nickname: 'through the proxy' });
    assert.equal(row.nickname, 'through the proxy');
    assert.equal(await read(db), 'through the proxy', 'and the first driver still runs its own');
  });
});
