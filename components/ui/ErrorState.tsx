'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { t } from '@/lib/i18n';

export interface ErrorStateProps {
  /** What went wrong, in words a person can act on (an ApiError's message, usually). */
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: the reason and, when it can help, a retry button. */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6, px: 3, textAlign: 'center' }}
    >
      <ErrorOutlined sx={{ fontSize: 44, color: 'error.main' }} />
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {retryLabel ?? t('ui.retry')}
        </Button>
      )}
    </Box>
  );
}
