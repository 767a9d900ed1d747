'use client';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApiError } from '@/lib/http/errors';
import { appStore, kioskAtom } from '@/lib/state';
import { theme } from '@/components/ui/theme';
import { kioskTheme } from '@/components/ui/theme/kiosk';
import { useHydrated } from '@/components/ui/useHydrated';
import { ToastHost } from '@/components/ui/ToastHost';
import { ServiceWorkerUpdate } from '@/components/pwa/ServiceWorkerUpdate';

/**
 * Reads are retried a little when the network or the server failed (a phone loses signal for a
 * moment), never for a refusal the server meant (4xx) or an answer that breaks the contract.
 */
const swrOptions = {
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500),
};

/** Theme (the kiosk's on a station kiosk), state store, data cache, toasts and the update prompt around every screen. */
export function AppProviders({ children }: { children: ReactNode }) {
  // A station kiosk gets large touch targets; after hydration, as the exported HTML has the phone's.
  const kioskSetting = useAtomValue(kioskAtom, { store: appStore });
  const kiosk = useHydrated() && kioskSetting !== null;
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider theme={kiosk ? kioskTheme : theme}>
        <CssBaseline />
        <SWRConfig value={swrOptions}>
          {children}
          <ToastHost />
          <ServiceWorkerUpdate />
        </SWRConfig>
      </ThemeProvider>
    </JotaiProvider>
  );
}
