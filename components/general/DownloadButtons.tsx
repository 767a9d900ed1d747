'use client';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { DownloadChoices, type WebAppEntry } from './DownloadChoices';

/**
 * Reading the releases needs the request layer (ky, the zod contract, the bridge), the largest
 * part of the app's own code. It loads once the page is hydrated, so the download page paints and
 * answers taps without it; until then the install and open buttons show, with the version still loading.
 */
const PublishedDownloadChoices = lazy(() => import(/* webpackChunkName: "releases" */ './PublishedDownloadChoices'));

/** Install or open the web app, the native downloads the server publishes, and the version. */
export function DownloadButtons({ webApp }: { webApp?: WebAppEntry }) {
  const hydrated = useHydrated();
  const waiting = <DownloadChoices webApp={webApp} />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PublishedDownloadChoices webApp={webApp} />
    </Suspense>
  );
}
