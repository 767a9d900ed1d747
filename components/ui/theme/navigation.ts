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
  // A row of tabs wider than the screen shows arrows on phones too, so hidden tabs are discoverable.
  MuiTabs: {
    defaultProps: { allowScrollButtonsMobile: true },
  },
  MuiTab: {
    // Long English labels wrap inside the tab rather than being cut to a lone letter at the edge.
    styleOverrides: { root: { textTransform: 'none', minWidth: 72, paddingLeft: 12, paddingRight: 12 } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
