'use client';
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import Snackbar from '@mui/material/Snackbar';
import { dismissToast, toastAtom } from '@/lib/state';

/**
 * Renders the current toast (`showToast` from anywhere) in the middle of the screen and hides it
 * after its duration (1500 ms by default). A newer toast replaces the current one and gets its
 * own full duration.
 */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      message={toast?.message}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // A short message in the middle of the screen, as wide as its text (Snackbar spans phones by default).
      sx={{
        top: '40% !important',
        left: '50% !important',
        right: 'auto !important',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 48px)',
        '& .MuiSnackbarContent-root': { flexGrow: 0, minWidth: 0 },
      }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
