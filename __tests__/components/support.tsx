import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@mui/material/styles';
import { setLocale } from '@/lib/i18n';
import { appStore, clearSession, localeAtom, saveSignIn, toastAtom } from '@/lib/state';
import { theme } from '@/components/ui/theme';
import { ToastHost } from '@/components/ui/ToastHost';

/**
 * The providers the app gives every screen (layout.tsx), with a fresh SWR cache per render so
 * one test's answers never leak into the next.
 */
function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          {children}
          <ToastHost />
        </SWRConfig>
      </ThemeProvider>
    </Provider>
  );
}

export function renderWithApp(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

/** A tourist in Chinese on the entry route, nothing stored: the state of a first visit. */
export function resetApp(hash = '#/'): void {
  localStorage.clear();
  clearSession();
  appStore.set(localeAtom, 'zh-CN');
  appStore.set(toastAtom, null);
  setLocale('zh-CN');
  window.history.replaceState(null, '', hash);
}

/** Signs in without the server (the session as a successful SMS sign-in leaves it). */
export function signInLocally(): void {
  saveSignIn({
    userToken: 'user-token',
    logisticsToken: 'logistics-token',
    userRefreshToken: 'user-refresh',
    logisticsRefreshToken: 'logistics-refresh',
    isTourist: false,
  });
}
