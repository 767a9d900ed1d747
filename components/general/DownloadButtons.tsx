'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import { useAppVersion } from '@/lib/api';
import { isInWeChat } from '@/lib/bridge';
import { t } from '@/lib/i18n';
import { errorMessage } from '@/components/ui/errorMessage';
import { useHydrated } from '@/components/ui/useHydrated';

/**
 * The Android and iOS download buttons with the version the server publishes. The messaging
 * app's browser blocks downloads, so there it tells the reader to open the page in a browser.
 */
export function DownloadButtons() {
  const android = useAppVersion(undefined, 'Android');
  const ios = useAppVersion(undefined, 'ios');
  const hydrated = useHydrated();
  const blockedByWeChat = hydrated && isInWeChat();
  const version = android.version ?? ios.version;
  const failure = android.error ?? ios.error;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {blockedByWeChat && <Alert severity="info">{t('share.wechatHint')}</Alert>}
      <Button
        size="large"
        variant="contained"
        startIcon={<Android />}
        href={android.version?.downloadUrl}
        disabled={!android.version || blockedByWeChat}
      >
        {t('share.downloadAndroid')}
      </Button>
      <Button
        size="large"
        variant="outlined"
        startIcon={<Apple />}
        href={ios.version?.downloadUrl}
        disabled={!ios.version || blockedByWeChat}
      >
        {t('share.downloadIos')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', minHeight: 20 }}>
        {version ? (
          t('share.version', { version: version.versionName, date: version.publishedAt.slice(0, 10) })
        ) : failure ? (
          <>
            {t('share.versionUnavailable', { reason: errorMessage(failure) })}{' '}
            <Button
              size="small"
              onClick={() => {
                void android.mutate();
                void ios.mutate();
              }}
            >
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
