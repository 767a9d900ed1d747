'use client';
import { useAppVersion } from '@/lib/api';
import { DownloadChoices } from './DownloadChoices';

/** The download buttons with the releases the server publishes for Android and iOS. */
export default function PublishedDownloadChoices() {
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
