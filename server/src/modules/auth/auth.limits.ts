import type { AppDeps } from '../../deps';
import type { AppError } from '../../http/errors';
import { now } from '../clock';

/**
 * Per-key request counts in fixed time windows of the short-lived store, so every API node counts
 * together: the SMS sending limits, new devices and registration attempts per client address.
 * Windows are aligned to China time (UTC+8): a "day" is the calendar day people there live by.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** Counters outlive their window a little, so a clock a few seconds apart between nodes still finds them. */
const COUNTER_SLACK_SECONDS = 60;

/** The window `at` falls in: its number (part of the counter's key) and how long it still runs. */
export function windowAt(at: number, windowMs: number): { index: number; msLeft: number } {
  const index = Math.floor((at + CHINA_OFFSET_MS) / windowMs);
  return { index, msLeft: (index + 1) * windowMs - CHINA_OFFSET_MS - at };
}

/** Refuses with `refuse(msLeft)` when `key` already reached `limit` in this window; counts nothing. */
export async function refuseAtLimit(deps: AppDeps, key: string, limit: number, windowMs: number, refuse: (waitMs: number) => AppError): Promise<void> {
  const { index, msLeft } = windowAt(now(), windowMs);
  const count = Number((await deps.kv.get(`${key}:${index}`)) ?? 0);
  if (count >= limit) throw refuse(msLeft);
}

/** Counts one request against `limit` in this window; refuses with `refuse(msLeft)` once past it (atomic across nodes). */
export async function countAgainstLimit(deps: AppDeps, key: string, limit: number, windowMs: number, refuse: (waitMs: number) => AppError): Promise<void> {
  const { index, msLeft } = windowAt(now(), windowMs);
  const count = await deps.kv.incr(`${key}:${index}`, Math.ceil(msLeft / 1000) + COUNTER_SLACK_SECONDS);
  if (count > limit) throw refuse(msLeft);
}

/** Seconds for Retry-After: at least 1. */
export function retrySeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
