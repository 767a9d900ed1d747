import { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils';

/** Every key this app writes to localStorage starts with this, so its entries are easy to find and clear. */
export const STORAGE_PREFIX = 'tf.';

/**
 * What a stored value is checked with: a zod schema, or a plain check made by `storedAs`. Both
 * answer `safeParse` alike.
 */
export interface StoredValueCheck<Value> {
  safeParse(value: unknown): { success: true; data: Value } | { success: false };
}

/**
 * A check from a type guard. The first screen reads the app's own atoms (tourist flag, language),
 * and plain checks keep zod, which the request layer loads later with the contract, out of its
 * JavaScript.
 */
export function storedAs<Value>(accepts: (value: unknown) => value is Value): StoredValueCheck<Value> {
  return { safeParse: (value) => (accepts(value) ? { success: true, data: value } : { success: false }) };
}

/**
 * An atom kept in localStorage under `tf.<name>`. The stored text is outside input (another
 * version of the app, or a person with devtools, may have written it), so it is checked with
 * `schema` and a value that does not fit reads as `initial`. `getOnInit` reads storage when the
 * atom is created, so the first render after a reload already has the session.
 */
export function persistedAtom<Value>(name: string, schema: StoredValueCheck<Value>, initial: Value) {
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
