import type { Query, SQL } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * A statement for the hot paths (the session check runs on every signed-in call), built once per
 * database or transaction and then only executed with new values (`sql.placeholder`): drizzle
 * does not rebuild the SQL text on each call, and on PostgreSQL the statement is named, so each
 * pooled connection parses and plans it once. (PGlite's driver ignores the name: there only the
 * rebuilding is saved.)
 *
 * `build` must end in `.prepare(name)` with a name no other statement uses: a pg connection
 * refuses a second text under a name it has already prepared.
 */
export function preparedStatement<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  // Keyed by the executor: a drizzle statement runs on the session it was prepared on, so one
  // prepared on the pool would run outside the caller's transaction. A transaction gets its own,
  // dropped with it: the first statement built, moved onto the transaction's connection
  // (onSessionOf), not built again, which cost a write as much as the rest of its statements.
  // The first one is kept per driver (the session's class): a PGlite statement handed a pg pool
  // as its client answers nothing (bench:money opens both engines in one process and crashed).
  const byExecutor = new WeakMap<Executor, Q>();
  const firstOfDriver = new Map<unknown, Q>();
  return (db) => {
    let statement = byExecutor.get(db);
    if (!statement) {
      const driver = driverOf(db);
      const first = firstOfDriver.get(driver);
      statement = (first && onSessionOf(first, db)) ?? build(db);
      if (!first) firstOfDriver.set(driver, statement);
      byExecutor.set(db, statement);
    }
    return statement;
  };
}

/** What tells one driver's executors from another's: the class of their session (pool and transactions alike). */
function driverOf(db: Executor): unknown {
  return (db as unknown as { session?: object }).session?.constructor;
}

/**
 * A prepared drizzle statement running on another executor's connection: the same text, fields
 * and row mapping, another `client`. Both drivers' prepared queries (node-postgres, PGlite) run on
 * `this.client`, which is their session's client: the pool or the transaction's own connection.
 * Undefined when either side does not look like that (another driver): the caller builds anew.
 */
function onSessionOf<Q>(statement: Q, db: Executor): Q | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (client === undefined || !Object.prototype.hasOwnProperty.call(statement, 'client')) return undefined;
  return Object.create(statement as object, { client: { value: client } }) as Q;
}

/** What a raw statement answers: its rows, as the driver returns them (column names as written). */
export interface RawRows<R> {
  rows: R[];
}

interface Internals {
  session: { prepareQuery(query: Query, fields: undefined, name: string, arrayMode: boolean): { execute(values: Record<string, unknown>): Promise<unknown> } };
  dialect: { sqlToQuery(statement: SQL): Query };
}

/**
 * A hand-written statement (`sql` with `sql.placeholder`s) prepared like preparedStatement's: its
 * text is built once for the process, and on PostgreSQL each connection parses and plans it once
 * under `name`. For statements drizzle's builders cannot express (the ledger's one-statement
 * transfer), which `db.execute` would otherwise rebuild and have parsed on every call.
 */
export function preparedSql<R>(name: string, statement: SQL): (db: Executor, values: Record<string, unknown>) => Promise<RawRows<R>> {
  let text: Query | undefined;
  const byExecutor = new WeakMap<Executor, ReturnType<Internals['session']['prepareQuery']>>();
  return (db, values) => {
    let prepared = byExecutor.get(db);
    if (!prepared) {
      // drizzle's own db.execute does exactly this, without the name and without keeping the result.
      const internals = db as unknown as Internals;
      text ??= internals.dialect.sqlToQuery(statement);
      prepared = internals.session.prepareQuery(text, undefined, name, false);
      byExecutor.set(db, prepared);
    }
    return prepared.execute(values) as Promise<RawRows<R>>;
  };
}
