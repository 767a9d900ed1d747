'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOADING_DELAY_MS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { useDelay } from './useDelay';

export interface DelayedLoadingProps {
  /** How long to stay invisible first; the spec's 800 ms unless a caller has its own setting. */
  delayMs?: number;
  label?: string;
}

/** A loading indicator that appears only when the wait outlasts `delayMs`. */
export function DelayedLoading({ delayMs = LOADING_DELAY_MS, label }: DelayedLoadingProps) {
  const visible = useDelay(true, delayMs);
  if (!visible) return null;
  const text = label ?? t('ui.loading');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}
    >
      <CircularProgress size={28} aria-label={text} />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
