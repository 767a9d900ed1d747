import type { ScreenRoute } from './types';

/** Routes by path, with the two tabs in tab order. */
export interface RouteTable {
  find(path: string): ScreenRoute | undefined;
  tabs: ScreenRoute[];
  all: readonly ScreenRoute[];
}

/** Indexes the routes; a path registered twice is a programming error and fails loudly. */
export function createRouteTable(routes: readonly ScreenRoute[]): RouteTable {
  const byPath = new Map<string, ScreenRoute>();
  for (const route of routes) {
    if (byPath.has(route.path)) throw new Error(`screen path registered twice: ${route.path}`);
    byPath.set(route.path, route);
  }
  return {
    find: (path) => byPath.get(path),
    tabs: routes.filter((route) => route.tab !== undefined).sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0)),
    all: routes,
  };
}
