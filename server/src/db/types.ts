import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * The database, whichever driver is behind it (PGlite embedded, or PostgreSQL through pg).
 * Without drizzle's relational query API (`db.query.<table>`): given the schema, drizzle builds a
 * query builder for each of its ~90 tables on every transaction it opens, which was a tenth of a
 * write's CPU (bench/README.md, session 18). Queries name their tables (server/src/db/schema.ts
 * is the index drizzle-kit reads).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** What a repository function runs on: the database, or a transaction it was handed. */
export type Executor = Db | Tx;
