'use client';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { DownloadChoices } from './DownloadChoices';

/**
 * Reading the releases needs the request layer (ky, the zod contract, the bridge), the largest
 * part of the app's own code. It loads once the page is hydrated, so the download page paints and
 * answers taps without it; until then the buttons show, disabled, with the version still loading.
 */
const PublishedDownloadChoices = lazy(() => import(/* webpackChunkName: "releases" */ './PublishedDownloadChoices'));

/** The Android and iOS download buttons with the version the server publishes. */
export function DownloadButtons() {
  const hydrated = useHydrated();
  const waiting = <DownloadChoices />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PublishedDownloadChoices />
    </Suspense>
  );
}
