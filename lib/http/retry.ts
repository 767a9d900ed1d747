import { UNANSWERED_RETRY_DELAYS_MS } from '../constants';
import type { Endpoint } from '../contract';
import { ApiError } from './errors';

/** A fresh Idempotency-Key for one user intention at a call that must apply once. */
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

/**
 * One user intention (a tap on "release", "grab", "save"): the Idempotency-Key of each call it
 * makes, made on the first send and reused for every resend of the same call with the same input
 * until a definite answer settles it. A changed form sends other input, so it gets a new key: a
 * new intention. The request layer asks it for keys (`request(e, { intent })`).
 */
export class Intent {
  private readonly keys = new Map<string, string>();

  /** The key of `endpoint` called with `sent` (params, query and body) within this intention. */
  keyFor(endpoint: Pick<Endpoint, 'method' | 'service' | 'path'>, sent: unknown): string {
    const signature = Intent.signature(endpoint, sent);
    let key = this.keys.get(signature);
    if (!key) {
      key = newIdempotencyKey();
      this.keys.set(signature, key);
    }
    return key;
  }

  /** A definite answer came for this one call and input: its next send is a new intention. */
  forget(endpoint: Pick<Endpoint, 'method' | 'service' | 'path'>, sent: unknown): void {
    this.keys.delete(Intent.signature(endpoint, sent));
  }

  private static signature(endpoint: Pick<Endpoint, 'method' | 'service' | 'path'>, sent: unknown): string {
    return `${endpoint.method} ${endpoint.service}${endpoint.path} ${JSON.stringify(sent ?? null)}`;
  }

  /** A definite answer came (success or refusal): the next tap is a new intention. */
  settle(): void {
    this.keys.clear();
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` and, while no answer comes, runs it again after each of UNANSWERED_RETRY_DELAYS_MS
 * (telling `onResend` the coming attempt's number as the wait starts). `send` must reuse its intention's keys, so a
 * resend the server already applied answers the first answer. A definite answer ends it.
 */
export async function resendUnanswered<R>(send: () => Promise<R>, onResend?: (attempt: number) => void): Promise<R> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isUnanswered(error) || attempt >= UNANSWERED_RETRY_DELAYS_MS.length) throw error;
      onResend?.(attempt + 1);
      await wait(UNANSWERED_RETRY_DELAYS_MS[attempt]);
    }
  }
}
