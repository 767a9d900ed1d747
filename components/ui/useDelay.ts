'use client';
import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it turns false.
 * Loading indicators use it so quick answers never flash a spinner.
 */
export function useDelay(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}
