'use client';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './errorMessage';

export interface Action<A extends unknown[], R> {
  /** Runs the action unless it is already running (a second tap while waiting does nothing). */
  run: (...args: A) => Promise<R | undefined>;
  pending: boolean;
  /** The last failure's message, cleared when the action runs again. */
  error: string | null;
}

/**
 * A button's asynchronous work with its pending state and failure message. Failures are caught
 * and shown, never thrown into React; the result is undefined when the action failed or was
 * already running.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  /** Also told of a failure, e.g. a form's `showRefusal` to put the server's field messages by their fields. */
  onFailure?: (failure: unknown) => void,
): Action<A, R> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const latestFailureHandler = useRef(onFailure);
  latestFailureHandler.current = onFailure;

  const run = useCallback(async (...args: A) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      return await latest.current(...args);
    } catch (failure) {
      setError(errorMessage(failure));
      latestFailureHandler.current?.(failure);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, error };
}
