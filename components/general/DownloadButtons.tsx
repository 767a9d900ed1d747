'use client';
import { lazyPart } from '@/components/app/lazyPart';
import { useHydrated } from '@/components/ui/useHydrated';
import { DownloadChoices, type WebAppEntry } from './DownloadChoices';

/**
 * Reading the releases needs the request layer (ky, the zod contract, the bridge), the largest
 * part of the app's own code. It loads once the page is hydrated, so the download page paints and
 * answers taps without it; until then, and when that code cannot be fetched (no signal), the
 * install and open buttons show without the published downloads.
 */
const PublishedDownloadChoices = lazyPart(() => import(/* webpackChunkName: "releases" */ './PublishedDownloadChoices'), {
  loading: DownloadChoices,
  failed: DownloadChoices,
});

/** Install or open the web app, the native downloads the server publishes, and the version. */
export function DownloadButtons({ webApp }: { webApp?: WebAppEntry }) {
  const hydrated = useHydrated();
  if (!hydrated) return <DownloadChoices webApp={webApp} />;
  return <PublishedDownloadChoices webApp={webApp} />;
}
