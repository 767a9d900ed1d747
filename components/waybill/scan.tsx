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
import { readAnyCode } from '@/lib/offline/stationQr';

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

/**
 * What the manual entry asks for: the text under a waybill code, or the short code printed under a
 * goods-source QR (`Z-10234-7QK2-MD`, lib/offline/sourceShortCode.ts; the long text still pastes).
 */
const ENTRY_TEXTS = {
  text: { byHand: 'waybill.scan.byHand', label: 'waybill.scan.codeLabel', hint: 'waybill.scan.codeHint', required: 'waybill.scan.codeRequired' },
  shortCode: { byHand: 'waybill.scan.shortByHand', label: 'waybill.scan.shortLabel', hint: 'waybill.scan.shortHint', required: 'waybill.scan.shortRequired' },
} as const;
export type CodeEntryKind = keyof typeof ENTRY_TEXTS;

export interface CodeEntryDialogProps {
  open: boolean;
  /** What is typed (default: the code's text). */
  kind?: CodeEntryKind;
  title: string;
  /** Why the camera did not read it, shown above the field. */
  notice?: string | null;
  onClose: () => void;
  onCode: (code: string) => void;
}

/** Typing the code's text by hand, for when the camera cannot read it. */
export function CodeEntryDialog({ open, kind = 'text', title, notice, onClose, onCode }: CodeEntryDialogProps) {
  const texts = ENTRY_TEXTS[kind];
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const empty = code.trim() === '';
  // A goods-source code is checked for its shape here, so a mistyped short code is said at once,
  // not after a queued scan reached the server.
  const malformed = !empty && kind === 'shortCode' && readAnyCode(code) === null;
  const problem = empty ? texts.required : malformed ? 'waybill.scan.notShortCode' : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="code-entry-title">
      <DialogTitle id="code-entry-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        {notice && <Alert severity="info">{notice}</Alert>}
        <TextField
          label={t(texts.label)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={tried && problem !== null}
          helperText={tried && problem ? t(problem) : t(texts.hint)}
          placeholder={kind === 'shortCode' ? 'Z-10234-7QK2-MD' : undefined}
          // A short code is one line; the long text may wrap.
          multiline={kind === 'text'}
          minRows={kind === 'text' ? 2 : undefined}
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
            if (problem) return;
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
export function useScanStep(onCode: (code: string) => void, kind: CodeEntryKind = 'text') {
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
    /** The label of the button that opens the manual entry. */
    byHandLabel: t(ENTRY_TEXTS[kind].byHand),
    dialog: (title: string) => (
      <CodeEntryDialog
        open={manual !== null}
        kind={kind}
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
