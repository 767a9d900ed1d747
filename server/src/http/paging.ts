import type { Page } from '@/lib/contract';

/** Offset of a 1-based page. */
export const pageOffset = (current: number, size: number) => (current - 1) * size;

/** Wraps rows and a total into the contract's page shape `{records, total, size, current, pages}`. */
export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}
