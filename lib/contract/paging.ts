import { z } from 'zod';

/** Largest page anyone may ask for; larger `size` values are refused, not silently clipped. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The furthest page anyone may ask for: keeps OFFSET (current × size) well inside the database's
 * integer range (an unbounded page number made the lists fail, found by the fuzz suite).
 */
export const MAX_PAGE_NUMBER = 100_000;

/** Query of a paged list: `current`/`size` (1-based page). Query strings arrive as text. */
export const PageQuery = z.object({
  current: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The same, for the calls the spec names with `currentPage`. */
export const CurrentPageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CurrentPageQuery = z.infer<typeof CurrentPageQuery>;

/** A page of records: `{records, total, size, current, pages}`. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int().min(0),
    size: z.number().int().min(1),
    current: z.number().int().min(1),
    pages: z.number().int().min(0),
  });
}
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * An opaque position in a cursor-paged list (base64url text the server made): send the
 * `nextCursor` of the previous page to get the next one; omit it for the first page. A cursor
 * names the last row shown, not a page number, so rows arriving meanwhile neither repeat nor go
 * missing (content, points and mileage lists; server/src/http/cursor.ts).
 */
export const ListCursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a cursor of this list');
export const ListCursorQuery = z.object({
  cursor: ListCursor.optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ListCursorQuery = z.infer<typeof ListCursorQuery>;

/** A page of a cursor-paged list: `nextCursor` is null on the last page. */
export function listCursorPageOf<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), nextCursor: ListCursor.nullable() });
}
