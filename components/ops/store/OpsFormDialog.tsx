'use client';
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '@/lib/i18n';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import type { Submission } from '@/components/ui/useSubmission';

/**
 * The catalogue console's small forms in a dialog (category, departure, stock): a title, the
 * fields, what is wrong with them after a refused submit, the submission's state, cancel and the
 * confirming button. `validate` checks the fields; only then `save` runs (one intention per dialog).
 */
export function OpsFormDialog({
  open,
  onClose,
  title,
  validate,
  save,
  confirmLabel = t('brigadeOps.save'),
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  validate: () => boolean;
  save: Submission<[], unknown>;
  confirmLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" ref={problems.ref} noValidate onSubmit={problems.onSubmit(validate, () => void save.run())}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          {children}
          <FormProblems count={problems.count} />
          <SubmissionStatus action={save} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
