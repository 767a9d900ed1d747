'use client';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { rules } from '@/lib/validate';
import { t } from '@/lib/i18n';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useForm } from '@/components/ui/useForm';

export interface ReasonDialogProps {
  open: boolean;
  pending: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  /** Texts: the dialog's title, the reason field's label (and hint), the confirming button. */
  title: string;
  label: string;
  hint?: string;
  confirm: string;
  /** The longest reason the server takes (2 characters at least, as every console decision asks). */
  maxLength: number;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * An operator's decision that someone will read the reason of (a rejected certification, a hidden
 * post): asks for the reason before the decision is sent.
 */
export function ReasonDialog({ open, pending, error, title, label, hint, confirm, maxLength, onConfirm, onCancel }: ReasonDialogProps) {
  const titleId = useId();
  const form = useForm({ reason: { rules: [rules.required, rules.length(2, maxLength)] } });
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" ref={problems.ref} noValidate onSubmit={problems.onSubmit(() => form.validate(), () => onConfirm(form.values.reason.trim()))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <FormField field={form.field('reason')} label={label} hint={hint} maxLength={maxLength} />
          <FormProblems count={problems.count} />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
