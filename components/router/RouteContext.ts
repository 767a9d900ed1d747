'use client';
import { createContext, useContext } from 'react';
import type { RouteLocation, ScreenRoute } from './types';

export interface CurrentRoute extends RouteLocation {
  /** The registered screen shown, or null on the not-found screen. */
  route: ScreenRoute | null;
}

export const RouteContext = createContext<CurrentRoute>({ path: '/', query: {}, route: null });

/**
 * The route of the screen this component is part of: `{path, query, route}`. A tab kept mounted
 * in the background keeps seeing its own route, not the one in front.
 */
export function useRoute(): CurrentRoute {
  return useContext(RouteContext);
}
