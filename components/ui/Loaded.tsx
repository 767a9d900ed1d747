'use client';
import type { ReactNode } from 'react';
import { DelayedLoading } from './DelayedLoading';
import { LoadFailure } from './LoadFailure';

export interface LoadedProps<T> {
  /** The data once it is there (an SWR result's `data`). */
  data: T | undefined;
  error: unknown;
  /** Load again (an SWR result's `mutate`). */
  onRetry: () => void;
  /** What the loading indicator says, when it should say more than the default. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states of data a screen loads: the content once the data is there, the failure with
 * its next step (a retry, or the way back from a refusal), or the delayed loading indicator meanwhile. Data already shown stays on screen when a
 * later revalidation fails.
 */
export function Loaded<T>({ data, error, onRetry, loadingLabel, children }: LoadedProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadFailure error={error} onRetry={onRetry} />;
  return <DelayedLoading label={loadingLabel} />;
}
