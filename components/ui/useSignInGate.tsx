'use client';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { locationText } from '@/components/router/location';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { appRoutes } from '@/components/router/routes';
import type { RouteLocation, RouteQuery } from '@/components/router/types';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Opening screens from a place tourists may browse: a screen that needs a signed-in user first
 * asks the tourist to sign in (and comes back to it afterwards) instead of jumping away.
 */
export function useSignInGate() {
  const tourist = useAtomValue(touristAtom);
  const [wanted, setWanted] = useState<RouteLocation | null>(null);

  const open = (path: string, query: RouteQuery = {}) => {
    if (tourist && appRoutes.find(path)?.auth) setWanted({ path, query });
    else navigate(path, query);
  };

  const dialog = (
    <ConfirmDialog
      open={wanted !== null}
      title={t('ui.signInPrompt.title')}
      message={t('ui.signInPrompt.message')}
      confirmLabel={t('ui.signInPrompt.action')}
      onCancel={() => setWanted(null)}
      onConfirm={() => {
        if (wanted) navigate(appRoutes.find(wanted.path)?.signInPath ?? SIGN_IN_PATH, { redirect: locationText(wanted) });
        setWanted(null);
      }}
    />
  );
  return { open, dialog };
}
