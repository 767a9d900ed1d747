'use client';
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { dismissToast, toastAtom } from '@/lib/state';
import { lazyPart, themed } from '@/components/app/lazyPart';

/**
 * MUI's Snackbar with the theme: loaded with the first toast, so a page that raises none (the
 * download page) never loads MUI for it.
 */
const ToastSnackbar = lazyPart(themed(() => import(/* webpackChunkName: "toast" */ './ToastSnackbar').then((m) => m.default)));

/**
 * Renders the current toast (`showToast` from anywhere) under the navigation bar and hides it
 * after its duration (1500 ms by default). A newer toast replaces the current one and gets its
 * own full duration. The first toast shows once its look has loaded (a small chunk, precached
 * with the app's other chunks by the service worker).
 */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return toast ? <ToastSnackbar toast={toast} /> : null;
}

/** Fetches the toast's look ahead of the first toast (tests start with it in place). */
export function preloadToast(): Promise<void> {
  return ToastSnackbar.preload();
}
