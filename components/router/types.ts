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
  /**
   * Where such a tourist signs in instead of the app's SMS sign-in screen (the brigade shop has its
   * own for buyers from a shared link), with the same `?redirect=`.
   */
  signInPath?: string;
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

/**
 * Who is looking at a home screen: a tourist, a signed-in person without a chosen identity
 * ('none'), or the current identity (user.identityType). The bazaar's shortcuts and the mine tab's
 * entries are chosen for this one value (issue 15: a home per role).
 */
export type Viewer = import('@/lib/contract').IdentityType | 'tourist' | 'none';

/** Whom an entrance is for: viewers, every signed-in person ('signedIn'), or everyone ('anyone'). */
export type Audience = Viewer | 'signedIn' | 'anyone';

/**
 * An entrance to a screen, declared by the screen's domain beside its routes
 * (`components/<domain>/homeEntrances.ts`) and collected by components/router/entrances.ts.
 */
export interface Entrance {
  path: string;
  /** Catalogue key of its label (feature.*: the home screens load the identity catalogue). */
  labelKey: string;
  Icon: ComponentType<import('@mui/material/SvgIcon').SvgIconProps>;
  /** Who sees it; another role never does. */
  for: readonly Audience[];
  /** Its place in the bazaar's shortcut row (ascending); absent: not there. */
  bazaar?: number;
  /** Its place in the mine tab's "my work" list (ascending); absent: not there. */
  mine?: number;
  /**
   * What it needs before it can be used, shown on the entrance with its state so it is never
   * offered and then refused: 'certification' = every certification the current identity requires.
   */
  needs?: 'certification';
}
