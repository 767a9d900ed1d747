'use client';
import { goBack } from '@/components/router/history';
import { t } from '@/lib/i18n';
import { ErrorState } from './ErrorState';
import { errorMessage, retryCanHelp } from './errorMessage';

/**
 * A load that failed: its reason and the next step — loading again where that can help (no
 * signal, a server error), else back to where the person came from (a refusal: this account may
 * not see it, or it is gone), since a retry would only be refused again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return retryCanHelp(error) ? (
    <ErrorState message={errorMessage(error)} onRetry={onRetry} />
  ) : (
    <ErrorState message={errorMessage(error)} onRetry={goBack} retryLabel={t('ui.back')} />
  );
}
