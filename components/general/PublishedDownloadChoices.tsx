'use client';
import { SWRConfig } from 'swr';
// lib/api/app rather than lib/api: the download page loads the request layer and this one call's
// schemas, not every domain's.
import { useAppVersion } from '@/lib/api/app';
import { swrOptions } from '@/components/app/swrOptions';
import { DownloadChoices } from './DownloadChoices';

/** The download buttons with the releases the server publishes for Android and iOS. */
export default function PublishedDownloadChoices() {
  // The download page has no screen providers (no MUI there), so the read gets the app's rules here.
  return (
    <SWRConfig value={swrOptions}>
      <Releases />
    </SWRConfig>
  );
}

function Releases() {
  const android = useAppVersion(undefined, 'Android');
  const ios = useAppVersion(undefined, 'ios');
  return (
    <DownloadChoices
      android={android.version}
      ios={ios.version}
      failure={android.error ?? ios.error}
      onRetry={() => {
        void android.mutate();
        void ios.mutate();
      }}
    />
  );
}
