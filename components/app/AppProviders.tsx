'use client';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApiError } from '@/lib/http/errors';
import { appStore } from '@/lib/state';
import { theme } from '@/components/ui/theme';
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

/** Theme, state store, data cache, toasts and the update prompt around every screen. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider theme={theme}>
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
