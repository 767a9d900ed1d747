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
  // dropped with it.
  const byExecutor = new WeakMap<Executor, Q>();
  return (db) => {
    let statement = byExecutor.get(db);
    if (!statement) {
      statement = build(db);
      byExecutor.set(db, statement);
    }
    return statement;
  };
}
