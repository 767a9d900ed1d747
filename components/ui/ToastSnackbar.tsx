'use client';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '@/lib/state';

/**
 * The toast itself: a short message in the middle of the screen, as wide as its text (Snackbar
 * spans phones by default). ToastHost loads it with the first toast, with the theme.
 */
export default function ToastSnackbar({ toast }: { toast: Toast }) {
  return (
    <Snackbar
      key={toast.id}
      open
      message={toast.message}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
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
