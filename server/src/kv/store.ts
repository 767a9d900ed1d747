/**
 * Short-lived shared state: SMS codes, rate-limit counters, captcha answers, refresh grace.
 * In Redis when `REDIS_URL` is set (several API nodes share it), otherwise in this process's memory
 * (the embedded single-node setup). Keys are namespaced by the caller ("sms:code:<phone>").
 * Values are strings; callers serialise JSON themselves.
 */
export interface ShortLivedStore {
  get(key: string): Promise<string | null>;
  /** Set with a time-to-live in seconds. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Set only if absent (atomic); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Atomic increment; the TTL is applied when the key is created. Returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds the key still lives, or -2 when absent (Redis TTL semantics). */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
