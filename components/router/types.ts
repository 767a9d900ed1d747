import type { ComponentType } from 'react';

/** A screen's query: the hash's `?a=1&b=2`, one value per name (the last wins). */
export type RouteQuery = Record<string, string>;

/** Where the router is: the hash's path and query, e.g. `#/pages/webview/webview?url=...`. */
export interface RouteLocation {
  path: string;
  query: RouteQuery;
}

interface RouteBase {
  /** The screen's path as the spec names it, e.g. `/pages/appIndex/mine`. */
  path: string;
  /** Catalogue key of the title shown in the navigation bar (and the shell's title). */
  titleKey: string;
  /** Only for signed-in users: a tourist is sent to the SMS sign-in screen first. */
  auth?: boolean;
  /** Set on the two tab screens: they sit above the tab bar and stay mounted when switching. */
  tab?: 0 | 1;
}

/** A screen loaded on first visit; the bundler puts each domain's screens in one chunk. */
export interface LazyRoute extends RouteBase {
  load: () => Promise<{ default: ComponentType }>;
}

/** A screen in the first bundle, rendered without waiting for a chunk (the entry route). */
export interface EagerRoute extends RouteBase {
  screen: ComponentType;
}

export type ScreenRoute = LazyRoute | EagerRoute;
