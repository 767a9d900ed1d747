'use client';
import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { locationText, parseHash } from '@/components/router/location';
import { BAZAAR_PATH, SIGN_IN_PATH } from '@/components/router/paths';
import { useRoute } from '@/components/router/RouteContext';
import { appRoutes } from '@/components/router/routes';
import type { RouteLocation } from '@/components/router/types';

/**
 * Landing for shared links (`/pages/middlePage/middlePage?target=<path>&...`): forwards to the
 * target with the other parameters, sending a tourist to sign in first when the target needs
 * a signed-in user. The middle page replaces itself, so back does not bounce through it.
 */
export default function GeneralMiddlePageScreen() {
  const { query } = useRoute();
  const tourist = useAtomValue(touristAtom);
  const destination = useMemo<RouteLocation | null>(() => {
    const { target, ...rest } = query;
    if (!target) return null;
    const parsed = parseHash(target);
    if (!appRoutes.find(parsed.path)) return null;
    return { path: parsed.path, query: { ...parsed.query, ...rest } };
  }, [query]);

  useEffect(() => {
    if (!destination) return;
    if (tourist && appRoutes.find(destination.path)?.auth) {
      navigate(SIGN_IN_PATH, { redirect: locationText(destination) }, { replace: true });
    } else {
      navigate(destination.path, destination.query, { replace: true });
    }
  }, [destination, tourist]);

  return (
    <PageScaffold>
      {destination ? (
        <DelayedLoading label={t('middle.opening')} />
      ) : (
        <Box>
          <ErrorState message={t('middle.invalid')} />
          <Box sx={{ textAlign: 'center' }}>
            <Button variant="contained" onClick={() => navigate(BAZAAR_PATH, undefined, { replace: true })}>
              {t('router.notFound.home')}
            </Button>
          </Box>
        </Box>
      )}
    </PageScaffold>
  );
}
