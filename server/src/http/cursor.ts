import { badField, type PlainErrorCode } from './errors';

/*
 * Keyset cursors of the cursor-paged lists (content, points, mileage): the sort key of the last
 * row shown, as integers joined by dots and wrapped in base64url so clients treat them as opaque.
 * A cursor names a row, not a page, so rows arriving meanwhile neither repeat nor go missing.
 */

/** Encodes a sort key (booleans as 0/1, instants as epoch milliseconds, ids). */
export function encodeCursor(parts: readonly number[]): string {
  return Buffer.from(parts.join('.'), 'utf8').toString('base64url');
}

/** What each place of a cursor holds, with the values it may take. */
const PART_RANGE = { flag: [0, 1], ms: [0, 8_640_000_000_000_000], id: [1, 2_147_483_647] } as const;
export type CursorPart = keyof typeof PART_RANGE;

/**
 * Decodes a cursor whose places hold `shape`, or 400 `refusal` on the cursor field (another list's,
 * altered, made up): every value is range-checked here, so nothing out of a column's range reaches SQL.
 */
export function decodeCursor(cursor: string, shape: readonly CursorPart[], refusal: PlainErrorCode): number[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const numbers = parts.map((part) => (/^\d{1,16}$/.test(part) ? Number(part) : NaN));
  const fits = numbers.length === shape.length && numbers.every((n, i) => n >= PART_RANGE[shape[i]][0] && n <= PART_RANGE[shape[i]][1]);
  if (!fits) throw badField('cursor', refusal);
  return numbers;
}

/** The page of `rows` asked for with `size` (one more was read to know whether a next page exists) and its next cursor. */
export function cursorPage<Row, Out>(rows: Row[], size: number, keyOf: (row: Row) => readonly number[], toRecord: (row: Row) => Out) {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { records: shown.map(toRecord), nextCursor: rows.length > size && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
