'use client';
import { useCallback, useEffect, useRef } from 'react';
import { THROTTLE_MS } from '@/lib/constants';

/**
 * `callback`, run at most once per `intervalMs` (500 ms by default): the first call runs at
 * once; calls inside the interval collapse into one more run at its end with the latest
 * arguments, so the final position of a scroll is never missed.
 */
export function useThrottle<A extends unknown[]>(
  callback: (...args: A) => void,
  intervalMs: number = THROTTLE_MS,
): (...args: A) => void {
  const lastRun = useRef(-Infinity);
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingArgs = useRef<A | null>(null);
  const latest = useRef(callback);
  latest.current = callback;

  useEffect(
    () => () => {
      if (trailing.current) clearTimeout(trailing.current);
    },
    [],
  );

  return useCallback(
    (...args: A) => {
      const wait = lastRun.current + intervalMs - Date.now();
      if (wait <= 0) {
        lastRun.current = Date.now();
        latest.current(...args);
        return;
      }
      pendingArgs.current = args;
      if (trailing.current) return;
      trailing.current = setTimeout(() => {
        trailing.current = null;
        lastRun.current = Date.now();
        const next = pendingArgs.current;
        pendingArgs.current = null;
        if (next) latest.current(...next);
      }, wait);
    },
    [intervalMs],
  );
}
