import { useMemo } from 'react';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import type { DataOf, Endpoint, Page } from '../contract';
import { apiKey, request } from '../http';

/** What a cursor-paged list answers: its records under some name and where the next page starts (null: the last). */
type CursorAnswer = { nextCursor: string | null };

/** A cursor-paged list as components/ui/PagedList reads lists, plus the first page's whole answer (its totals, balance…). */
export type CursorPages<T, D> = Pick<SWRInfiniteResponse<Page<T>>, 'data' | 'error' | 'isLoading' | 'size' | 'setSize' | 'mutate'> & {
  /** The first page's answer as the server gave it (undefined until it came). */
  first: D | undefined;
};

/**
 * Reads a cursor-paged list (lists that stay right while new items arrive: keyset, not offset;
 * lib/contract/paging.ts ListCursorQuery): each page after the first is asked for with the previous
 * answer's `nextCursor`, and a null one ends the list. The pages are handed on in the
 * `{records, current, pages}` shape PagedList already scrolls through (`pages` is one more than
 * `current` while there is a next cursor), so cursor lists need no second list component.
 * `query` null reads nothing (a tourist, an id not known yet).
 */
export function useCursorPages<E extends Endpoint, T>(
  endpoint: E,
  query: Record<string, string | number> | null,
  recordsOf: (answer: DataOf<E>) => T[],
  pageSize = 20,
): CursorPages<T, DataOf<E>> {
  const loader = useSWRInfinite<DataOf<E>>(
    (index: number, previous: (DataOf<E> & CursorAnswer) | null) => {
      if (query === null) return null;
      if (previous && previous.nextCursor === null) return null;
      const cursor = index > 0 && previous ? { cursor: previous.nextCursor as string } : {};
      return apiKey(endpoint, { query: { ...query, size: pageSize, ...cursor } } as never);
    },
    ([, args]: readonly [string, object]) => request(endpoint, args as never) as Promise<DataOf<E>>,
  );
  const { data: answers, error, isLoading, size, setSize, mutate } = loader;
  const data = useMemo(
    () =>
      answers?.map((answer, index) => {
        const records = recordsOf(answer);
        const more = (answer as CursorAnswer).nextCursor !== null;
        return { records, total: records.length, size: pageSize, current: index + 1, pages: more ? index + 2 : index + 1 };
      }),
    // recordsOf is a plain field reader: the answers alone decide the pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answers, pageSize],
  );
  // Reloading re-reads the answers the pages come from (a list's refresh takes no new data).
  const reload = (() => mutate()) as unknown as CursorPages<T, DataOf<E>>['mutate'];
  const more = setSize as unknown as CursorPages<T, DataOf<E>>['setSize'];
  return { data, error, isLoading, size, setSize: more, mutate: reload, first: answers?.[0] };
}
