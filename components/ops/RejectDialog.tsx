'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useForm } from '@/components/ui/useForm';

export interface RejectDialogProps {
  open: boolean;
  pending: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason the applicant will read (2-200 characters, as the server requires) before rejecting. */
export function RejectDialog({ open, pending, error, onReject, onCancel }: RejectDialogProps) {
  const form = useForm({ reason: { rules: [rules.required, rules.length(2, 200)] } });
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reject-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        ref={problems.ref}
        noValidate
        onSubmit={problems.onSubmit(() => form.validate(), () => onReject(form.values.reason.trim()))}
      >
        <DialogTitle id="reject-title">{t('ops.reject.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <FormField field={form.field('reason')} label={t('ops.reject.reason')} maxLength={200} />
          <FormProblems count={problems.count} />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {t('ops.reject.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
