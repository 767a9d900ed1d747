'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';

export interface EmptyStateProps {
  message: string;
  /** A quieter second line: why, or what may help. */
  hint?: string;
  /** An action that helps, e.g. a button to create the first item. */
  action?: ReactNode;
}

/** Nothing to show yet, said plainly. */
export function EmptyState({ message, hint, action }: EmptyStateProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6, px: 3, textAlign: 'center' }}>
      <Inbox sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
      {action}
    </Box>
  );
}
