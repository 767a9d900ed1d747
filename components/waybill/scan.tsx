'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { t } from '@/lib/i18n';
import { within } from '@/lib/time';
import { errorMessage } from '@/components/ui/errorMessage';

/** How long a field action waits for the phone's position (spec §7: at most 3 s). */
const POSITION_WAIT_MS = 3000;

/** Where the phone is, for a field event; nothing when it cannot tell within 3 s. */
export async function fieldPosition(): Promise<{ lat?: number; lng?: number }> {
  try {
    const { bridge } = await import('@/lib/bridge');
    const position = await within(bridge.getLocation(), POSITION_WAIT_MS);
    return position ? { lat: position.latitude, lng: position.longitude } : {};
  } catch {
    return {};
  }
}

/** Reads a QR code with the shell's scanner or the browser camera. */
export async function openScanner(): Promise<string> {
  const { bridge } = await import('@/lib/bridge');
  return bridge.openScan();
}

export interface CodeEntryDialogProps {
  open: boolean;
  title: string;
  /** Why the camera did not read it, shown above the field. */
  notice?: string | null;
  onClose: () => void;
  onCode: (code: string) => void;
}

/** Typing the code's text by hand, for when the camera cannot read it. */
export function CodeEntryDialog({ open, title, notice, onClose, onCode }: CodeEntryDialogProps) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const empty = code.trim() === '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="code-entry-title">
      <DialogTitle id="code-entry-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        {notice && <Alert severity="info">{notice}</Alert>}
        <TextField
          label={t('waybill.scan.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={tried && empty}
          helperText={tried && empty ? t('waybill.scan.codeRequired') : t('waybill.scan.codeHint')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('ui.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setTried(true);
            if (empty) return;
            onCode(code.trim());
            setCode('');
            setTried(false);
          }}
        >
          {t('waybill.scan.confirmCode')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A scan step: "scan" opens the scanner; when the camera cannot read (no scanner, refused
 * camera) the manual entry opens with the reason; "enter the code" opens it directly.
 */
export function useScanStep(onCode: (code: string) => void) {
  const [manual, setManual] = useState<{ notice: string | null } | null>(null);
  const scan = async () => {
    try {
      onCode(await openScanner());
    } catch (failure) {
      const message = errorMessage(failure);
      if (message !== t('bridge.scanCancelled')) setManual({ notice: message });
    }
  };
  return {
    scan,
    enterByHand: () => setManual({ notice: null }),
    dialog: (title: string) => (
      <CodeEntryDialog
        open={manual !== null}
        title={title}
        notice={manual?.notice}
        onClose={() => setManual(null)}
        onCode={(code) => {
          setManual(null);
          onCode(code);
        }}
      />
    ),
  };
}
