'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';

export interface CancelDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onClose: () => void;
  /** Sends the cancellation with the reason; a refusal is shown in the dialog, the reason kept. */
  onCancel: (reason: string) => Promise<unknown>;
}

/** Cancelling (or declining) a waybill with a typed reason of 2-200 characters. */
export function CancelDialog({ open, title, message, confirmLabel, onClose, onCancel }: CancelDialogProps) {
  const form = useForm({ reason: { rules: [rules.required, rules.length(2, 200)] } });
  const send = useAction(async () => {
    await onCancel(form.values.reason.trim());
    onClose();
  });
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-title">
      <Box component="form" ref={problems.ref} noValidate onSubmit={problems.onSubmit(() => form.validate(), () => void send.run())}>
        <DialogTitle id="cancel-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <DialogContentText>{message}</DialogContentText>
          <FormField field={form.field('reason')} label={t('waybill.cancel.reason')} maxLength={200} />
          <FormProblems count={problems.count} />
          {send.error && <Alert severity="error">{send.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('waybill.cancel.keep')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={send.pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
