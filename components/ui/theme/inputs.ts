import type { Components, Theme } from '@mui/material/styles';
import { RADIUS } from './palette';

/** Buttons and text fields: thumb-sized targets for a phone held in one hand. */
export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        borderRadius: RADIUS * 2.5,
        textTransform: 'none',
        fontWeight: 600,
        minHeight: 40,
      },
      sizeLarge: { minHeight: 48, fontSize: '1rem' },
    },
  },
  MuiToggleButton: {
    styleOverrides: { root: { textTransform: 'none' } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, variant: 'outlined' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: RADIUS * 2,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginLeft: 4 } },
  },
};
