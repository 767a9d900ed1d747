/**
 * Redis expires keys in whole seconds (EX); both stores round a TTL up to a whole second of at
 * least 1, so a caller sees the same lifetime on either. A non-positive TTL is a caller bug.
 */
export function ttlSecondsOf(ttlSeconds: number): number {
  if (!(ttlSeconds > 0) || !Number.isFinite(ttlSeconds)) {
    throw new RangeError(`kv: TTL must be a positive number of seconds (got ${ttlSeconds})`);
  }
  return Math.ceil(ttlSeconds);
}
