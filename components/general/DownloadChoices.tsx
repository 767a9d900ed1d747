'use client';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import type { useAppVersion } from '@/lib/api';
import { isInWeChat } from '@/lib/bridge/environment';
import { t } from '@/lib/i18n';
import { errorMessage } from '@/components/ui/errorMessage';
import { useHydrated } from '@/components/ui/useHydrated';

type Release = ReturnType<typeof useAppVersion>['version'];

/** Only the messaging app's browser shows the hint, so only there is its Alert loaded. */
const Alert = lazy(() => import('@mui/material/Alert'));

export interface DownloadChoicesProps {
  /** The published releases; undefined while they are read (the buttons wait, disabled). */
  android?: Release;
  ios?: Release;
  /** Why the releases could not be read, with a way to ask again. */
  failure?: unknown;
  onRetry?: () => void;
}

/**
 * The Android and iOS download buttons and the version line. The messaging app's browser blocks
 * downloads, so there it tells the reader to open the page in a browser.
 */
export function DownloadChoices({ android, ios, failure, onRetry }: DownloadChoicesProps) {
  const hydrated = useHydrated();
  const blockedByWeChat = hydrated && isInWeChat();
  const version = android ?? ios;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {blockedByWeChat && (
        <Suspense fallback={null}>
          <Alert severity="info">{t('share.wechatHint')}</Alert>
        </Suspense>
      )}
      <Button
        size="large"
        variant="contained"
        startIcon={<Android />}
        href={android?.downloadUrl}
        disabled={!android || blockedByWeChat}
      >
        {t('share.downloadAndroid')}
      </Button>
      <Button size="large" variant="outlined" startIcon={<Apple />} href={ios?.downloadUrl} disabled={!ios || blockedByWeChat}>
        {t('share.downloadIos')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', minHeight: 20 }}>
        {version ? (
          t('share.version', { version: version.versionName, date: version.publishedAt.slice(0, 10) })
        ) : failure ? (
          <>
            {t('share.versionUnavailable', { reason: errorMessage(failure) })}{' '}
            <Button size="small" onClick={onRetry}>
              {t('ui.retry')}
            </Button>
          </>
        ) : (
          <Skeleton component="span" width={180} sx={{ display: 'inline-block' }} />
        )}
      </Typography>
    </Box>
  );
}
