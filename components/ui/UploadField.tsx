'use client';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { t } from '@/lib/i18n';
import { errorMessage } from './errorMessage';

/** Sends one file; calls `onProgress` with the share sent so far, 0-100. */
export type UploadFn<R> = (file: File, onProgress: (percent: number) => void) => Promise<R>;

export interface UploadFieldProps<R> {
  label: string;
  /** File types the picker offers, e.g. `image/*`. */
  accept?: string;
  upload: UploadFn<R>;
  onUploaded?: (result: R, file: File) => void;
  /** Names the part in its form: its root is `field-<name>`, where a refused submit can go. */
  name?: string;
  /**
   * The form refused a submit without this file: the part is marked (`data-invalid`, like an
   * input's aria-invalid) so the refused submit focuses its button, and the button turns red.
   * The form says why (one line may speak for a pair of photos).
   */
  invalid?: boolean;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'done'; file: File }
  | { status: 'failed'; file: File; message: string };

/** Pick a file and watch it upload with a progress bar; a failed upload can be retried. */
export function UploadField<R>({ label, accept, upload, onUploaded, name, invalid }: UploadFieldProps<R>) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);

  const start = async (file: File) => {
    setState({ status: 'uploading', file, percent: 0 });
    try {
      const result = await upload(file, (percent) =>
        setState((current) => (current.status === 'uploading' && current.file === file ? { ...current, percent } : current)),
      );
      setState({ status: 'done', file });
      onUploaded?.(result, file);
    } catch (failure) {
      setState({ status: 'failed', file, message: errorMessage(failure) });
    }
  };

  return (
    <Box id={name ? `field-${name}` : undefined} data-invalid={invalid ? 'true' : undefined} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        component="label"
        variant="outlined"
        color={invalid ? 'error' : 'primary'}
        startIcon={<CloudUpload />}
        disabled={state.status === 'uploading'}
      >
        {label}
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </Button>
      {state.status === 'uploading' && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={state.percent}
            aria-label={t('ui.upload.progress', { name: state.file.name })}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('ui.upload.percent', { name: state.file.name, percent: Math.round(state.percent) })}
          </Typography>
        </Box>
      )}
      {state.status === 'done' && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
          <CheckCircle fontSize="small" />
          {t('ui.upload.done', { name: state.file.name })}
        </Typography>
      )}
      {state.status === 'failed' && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'error.main', flex: 1 }}>
            {state.message}
          </Typography>
          <Button size="small" onClick={() => void start(state.file)}>
            {t('ui.retry')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
