'use client';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useAtomValue } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { appStore, kioskAtom } from '@/lib/state';
import { theme } from '@/components/ui/theme';
import { kioskTheme } from '@/components/ui/theme/kiosk';
import { useHydrated } from '@/components/ui/useHydrated';
import { swrOptions } from './swrOptions';

/**
 * The theme (the kiosk's on a station kiosk) and the data cache's rules around every part drawn
 * with MUI: screens, the tab bar,
 * toasts, the update prompt. Loaded with the first such part (components/app/lazyPart.ts
 * `themed`, components/router/screenLoader.ts), so the download page's first bundle carries
 * neither MUI nor SWR. The baseline styles are in the exported HTML (ui/theme/styleSheet.ts).
 */
export default function ScreenProviders({ children }: { children: ReactNode }) {
  // A station kiosk gets large touch targets; after hydration, as the exported HTML has the phone's.
  const kioskSetting = useAtomValue(kioskAtom, { store: appStore });
  const kiosk = useHydrated() && kioskSetting !== null;
  return (
    <ThemeProvider theme={kiosk ? kioskTheme : theme}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ThemeProvider>
  );
}
