'use client';
import { Fragment, memo, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { isInShell, isInWeChat } from '@/lib/bridge/environment';
import { DEFAULT_LOCALE, loadCatalogues, setLocale } from '@/lib/i18n';
import { appStore, kioskAtom, localeAtom } from '@/lib/state';
import { accountAtom } from '@/lib/offline/session';
import { lazyPart, themed } from '@/components/app/lazyPart';
import { HashRouter } from '@/components/router/HashRouter';
import { createRouteTable, type RouteTable } from '@/components/router/routeTable';
import { parseHash } from '@/components/router/location';
import { entryRoutes } from '@/components/general/entryRoutes';
import { useHydrated } from '@/components/ui/useHydrated';
import { failedChunkUrl, recoverFromChunkFailure } from '@/components/pwa/missingChunk';

/**
 * The router follows the location by itself. Memoised so that AppRoot's own re-render right
 * after hydration (when useHydrated turns true) does not render every screen a second time;
 * a change of language still re-renders them all through the key below.
 */
const Router = memo(HashRouter);

/**
 * The router starts with the download page's routes; the table of every screen is a chunk of its
 * own, loaded with the first other path (a deep link at once). Compiling it took a long task of
 * its own while the download page hydrated, for a tourist who may never leave that page.
 */
const startRoutes = createRouteTable(entryRoutes);
let wholeTable: Promise<RouteTable> | undefined;
/** The whole table, asked for once (again after a failure: the router's retry asks anew). */
const loadAllRoutes = () =>
  (wholeTable ??= import(/* webpackChunkName: "routes" */ '@/components/router/routes').then(
    (m) => m.appRoutes,
    (error: unknown) => {
      wholeTable = undefined;
      throw error;
    },
  ));
// A deep link (a shared waybill in a messaging app) needs the whole table before its screen's own
// chunk can be asked for: ask while the page hydrates rather than after, so on a weak signal the
// two requests overlap hydration instead of following it.
if (typeof window !== 'undefined' && !startRoutes.find(parseHash(window.location.hash).path)) void loadAllRoutes().catch(() => undefined);

/** The idle sign-out of a station kiosk, loaded only on a device in kiosk mode, with its strings and the theme. */
const KioskIdleGuard = lazyPart(
  themed(() =>
    Promise.all([import(/* webpackChunkName: "kiosk" */ '@/components/kiosk/KioskIdleGuard'), loadCatalogues(['kiosk'])]).then(
      ([m]) => m.KioskIdleGuard,
    ),
  ),
);

/**
 * The app: the hash router over every registered screen, in the reader's language. The
 * exported HTML is Chinese; a stored English choice applies right after hydration, and a
 * language switch re-renders every screen in the new language.
 */
export function AppRoot() {
  const stored = useAtomValue(localeAtom);
  const kiosk = useAtomValue(kioskAtom) !== null;
  const hydrated = useHydrated();
  const locale = hydrated ? stored : DEFAULT_LOCALE;
  // Set while rendering: every t() below this point must read the language being rendered.
  setLocale(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // Inside the shell the host app owns the session: adopt its tokens before screens ask for data.
    // Inside the messaging app's browser, its JS-SDK is loaded and configured on launch. Their code
    // (the request layer, the bridge) loads only where it has work to do, not in a plain browser.
    if (isInShell()) void import('@/lib/http').then(({ syncShellSession }) => syncShellSession());
    if (isInWeChat()) void import('@/lib/bridge').then(({ initWeChat }) => initWeChat());
  }, []);

  useEffect(() => {
    // Code loaded on demand outside the screens (the request layer, the bridge) misses its chunk
    // after a deploy just as a screen does; the same single reload onto the new version cures it.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (failedChunkUrl(event.reason) !== undefined) void recoverFromChunkFailure(event.reason);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  useEffect(() => {
    // What the phone queued while it had no signal (scans, loading/unloading, sign-for, truck
    // positions) goes out when the app opens, whichever screen is showing: a driver who closed
    // the app in a tunnel need not reopen the waybill. Loading lib/api/fieldQueue also arms its
    // replay of field actions when the network comes back; positions are replayed here on that
    // event. The two modules, not lib/api's index, which would bring every domain's calls. Only
    // for a signed-in account: what is queued is sent by its owner only (a tourist, or a kiosk
    // between two people, has nothing to send, and the sign-out removed the worker's session), so
    // a tourist's first screen does not load the request layer for nothing.
    const sendPositions = () => void import('@/lib/api/tracking').then(({ flushPositions }) => flushPositions());
    const soon = window.setTimeout(() => {
      if (appStore.get(accountAtom) === null) return;
      void Promise.all([import('@/lib/api/fieldQueue'), import('@/lib/api/tracking')]).then(([queue, tracking]) =>
        Promise.all([queue.flushFieldActions(), tracking.flushPositions()]),
      );
    }, 2000);
    window.addEventListener('online', sendPositions);
    return () => {
      window.clearTimeout(soon);
      window.removeEventListener('online', sendPositions);
    };
  }, []);

  return (
    <Fragment key={locale}>
      <Router routes={startRoutes} loadAll={loadAllRoutes} />
      {hydrated && kiosk && <KioskIdleGuard />}
    </Fragment>
  );
}
