import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * CHECK condition "column is one of these values", for status-like columns whose allowed values
 * live in the contract. Inlined as literals because a CHECK constraint cannot take parameters;
 * the values are the contract's own identifiers, never user input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`CHECK value "${value}" is not a plain identifier`);
  }
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
