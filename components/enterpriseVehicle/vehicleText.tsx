'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** What goes under a vehicle card (drivers, capacity, actions), one block per line, full width. */
export function CardFooter({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>{children}</Box>;
}
