import { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils';
import type { z } from 'zod';

/** Every key this app writes to localStorage starts with this, so its entries are easy to find and clear. */
export const STORAGE_PREFIX = 'tf.';

/**
 * An atom kept in localStorage under `tf.<name>`. The stored text is outside input (another
 * version of the app, or a person with devtools, may have written it), so it is checked with
 * `schema` and a value that does not fit reads as `initial`. `getOnInit` reads storage when the
 * atom is created, so the first render after a reload already has the session.
 */
export function persistedAtom<S extends z.ZodType>(name: string, schema: S, initial: z.output<S>) {
  type Value = z.output<S>;
  // The default storage getter tolerates a missing or blocked localStorage (prerendering, private modes).
  const json = createJSONStorage<Value>();
  const valid = (value: unknown): Value => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : initial;
  };
  return atomWithStorage<Value>(
    STORAGE_PREFIX + name,
    initial,
    {
      getItem: (key, fallback) => valid(json.getItem(key, fallback)),
      setItem: (key, value) => json.setItem(key, value),
      removeItem: (key) => json.removeItem(key),
      subscribe: json.subscribe
        ? (key, callback, fallback) => json.subscribe!(key, (value) => callback(valid(value)), fallback)
        : undefined,
    },
    { getOnInit: true },
  );
}
