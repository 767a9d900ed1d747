'use client';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@/lib/state';
import { ToastHost } from '@/components/ui/ToastHost';
import { ServiceWorkerUpdate } from '@/components/pwa/ServiceWorkerUpdate';

/**
 * The state store, toasts and the update prompt around every screen. The theme and the data
 * cache's rules load with the first part that needs them (components/app/ScreenProviders.tsx), so the
 * first screen's bundle carries neither MUI nor SWR.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      {children}
      <ToastHost />
      <ServiceWorkerUpdate />
    </JotaiProvider>
  );
}
