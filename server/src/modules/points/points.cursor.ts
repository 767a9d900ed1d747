import { badField } from '../../http/errors';

/**
 * The keyset cursors of the points and mileage lists (lib/contract/points.ts KeysetCursor): the
 * last row's (time, id) as base64url text. A newest-first page continues strictly below it, so
 * rows arriving meanwhile are neither repeated nor skipped.
 */

export interface Keyset {
  at: Date;
  id: number;
}

export function encodeKeyset(row: Keyset): string {
  return Buffer.from(`${row.at.getTime()}.${row.id}`).toString('base64url');
}

/** The position a cursor names; a cursor the server did not make is a 400 on the field. */
export function decodeKeyset(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const at = match ? Number(match[1]) : NaN;
  const id = match ? Number(match[2]) : NaN;
  if (!match || at > 8.64e15 || id < 1 || id > 2_147_483_647) throw badField('cursor', 'points.badCursor');
  return { at: new Date(at), id };
}

/** A page of `rows` read with one extra (`size + 1`): the records and the cursor after the last, or null when no more. */
export function keysetPage<R, T>(rows: R[], size: number, view: (row: R) => T, keyOf: (row: R) => Keyset) {
  const records = rows.slice(0, size);
  const more = rows.length > size;
  return { records: records.map(view), nextCursor: more ? encodeKeyset(keyOf(records[records.length - 1])) : null };
}
