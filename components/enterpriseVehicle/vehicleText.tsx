'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What goes under a vehicle card (drivers, capacity, actions), one block per line, full width. */
export function CardFooter({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>{children}</Box>;
}

/** An edit screen about one vehicle: its plate, a line of explanation, then `children`. */
export function VehicleEditPanel({ plateNumber, intro, children }: { plateNumber: string; intro: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="p">
        {plateNumber}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
