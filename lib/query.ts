/** A value a query string can carry; arrays repeat the name (`a=1&a=2`). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** True for the values the spec's query builder leaves out: '', undefined and null (0 and false stay). */
export function isBlank(value: unknown): boolean {
  return value === '' || value === undefined || value === null;
}

/**
 * Builds a query string (without '?') from an object, skipping empty, undefined and null
 * parameters (spec §5), e.g. `{current: 1, status: ''}` -> `current=1`.
 */
export function buildQuery(params: Record<string, QueryValue> | object | undefined | null): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!isBlank(item)) search.append(name, String(item));
    }
  }
  return search.toString();
}

/** `path` with the built query appended, or `path` unchanged when nothing is left. */
export function withQuery(path: string, params: Record<string, QueryValue> | object | undefined | null): string {
  const query = buildQuery(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
