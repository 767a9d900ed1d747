'use client';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDict } from '@/lib/api';
import type { SubmissionDetail } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { dictGroupOf, submittedDetailText } from './submittedValue';

/**
 * One submitted detail as a line of the console. A coded one waits for its dictionary rather
 * than showing the code and then the label; when the dictionary cannot be read (offline) the
 * code is shown.
 */
export function SubmittedDetail({ detail }: { detail: SubmissionDetail }) {
  const group = dictGroupOf(detail);
  const { entries, error } = useDict(group);
  if (group !== null && entries === undefined && error === undefined) {
    return (
      <Typography variant="body2" aria-busy="true">
        {t('ui.labelled', { label: t(`ops.field.${detail.field}`), value: '' })}
        <Skeleton component="span" sx={{ display: 'inline-block', width: '5em', verticalAlign: 'middle' }} />
      </Typography>
    );
  }
  return <Typography variant="body2">{submittedDetailText(detail, entries)}</Typography>;
}
