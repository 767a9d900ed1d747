import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The database, whichever driver is behind it (PGlite embedded, or PostgreSQL through pg). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database, or a transaction it was handed. */
export type Executor = Db | Tx;
