/**
 * `value` as an absolute http(s) address (a relative one is read against this page), or null
 * for anything else: `javascript:`, `data:`, `file:` and malformed text are never opened.
 */
export function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
