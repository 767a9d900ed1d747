import { ApiError } from './errors';

/** A fresh Idempotency-Key for one attempt at a call that must apply once (field actions, money). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * No answer came (offline, time-out, a server error): the call may or may not have been applied,
 * so trying again must send the same idempotency key. A refusal (4xx) is a definite answer.
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 0 || error.status >= 500 : error instanceof TypeError;
}
