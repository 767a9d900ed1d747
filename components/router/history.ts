import { hashFor } from './location';
import { BAZAAR_PATH } from './paths';
import type { RouteQuery } from './types';

/**
 * The hash router's history. Every move stays inside the document: the URL only changes after
 * `#`, built from the current `location.href`, so the app works unchanged from any sub-path or
 * from file://.
 *
 * Each history entry is stamped with its depth inside the app. The back button uses it to tell
 * "a screen of ours is behind this one" (go back) from "the app was opened right here, from a
 * shared link" (going back would leave the app, so it goes to the home tab instead).
 */

/** The key in history.state of an entry's depth; every entry the hash router writes carries it. */
export const DEPTH_KEY = 'routerDepth';
type Listener = () => void;
const listeners = new Set<Listener>();
let depth = 0;
/** True once the router listens; before that an unstamped entry is the one the app opened on. */
let started = false;
/**
 * Next.js's app router keeps its own keys in history.state and reloads the page when a
 * popstate brings an entry without them; entries we stamp carry the last keys it wrote.
 */
let frameworkState: Record<string, unknown> = {};

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function rememberFrameworkState(state: Record<string, unknown>): void {
  const { [DEPTH_KEY]: _depth, ...rest } = state;
  if (Object.keys(rest).length > 0) frameworkState = rest;
}

function hrefFor(hash: string): string {
  return window.location.href.split('#')[0] + hash;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Reads (or, for an entry made by a plain hash change, writes) the depth of the current entry. */
function syncDepth(): void {
  const state = currentState();
  rememberFrameworkState(state);
  const stamped = state[DEPTH_KEY];
  if (typeof stamped === 'number') {
    depth = stamped;
    return;
  }
  // A link, a typed URL or the bridge set the hash: a new entry on top of the one we were on.
  depth = started ? depth + 1 : 0;
  window.history.replaceState({ ...frameworkState, ...state, [DEPTH_KEY]: depth }, '');
}

function onLocationChange(): void {
  syncDepth();
  notify();
}

/** Subscribes to route changes (useSyncExternalStore's subscribe). */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) {
    syncDepth();
    started = true;
    window.addEventListener('hashchange', onLocationChange);
    window.addEventListener('popstate', onLocationChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      started = false;
      window.removeEventListener('hashchange', onLocationChange);
      window.removeEventListener('popstate', onLocationChange);
    }
  };
}

/** The current hash (useSyncExternalStore's snapshot: a string, so equal routes do not re-render). */
export function getHash(): string {
  return window.location.hash;
}

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (redirects, tab switches). */
  replace?: boolean;
}

/** Shows the screen at `path` with `query`; back returns to the current one unless `replace`. */
export function navigate(path: string, query?: RouteQuery, options: NavigateOptions = {}): void {
  const hash = hashFor(path, query);
  const state = currentState();
  rememberFrameworkState(state);
  if (options.replace) {
    window.history.replaceState({ ...frameworkState, [DEPTH_KEY]: depth }, '', hrefFor(hash));
  } else {
    depth += 1;
    window.history.pushState({ ...frameworkState, [DEPTH_KEY]: depth }, '', hrefFor(hash));
  }
  notify();
}

/** True when a screen of the app is behind the current one. */
export function canGoBack(): boolean {
  return depth > 0;
}

/** Back to the previous screen, or to the home tab when the app was opened on this screen. */
export function goBack(): void {
  if (canGoBack()) window.history.back();
  else navigate(BAZAAR_PATH, undefined, { replace: true });
}
