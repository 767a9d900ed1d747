'use client';
import Box from '@mui/material/Box';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { ErrorState } from '@/components/ui/ErrorState';
import type { ScreenRoute } from './types';
import { useScreenComponent } from './useScreenComponent';

/**
 * Renders a route's screen, loading its chunk first when needed: nothing for the first 200 ms,
 * then a loading indicator, and after 60 s without the chunk a message with a retry button.
 */
export function LazyScreen({ route }: { route: ScreenRoute }) {
  const load = useScreenComponent(route);
  if (load.status === 'ready') return <load.Screen />;
  return (
    <Box data-screen={route.path} sx={{ minHeight: '100%', bgcolor: 'background.default' }}>
      {load.status === 'loading' ? (
        <DelayedLoading delayMs={LAZY_LOAD_DELAY_MS} label={t('router.loadingScreen')} />
      ) : (
        <ErrorState message={t('router.loadFailed')} onRetry={load.retry} />
      )}
    </Box>
  );
}
