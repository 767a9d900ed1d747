import { cursorPage, decodeCursor } from '../../http/cursor';

/**
 * The points and mileage lists page by (time, id) of their last row, newest first: a page
 * continues strictly below it, so rows arriving meanwhile are neither repeated nor skipped. The
 * cursor text is the shared keyset cursor's (server/src/http/cursor.ts).
 */

export interface Keyset {
  at: Date;
  id: number;
}

/** The position a cursor names; a cursor the server did not make is a 400 on the field. */
export function decodeKeyset(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [at, id] = decodeCursor(cursor, ['ms', 'id'], 'points.badCursor');
  return { at: new Date(at), id };
}

/** A page of `rows` read with one extra (`size + 1`): the records and the cursor after the last, or null when no more. */
export function keysetPage<R, T>(rows: R[], size: number, view: (row: R) => T, keyOf: (row: R) => Keyset) {
  return cursorPage(rows, size, (row) => {
    const { at, id } = keyOf(row);
    return [at.getTime(), id];
  }, view);
}
