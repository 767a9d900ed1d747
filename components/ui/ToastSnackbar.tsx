'use client';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '@/lib/state';

/**
 * The toast itself: a short message as wide as its text (Snackbar spans phones by default),
 * just under the navigation bar. ToastHost loads it with the first toast, with the theme.
 *
 * Why there (issue 15, "验证码已发送" covered 登录): a primary button is either at the bottom
 * (tab bar, bottom action bars, a long form's end) or at the end of a short form, which at
 * 390×844 lands in the middle of the screen (the sign-in button sits near 40% of the height,
 * exactly where the toast used to be). The band under the navigation bar holds the screen's
 * title and a form's first lines, never its button: a person has just tapped the button, so it
 * is in view below them. The toast sits 8 px under the bar (56 px on phones, 64 px wider; plus
 * the notch's safe area) and lets taps through to what is under it.
 */
export default function ToastSnackbar({ toast }: { toast: Toast }) {
  return (
    <Snackbar
      key={toast.id}
      open
      message={toast.message}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{
        top: { xs: 'calc(env(safe-area-inset-top, 0px) + 64px) !important', sm: 'calc(env(safe-area-inset-top, 0px) + 72px) !important' },
        left: '50% !important',
        right: 'auto !important',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 48px)',
        pointerEvents: 'none',
        '& .MuiSnackbarContent-root': { flexGrow: 0, minWidth: 0 },
      }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
