'use client';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { locationText } from '@/components/router/location';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { useRoute } from '@/components/router/RouteContext';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/**
 * Tourists read the circles; liking, commenting and reporting need an account. `whenSignedIn`
 * runs the action for a signed-in person and otherwise asks the tourist to sign in, coming back
 * to this screen afterwards (useSignInGate does the same for opening screens).
 */
export function useSignedIn() {
  const tourist = useAtomValue(touristAtom);
  const { path, query } = useRoute();
  const [asking, setAsking] = useState(false);

  const whenSignedIn = (action: () => void) => {
    if (tourist) setAsking(true);
    else action();
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('ui.signInPrompt.title')}
      message={t('ui.signInPrompt.message')}
      confirmLabel={t('ui.signInPrompt.action')}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        navigate(SIGN_IN_PATH, { redirect: locationText({ path, query }) });
      }}
    />
  );
  return { tourist, whenSignedIn, dialog };
}
