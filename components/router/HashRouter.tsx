'use client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { touristAtom } from '@/lib/state';
import { lazyPart, themed } from '@/components/app/lazyPart';
import { DEEP_LINK_ATTRIBUTE } from './deepLink';
import { getHash, navigate, subscribe } from './history';
import { locationText, parseHash } from './location';
import { ChunkPending, LazyScreen } from './LazyScreen';
import { SIGN_IN_PATH } from './paths';
import type { CurrentRoute } from './RouteContext';
import type { RouteTable } from './routeTable';
import { ScreenFrame } from './ScreenFrame';
import type { RouteLocation } from './types';
import { useChunk } from './useChunk';

/** The prerendered HTML is the entry route: the server has no hash. */
const serverHash = () => '';

/*
 * Drawn with MUI, so they load when first shown (with the tab screens, or on a wrong link)
 * rather than in the download page's bundle.
 */
const TabBar = lazyPart(themed(() => import(/* webpackChunkName: "tab-bar" */ '@/components/ui/TabBar').then((m) => m.TabBar)));
const NotFoundScreen = lazyPart(themed(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen').then((m) => m.NotFoundScreen)));


export interface HashRouterProps {
  /** The screens known from the start. */
  routes: RouteTable;
  /**
   * Every screen: asked for the first time the location names a path `routes` does not have. The
   * app starts with the download page's routes only, so that the table of every domain's screens
   * (paths, titles and loaders: ~80 KB of script) is not compiled while the download page
   * hydrates; a deep link or the first step away from the download page loads it.
   */
  loadAll?: () => Promise<RouteTable>;
}

/** Whole tables loaded so far, by loader: a remount (a change of language) finds its table at once. */
const wholeTables = new WeakMap<() => Promise<RouteTable>, RouteTable>();

function loadWholeTable(loadAll: (() => Promise<RouteTable>) | undefined): Promise<unknown> {
  return loadAll ? loadAll().then((table) => wholeTables.set(loadAll, table)) : Promise.resolve();
}

/**
 * Shows the screen of the location hash (`index.html#/pages/<name>/<name>?a=1`). The two tabs
 * stay mounted once visited, each with its last query and scroll; other screens replace each
 * other. A tourist opening a screen that needs a signed-in user is sent to the SMS sign-in
 * screen (or the route's own `signInPath`) with `?redirect=` pointing back.
 */
export function HashRouter({ routes: known, loadAll }: HashRouterProps) {
  const hash = useSyncExternalStore(subscribe, getHash, serverHash);
  const location = useMemo(() => parseHash(hash), [hash]);
  const whole = loadAll && wholeTables.get(loadAll);
  const routes = whole ?? known;
  const route = routes.find(location.path);
  // A path the screens known so far do not have: it may be one of the rest, so wait for them.
  const waiting = !route && loadAll !== undefined && whole === undefined;
  const tableLoad = useChunk(loadAll, waiting ? undefined : routes, loadWholeTable);
  const tourist = useAtomValue(touristAtom);
  const blocked = Boolean(route?.auth && tourist);
  const activeTab = route && !blocked ? route.tab : undefined;
  const [tabLocations, setTabLocations] = useState<Record<number, RouteLocation>>({});

  useEffect(() => {
    if (blocked) navigate(route?.signInPath ?? SIGN_IN_PATH, { redirect: locationText(location) }, { replace: true });
  }, [blocked, location, route]);

  useEffect(() => {
    if (activeTab !== undefined) setTabLocations((known) => ({ ...known, [activeTab]: location }));
  }, [activeTab, location]);

  useEffect(() => {
    // The prerendered entry screen stayed hidden while a deep link loaded; show what we render now.
    if (hash === getHash()) document.documentElement.removeAttribute(DEEP_LINK_ATTRIBUTE);
  }, [hash]);

  const current: CurrentRoute = { ...location, route: route ?? null };

  return (
    <>
      {routes.tabs.map((tabRoute) => {
        const tab = tabRoute.tab as number;
        const isActive = activeTab === tab;
        const shownAt = isActive ? location : tabLocations[tab];
        // Mounted from its first visit on, so switching back keeps its state and scroll.
        if (!shownAt) return null;
        return (
          <ScreenFrame key={tabRoute.path} current={{ ...shownAt, route: tabRoute }} active={isActive} aboveTabBar>
            <LazyScreen route={tabRoute} />
          </ScreenFrame>
        );
      })}
      {route && route.tab === undefined && !blocked && (
        <ScreenFrame key={route.path} current={current} active>
          <LazyScreen route={route} />
        </ScreenFrame>
      )}
      {waiting && tableLoad.status !== 'ready' && (
        <ScreenFrame key={location.path} current={current} active>
          <ChunkPending path={location.path} load={tableLoad} />
        </ScreenFrame>
      )}
      {!route && !waiting && (
        <ScreenFrame key="not-found" current={current} active>
          <NotFoundScreen />
        </ScreenFrame>
      )}
      {activeTab !== undefined && <TabBar tabs={routes.tabs} active={activeTab} />}
    </>
  );
}
