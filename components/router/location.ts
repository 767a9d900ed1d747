import { withQuery } from '@/lib/query';
import { ROOT_PATH } from './paths';
import type { RouteLocation, RouteQuery } from './types';


/**
 * Path of a hash path: no trailing slash, `/` when empty. Paths are compared as written by the
 * spec (case matters: `/pages/Inviteteam/Inviteteam`).
 */
export function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (trimmed === '') return ROOT_PATH;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Reads a location hash (`#/pages/x/x?a=1`) into a path and its query. */
export function parseHash(hash: string): RouteLocation {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const mark = text.indexOf('?');
  const path = normalizePath(mark === -1 ? text : text.slice(0, mark));
  const query: RouteQuery = {};
  if (mark !== -1) {
    for (const [name, value] of new URLSearchParams(text.slice(mark + 1))) query[name] = value;
  }
  return { path, query };
}

/** The hash for a path and query, with empty query values left out (`#/pages/x/x?a=1`). */
export function hashFor(path: string, query?: RouteQuery | Record<string, string | number | undefined | null>): string {
  return `#${withQuery(normalizePath(path), query)}`;
}

/** A location as the text a `redirect` query carries: the path with its query. */
export function locationText({ path, query }: RouteLocation): string {
  return hashFor(path, query).slice(1);
}
