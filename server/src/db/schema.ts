/**
 * The schema index: every module's tables, re-exported so drizzle (queries, migrations) sees them
 * all. A module adds one line here for its `<domain>.table.ts`.
 */
export {};
