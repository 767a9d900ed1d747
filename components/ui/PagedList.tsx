'use client';
import { useCallback, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { Page } from '@/lib/contract';
import { DEFAULT_BOTTOM_REACH_DISTANCE } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { DelayedLoading } from './DelayedLoading';
import { EmptyState } from './EmptyState';
import { LoadFailure } from './LoadFailure';
import { useScrollRoot } from './ScrollRoot';
import { useThrottle } from './useThrottle';

export type PageLoader<T> = Pick<
  SWRInfiniteResponse<Page<T>>,
  'data' | 'error' | 'isLoading' | 'size' | 'setSize' | 'mutate'
>;

export interface PagedListProps<T> {
  /** The list's pages, as `useSWRInfinite` answers them. */
  loader: PageLoader<T>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Load the next page when the bottom is this close (px); the brigade pages use 200. */
  reachDistance?: number;
  emptyMessage: string;
  /** A second line under an empty list's message: why, or what may help. */
  emptyHint?: string;
  /** The next step an empty list offers, as a button (issue 15: empty states offer one). */
  emptyAction?: ReactNode;
}

function distanceToBottom(root: HTMLElement | null): number {
  if (root) return root.scrollHeight - root.scrollTop - root.clientHeight;
  const page = document.documentElement;
  return page.scrollHeight - window.scrollY - window.innerHeight;
}

/**
 * A paged list (`{records, total, size, current, pages}` pages) that asks for the next page when
 * the reader scrolls within `reachDistance` of the bottom, and also when the first pages do not
 * fill the screen.
 */
export function PagedList<T>({ loader, renderItem, itemKey, reachDistance = DEFAULT_BOTTOM_REACH_DISTANCE, emptyMessage, emptyHint, emptyAction }: PagedListProps<T>) {
  const scrollRoot = useScrollRoot();
  const { data, error, isLoading, size, setSize, mutate } = loader;
  const lastPage = data?.[data.length - 1];
  const hasMore = lastPage !== undefined && lastPage.current < lastPage.pages;
  const waitingForPage = isLoading || (data !== undefined && data.length < size);

  const loadMoreIfNear = useCallback(() => {
    if (!hasMore || waitingForPage || error) return;
    if (distanceToBottom(scrollRoot?.current ?? null) <= reachDistance) void setSize(size + 1);
  }, [hasMore, waitingForPage, error, scrollRoot, reachDistance, setSize, size]);
  const onScroll = useThrottle(loadMoreIfNear);

  useEffect(() => {
    const target: HTMLElement | Window = scrollRoot?.current ?? window;
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [scrollRoot, onScroll]);

  // A short first page leaves nothing to scroll: check again whenever a page arrives.
  useEffect(loadMoreIfNear, [data, loadMoreIfNear]);

  if (!data) {
    if (error) return <LoadFailure error={error} onRetry={() => void mutate()} />;
    return <DelayedLoading />;
  }
  const items = data.flatMap((page) => page.records);
  if (items.length === 0) return <EmptyState message={emptyMessage} hint={emptyHint} action={emptyAction} />;

  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Box>
      <Box sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        {error ? (
          <Button onClick={() => void mutate()}>{t('ui.list.retryMore')}</Button>
        ) : waitingForPage ? (
          <Typography variant="body2">{t('ui.list.loadingMore')}</Typography>
        ) : hasMore ? (
          <Button onClick={() => void setSize(size + 1)}>{t('ui.list.loadMore')}</Button>
        ) : (
          <Typography variant="body2">{t('ui.list.end')}</Typography>
        )}
      </Box>
    </Box>
  );
}
