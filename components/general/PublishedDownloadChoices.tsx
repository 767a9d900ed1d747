'use client';
import { SWRConfig } from 'swr';
// lib/api/app rather than lib/api: the download page loads the request layer and this one call's
// schemas, not every domain's.
import { useAppVersion } from '@/lib/api/app';
import { swrOptions } from '@/components/app/swrOptions';
import { DownloadChoices, type WebAppEntry } from './DownloadChoices';

/** The download choices with the releases the server publishes for Android and iOS. */
export default function PublishedDownloadChoices({ webApp }: { webApp?: WebAppEntry }) {
  // The download page has no screen providers (no MUI there), so the read gets the app's rules here.
  return (
    <SWRConfig value={swrOptions}>
      <Releases webApp={webApp} />
    </SWRConfig>
  );
}

function Releases({ webApp }: { webApp?: WebAppEntry }) {
  const android = useAppVersion(undefined, 'Android');
  const ios = useAppVersion(undefined, 'ios');
  return (
    <DownloadChoices
      android={android.version}
      ios={ios.version}
      failure={android.error ?? ios.error}
      webApp={webApp}
      onRetry={() => {
        void android.mutate();
        void ios.mutate();
      }}
    />
  );
}
