'use client';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { locationText } from '@/components/router/location';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { useRoute } from '@/components/router/RouteContext';
import type { RouteLocation } from '@/components/router/types';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/**
 * A tourist reads; an action needs an account (liking a post, grabbing goods, offering a trip).
 * `whenSignedIn` runs the action for a signed-in person and otherwise asks the tourist to sign in
 * (`ask` asks at once), coming back afterwards to `back` — by default this screen as it is now
 * (useSignInGate does the same for opening screens). `message` says why, when the general one
 * would not.
 */
export function useSignedIn({ message, back }: { message?: string; back?: RouteLocation } = {}) {
  const tourist = useAtomValue(touristAtom);
  const here = useRoute();
  const [asking, setAsking] = useState(false);

  const whenSignedIn = (action: () => void) => {
    if (tourist) setAsking(true);
    else action();
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('ui.signInPrompt.title')}
      message={message ?? t('ui.signInPrompt.message')}
      confirmLabel={t('ui.signInPrompt.action')}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        navigate(SIGN_IN_PATH, { redirect: locationText(back ?? { path: here.path, query: here.query }) });
      }}
    />
  );
  return { tourist, whenSignedIn, ask: () => setAsking(true), dialog };
}
