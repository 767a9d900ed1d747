/**
 * Whose data this is. Everything kept on the phone (stored API answers, queued field actions and
 * their photos) is tagged with the account of the person who read or did it, so a shared phone or
 * a toll-station kiosk never shows one person's data to the next (docs/offline.md).
 *
 * The account is the subject of the user token (a JWT; the same person keeps the same subject
 * across token refreshes, so a refresh does not orphan what was stored). It is read, not verified:
 * the server verifies tokens; here it only files things by owner. A token that is not a JWT (tests,
 * a host app's own tokens) is filed under a hash of the token itself.
 */

function base64UrlDecode(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return atob(padded);
}

/** FNV-1a, 32 bits, as 8 hex digits: a stable short name for an opaque token (not a secret). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The account a user token belongs to (`u:<subject>`), or null without a token. */
export function accountOfToken(token: string | null | undefined): string | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length === 3) {
    try {
      const payload = JSON.parse(base64UrlDecode(parts[1])) as { sub?: unknown };
      if (typeof payload.sub === 'string' && payload.sub) return `u:${payload.sub}`;
    } catch {
      // Not a JWT after all: filed by its hash below.
    }
  }
  return `t:${fnv1a(token)}`;
}

/** The bearer token in an Authorization header value. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
