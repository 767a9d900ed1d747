'use client';
import type { ComponentType } from 'react';
import { chunkLoaded } from '@/components/pwa/missingChunk';
import { useChunk, type ChunkLoad } from './useChunk';
import type { ScreenRoute } from './types';

/** Screens loaded so far, so a second visit renders at once. */
const loadedScreens = new Map<ScreenRoute, ComponentType>();

export type ScreenLoad = Exclude<ChunkLoad<ComponentType>, { status: 'ready' }> | { status: 'ready'; Screen: ComponentType };

function known(route: ScreenRoute): ComponentType | undefined {
  return 'screen' in route ? route.screen : loadedScreens.get(route);
}

function loadScreen(route: ScreenRoute): Promise<unknown> {
  if ('screen' in route) return Promise.resolve();
  return route.load().then((module) => {
    loadedScreens.set(route, module.default);
    // Only a screen proves this version works (the route table loading does not: missingChunk.ts).
    chunkLoaded();
  });
}

/**
 * The component of a route: at once for the entry route and screens already loaded, otherwise
 * from its domain's chunk, with useChunk's time-out, retry and recovery after a deploy.
 */
export function useScreenComponent(route: ScreenRoute): ScreenLoad {
  const load = useChunk(route, known(route), loadScreen);
  return load.status === 'ready' ? { status: 'ready', Screen: load.value } : load;
}
