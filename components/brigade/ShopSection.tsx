'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A titled part of a shop screen, with "see all" when there is more elsewhere. */
export function ShopSection({ title, more, children }: { title: string; more?: { label: string; onClick: () => void }; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 17 }}>
          {title}
        </Typography>
        {more && (
          <Button size="small" onClick={more.onClick}>
            {more.label}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}
