import type { Components, Theme } from '@mui/material/styles';
import { RADIUS } from './palette';

/** Toasts, dialogs, progress and alerts. */
export const feedback: Components<Theme> = {
  MuiSnackbarContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: RADIUS * 2,
        justifyContent: 'center',
        backgroundColor: 'rgba(29, 36, 51, 0.88)',
        color: theme.palette.common.white,
      }),
      message: { textAlign: 'center' },
    },
  },
  MuiDialog: {
    styleOverrides: {
      // A full-screen dialog (a form over a list, a photo) fills the phone: no rounded card with a margin.
      paper: ({ theme, ownerState }) => (ownerState.fullScreen ? {} : { borderRadius: RADIUS * 3, margin: theme.spacing(3) }),
    },
  },
  MuiDialogActions: {
    styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(1, 2, 2) }) },
  },
  MuiLinearProgress: {
    styleOverrides: { root: { borderRadius: RADIUS, height: 6 } },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: RADIUS * 2 } },
  },
};
