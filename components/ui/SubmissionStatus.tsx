'use client';
import Alert from '@mui/material/Alert';
import { t } from '@/lib/i18n';

/** What a submission is doing when it is not simply waiting: resending on a weak signal, or its failure. */
export function SubmissionStatus({ action }: { action: { error: string | null; resending?: number } }) {
  if (action.resending) {
    return (
      <Alert severity="info" role="status">
        {t('ui.submission.resending', { attempt: action.resending })}
      </Alert>
    );
  }
  return action.error ? <Alert severity="error">{action.error}</Alert> : null;
}
