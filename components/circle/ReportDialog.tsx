'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { reportPost } from '@/lib/api';
import { CIRCLE_REPORT_NOTE_MAX, CIRCLE_REPORT_REASONS, type CircleReportReason } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { useSubmission } from '@/components/ui/useSubmission';

export interface ReportDialogProps {
  infoId: number;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}

/** Why the post should go: a reason from the fixed list and, if the reporter wants, a few words. */
export function ReportDialog({ infoId, open, onClose, onReported }: ReportDialogProps) {
  const [reason, setReason] = useState<CircleReportReason | ''>('');
  const [note, setNote] = useState('');
  const report = useSubmission(async (intent) => {
    if (!reason) return;
    await reportPost(infoId, reason, note, intent);
    onReported();
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="circle-report-title" fullWidth maxWidth="xs">
      <DialogTitle id="circle-report-title">{t('circle.report.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <RadioGroup value={reason} onChange={(event) => setReason(event.target.value as CircleReportReason)} aria-labelledby="circle-report-title">
          {CIRCLE_REPORT_REASONS.map((each) => (
            <FormControlLabel key={each} value={each} control={<Radio size="small" />} label={t(`circle.reason.${each}`)} />
          ))}
        </RadioGroup>
        <TextField
          label={t('circle.report.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: CIRCLE_REPORT_NOTE_MAX } }}
        />
        {report.error && <Alert severity="error">{report.error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={!reason || report.pending} onClick={() => void report.run()}>
          {t('circle.report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
