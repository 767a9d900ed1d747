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

/** The query's `name` as a positive whole number (an id), or null when absent or not one. */
export function useIdParam(name: string): number | null {
  const text = useRoute().query[name] ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
