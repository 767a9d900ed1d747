import type { Components, Theme } from '@mui/material/styles';
import { RADIUS } from './palette';

/** Cards and paper: flat, rounded panels on a light grey page. */
export const surfaces: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { borderRadius: RADIUS * 3 },
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { '&:last-child': { paddingBottom: 16 } } },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 500 } },
  },
};
