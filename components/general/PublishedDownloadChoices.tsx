'use client';
import { useCallback, useEffect, useState } from 'react';
import { DownloadChoices, type WebAppEntry } from './DownloadChoices';
import type { Release } from './release';
import { readRelease } from './releaseRead';

interface Releases {
  android?: Release;
  ios?: Release;
  failure?: unknown;
}

/**
 * The download choices with the releases the server publishes for Android and iOS, read once the
 * page is hydrated (components/general/DownloadButtons.tsx) through the download page's own light
 * read, and read again on the retry the failure offers.
 */
export default function PublishedDownloadChoices({ webApp }: { webApp?: WebAppEntry }) {
  const [releases, setReleases] = useState<Releases>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const stop = new AbortController();
    // Each platform on its own: one that answered shows even when the other failed.
    void Promise.allSettled([readRelease('Android', stop.signal), readRelease('ios', stop.signal)]).then(([android, ios]) => {
      if (stop.signal.aborted) return;
      setReleases({
        android: android.status === 'fulfilled' ? android.value : undefined,
        ios: ios.status === 'fulfilled' ? ios.value : undefined,
        failure: android.status === 'rejected' ? android.reason : ios.status === 'rejected' ? ios.reason : undefined,
      });
    });
    return () => stop.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setReleases({});
    setAttempt((n) => n + 1);
  }, []);

  return <DownloadChoices android={releases.android} ios={releases.ios} failure={releases.failure} webApp={webApp} onRetry={retry} />;
}
