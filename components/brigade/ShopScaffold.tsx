'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageScaffold, type PageScaffoldProps } from '@/components/ui/PageScaffold';
import { ShopBar } from './ShopBar';

/**
 * The frame of the shop's four main screens: the page, and at the bottom of the screen the shop's
 * bar, with the screen's own `footer` (the cart's checkout row) just above it.
 */
export function ShopScaffold({ children, footer, ...props }: Omit<PageScaffoldProps, 'contentSx'> & { children: ReactNode; footer?: ReactNode }) {
  return (
    <PageScaffold {...props} contentSx={{ display: 'flex', flexDirection: 'column' }}>
      {children}
      <Box sx={{ position: 'sticky', bottom: 0, mt: 'auto', mx: -2, mb: -2, zIndex: 1 }}>
        {footer}
        <ShopBar />
      </Box>
    </PageScaffold>
  );
}
