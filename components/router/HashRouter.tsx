'use client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { touristAtom } from '@/lib/state';
import { lazyPart, themed } from '@/components/app/lazyPart';
import { DEEP_LINK_ATTRIBUTE } from './deepLink';
import { getHash, navigate, subscribe } from './history';
import { locationText, parseHash } from './location';
import { LazyScreen } from './LazyScreen';
import { SIGN_IN_PATH } from './paths';
import type { CurrentRoute } from './RouteContext';
import type { RouteTable } from './routeTable';
import { ScreenFrame } from './ScreenFrame';
import type { RouteLocation } from './types';

/** The prerendered HTML is the entry route: the server has no hash. */
const serverHash = () => '';

/*
 * Drawn with MUI, so they load when first shown (with the tab screens, or on a wrong link)
 * rather than in the download page's bundle.
 */
const TabBar = lazyPart(themed(() => import(/* webpackChunkName: "tab-bar" */ '@/components/ui/TabBar').then((m) => m.TabBar)));
const NotFoundScreen = lazyPart(themed(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen').then((m) => m.NotFoundScreen)));


export interface HashRouterProps {
  routes: RouteTable;
}

/**
 * Shows the screen of the location hash (`index.html#/pages/<name>/<name>?a=1`). The two tabs
 * stay mounted once visited, each with its last query and scroll; other screens replace each
 * other. A tourist opening a screen that needs a signed-in user is sent to the SMS sign-in
 * screen (or the route's own `signInPath`) with `?redirect=` pointing back.
 */
export function HashRouter({ routes }: HashRouterProps) {
  const hash = useSyncExternalStore(subscribe, getHash, serverHash);
  const location = useMemo(() => parseHash(hash), [hash]);
  const route = routes.find(location.path);
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
      {!route && (
        <ScreenFrame key="not-found" current={current} active>
          <NotFoundScreen />
        </ScreenFrame>
      )}
      {activeTab !== undefined && <TabBar tabs={routes.tabs} active={activeTab} />}
    </>
  );
}
