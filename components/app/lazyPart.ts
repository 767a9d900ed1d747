'use client';
import { createElement, useEffect, useState, type ComponentType } from 'react';

/** A component from lazyPart, with a way to fetch its code before it is first rendered. */
export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A component whose code loads when it is first rendered, kept out of the first screen's bundle:
 * it renders nothing until its chunk is in, then renders at once on every later mount. Unlike
 * React.lazy it needs no Suspense boundary, and a chunk that fails to load (a phone without
 * signal) leaves it absent rather than breaking the screen; the next mount asks again.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      () => {
        loading = null;
      },
    ));

  function LazyPart(props: P) {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      void preload().then(() => mounted && setArrived(true));
      return () => {
        mounted = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(LazyPart, { preload });
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
