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
