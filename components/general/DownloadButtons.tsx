'use client';
import { useCallback, useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { recoverFromChunkFailure } from '@/components/pwa/missingChunk';
import { DownloadChoices, type WebAppEntry } from './DownloadChoices';
import type { Release } from './release';

interface Releases {
  android?: Release;
  ios?: Release;
  failure?: unknown;
}

/**
 * Install or open the web app, the native downloads the server publishes, and the version.
 *
 * The releases are read once the page is hydrated (this effect runs after it), through the
 * download page's own light read (releaseRead.ts, a chunk of its own), and read again on the retry
 * the failure offers. Until they arrive, and when they cannot be read (no signal), the install and
 * open buttons show without the published downloads. The buttons are the prerendered ones from
 * the first paint on: the releases only fill them in (a lazily loaded component in their place
 * threw the prerendered buttons away after hydration and built them again, twice, at the page's
 * busiest moment).
 */
export function DownloadButtons({ webApp }: { webApp?: WebAppEntry }) {
  const [releases, setReleases] = useState<Releases>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const stop = new AbortController();
    // Started in a task of its own: this effect runs inside hydration's commit, the page's last
    // long task, and the chunk's script element and request added ~2 ms (×4 on a slow phone) to it.
    const start = window.setTimeout(() => {
      void readReleases(stop.signal).then((read) => {
        if (!stop.signal.aborted) setReleases(read);
      });
    });
    return () => {
      window.clearTimeout(start);
      stop.abort();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setReleases({});
    setAttempt((n) => n + 1);
  }, []);

  return <DownloadChoices android={releases.android} ios={releases.ios} failure={releases.failure} webApp={webApp} onRetry={retry} />;
}

/** Both platforms' releases through the page's light read (a chunk of its own); never rejects. */
function readReleases(signal: AbortSignal): Promise<Releases> {
  return import(/* webpackChunkName: "releases" */ './releaseRead')
    .then(({ readRelease }) =>
      // Each platform on its own: one that answered shows even when the other failed.
      Promise.allSettled([readRelease('Android', signal), readRelease('ios', signal)]),
    )
    .then(
      ([android, ios]) => ({
        android: android.status === 'fulfilled' ? android.value : undefined,
        ios: ios.status === 'fulfilled' ? ios.value : undefined,
        failure: android.status === 'rejected' ? android.reason : ios.status === 'rejected' ? ios.reason : undefined,
      }),
      // The read's own code could not be fetched: gone after a deploy (one reload onto the new
      // version), or no signal, said in the reader's words beside the retry.
      (failure: unknown) => {
        void recoverFromChunkFailure(failure);
        return { failure: new Error(t('share.releasesUnreachable')) };
      },
    );
}
