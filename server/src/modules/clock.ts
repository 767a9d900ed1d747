/**
 * The time every module reads instead of `Date.now()`, so tests can move it (code expiry, token
 * expiry, rate-limit windows) without waiting. Production never sets it.
 */
let source: () => number = () => Date.now();

/** Current time in milliseconds since the epoch. */
export function now(): number {
  return source();
}

/** Current time as a Date (for database timestamps). */
export function nowDate(): Date {
  return new Date(source());
}

/** Tests only: make the clock answer `fn()` (e.g. a fixed time moved by hand). */
export function setClock(fn: () => number): void {
  source = fn;
}

/** Tests only: back to the real clock. */
export function resetClock(): void {
  source = () => Date.now();
}
