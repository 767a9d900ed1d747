'use client';
import { createElement, useEffect, useState, type ComponentType } from 'react';

/** A component from lazyPart, with a way to fetch its code before it is first rendered. */
export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/** What a lazy part shows before its code is in (default: nothing). */
export interface LazyPartStandIns<P extends object> {
  /** While the chunk loads. */
  loading?: ComponentType<P>;
  /** After the chunk failed (no signal, a server going down mid-deploy); the next mount asks again. */
  failed?: ComponentType<P>;
}

/**
 * A component whose code loads when it is first rendered, kept out of the first screen's bundle:
 * it renders its stand-in (or nothing) until its chunk is in, then renders at once on every later
 * mount. Unlike React.lazy it needs no Suspense boundary, and a chunk that fails to load (a phone
 * without signal) shows the `failed` stand-in rather than breaking the screen — a rejected
 * React.lazy throws into the render and, with no boundary to catch it, blanks the whole app.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  standIns: LazyPartStandIns<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<boolean> | null = null;
  const attempt = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return true;
      },
      () => {
        loading = null;
        return false;
      },
    ));

  function LazyPart(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      void attempt().then((ok) => {
        if (!mounted) return;
        if (ok) setArrived(true);
        else setFailed(true);
      });
      return () => {
        mounted = false;
      };
    }, []);
    if (loaded) return createElement(loaded, props);
    const standIn = failed ? standIns.failed : standIns.loading;
    return standIn ? createElement(standIn, props) : null;
  }
  return Object.assign(LazyPart, { preload: () => attempt().then(() => undefined) });
}

/**
 * Loads a component drawn with MUI together with the theme and data-cache providers
 * (ScreenProviders, one chunk shared by all), and renders it inside them.
 */
export function themed<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), import(/* webpackChunkName: "screen-providers" */ './ScreenProviders')]).then(([Part, providers]) => {
      const Providers = providers.default;
      function ThemedPart(props: P) {
        return createElement(Providers, null, createElement(Part, props));
      }
      return { default: ThemedPart };
    });
}
