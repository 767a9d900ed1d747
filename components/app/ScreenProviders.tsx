'use client';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/components/ui/theme';
import { swrOptions } from './swrOptions';

/**
 * The theme and the data cache's rules around every part drawn with MUI: screens, the tab bar,
 * toasts, the update prompt. Loaded with the first such part (components/app/lazyPart.ts
 * `themed`, components/router/screenLoader.ts), so the download page's first bundle carries
 * neither MUI nor SWR. The baseline styles are in the exported HTML (ui/theme/styleSheet.ts).
 */
export default function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ThemeProvider>
  );
}
