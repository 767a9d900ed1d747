'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from './history';
import { BAZAAR_PATH } from './paths';
import { useRoute } from './RouteContext';

/** Shown for a path no domain registered, with a way home. */
export function NotFoundScreen() {
  const { path } = useRoute();
  return (
    <Box data-testid="not-found" sx={{ height: '100%' }}>
      <PageScaffold title={t('router.notFound.title')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
          <Typography variant="h5" component="p">
            {t('router.notFound.heading')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {t('router.notFound.body', { path })}
          </Typography>
          <Button variant="contained" onClick={() => navigate(BAZAAR_PATH, undefined, { replace: true })}>
            {t('router.notFound.home')}
          </Button>
        </Box>
      </PageScaffold>
    </Box>
  );
}
