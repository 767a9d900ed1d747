'use client';
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@/lib/constants';

/** `value`, once it has stopped changing for `delayMs` (500 ms by default): for search-as-you-type. */
export function useDebounce<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
