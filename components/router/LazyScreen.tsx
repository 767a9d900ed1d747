'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { ErrorState } from '@/components/ui/ErrorState';
import { reloadPage } from '@/components/pwa/reloadPage';
import { navigate } from './history';
import { BAZAAR_PATH } from './paths';
import type { ScreenRoute } from './types';
import { useScreenComponent } from './useScreenComponent';

/**
 * Renders a route's screen, loading its chunk first when needed: nothing for the first 200 ms,
 * then a loading indicator, and after 60 s without the chunk a message with a retry button. A
 * screen whose chunk a deploy removed, still missing after the one reload onto the new version,
 * offers reloading again and the way back to the goods market.
 */
export function LazyScreen({ route }: { route: ScreenRoute }) {
  const load = useScreenComponent(route);
  if (load.status === 'ready') return <load.Screen />;
  return (
    <Box data-screen={route.path} sx={{ minHeight: '100%', bgcolor: 'background.default' }}>
      {load.status === 'loading' ? (
        <DelayedLoading delayMs={LAZY_LOAD_DELAY_MS} label={t('router.loadingScreen')} />
      ) : load.stillMissing ? (
        <>
          <ErrorState message={t('router.newVersionFailed')} onRetry={reloadPage} retryLabel={t('router.reloadApp')} />
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(BAZAAR_PATH, undefined, { replace: true })}>{t('router.notFound.home')}</Button>
          </Box>
        </>
      ) : (
        <ErrorState message={t('router.loadFailed')} onRetry={load.retry} />
      )}
    </Box>
  );
}
