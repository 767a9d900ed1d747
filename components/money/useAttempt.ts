'use client';
import { useCallback, useRef } from 'react';
import { isUnanswered, newIdempotencyKey } from '@/lib/api';

/**
 * One Idempotency-Key per attempt at a call that moves money. Sending the same thing again after
 * no answer came (offline, time-out, a server error) is a retry of the same attempt and reuses its
 * key, so the server applies it at most once. Any answer (success or refusal) ends the attempt;
 * changing what is sent starts a new one (the server refuses a key reused with another body).
 */
export function useAttempt() {
  const pending = useRef<{ key: string; what: string } | null>(null);

  return useCallback(async <R>(what: unknown, send: (idempotencyKey: string) => Promise<R>): Promise<R> => {
    const signature = JSON.stringify(what);
    const key = pending.current?.what === signature ? pending.current.key : newIdempotencyKey();
    pending.current = { key, what: signature };
    try {
      const result = await send(key);
      pending.current = null;
      return result;
    } catch (error) {
      if (!isUnanswered(error)) pending.current = null;
      throw error;
    }
  }, []);
}
