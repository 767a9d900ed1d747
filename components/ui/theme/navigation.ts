import type { Components, Theme } from '@mui/material/styles';

/** Navigation bar, tab bar and list links. */
export const navigation: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiToolbar: {
    styleOverrides: { root: { minHeight: 48, '@media (min-width:0px)': { minHeight: 48 } } },
  },
  MuiBottomNavigation: {
    styleOverrides: {
      root: ({ theme }) => ({
        height: 56,
        borderTop: `1px solid ${theme.palette.divider}`,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
  MuiBottomNavigationAction: {
    styleOverrides: { root: { minWidth: 64 } },
  },
  MuiListItemButton: {
    styleOverrides: { root: { minHeight: 52 } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
