'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Storefront from '@mui/icons-material/Storefront';
import { LegalLinks } from '@/components/general/LegalLinks';
import { PageScaffold } from '@/components/ui/PageScaffold';

/** The shop's sign-in steps (phone, then code): the shop's mark, a heading, a line, the form, the agreements. */
export function ShopSignInFrame({ heading, hint, children }: { heading: string; hint: ReactNode; children: ReactNode }) {
  return (
    <PageScaffold>
      <Box sx={{ maxWidth: 480, mx: 'auto', pt: 3 }}>
        <Storefront sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          {heading}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          {hint}
        </Typography>
        {children}
        <Box sx={{ mt: 2 }}>
          <LegalLinks />
        </Box>
      </Box>
    </PageScaffold>
  );
}
