import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { KIOSK_TOUCH_TARGET_PX } from '@/lib/constants';
import { theme } from './index';

const TARGET = KIOSK_TOUCH_TARGET_PX;

/**
 * A toll-station kiosk (docs/offline.md "Kiosk mode"): every control a collector taps is at least
 * KIOSK_TOUCH_TARGET_PX high (often with gloves, at arm's length), text a little larger. The same
 * screens, so nothing is copied: only the component families' sizes change.
 */
const kioskTargets: Components<Theme> = {
  MuiButton: {
    styleOverrides: {
      root: { minHeight: TARGET, fontSize: '1.0625rem' },
      sizeSmall: { minHeight: TARGET },
      sizeLarge: { minHeight: TARGET + 8, fontSize: '1.125rem' },
    },
  },
  MuiIconButton: { styleOverrides: { root: { minWidth: TARGET, minHeight: TARGET } } },
  MuiToggleButton: { styleOverrides: { root: { minHeight: TARGET } } },
  MuiListItemButton: { styleOverrides: { root: { minHeight: TARGET + 8 } } },
  MuiTab: { styleOverrides: { root: { minHeight: TARGET } } },
  MuiBottomNavigationAction: { styleOverrides: { root: { minHeight: TARGET } } },
  MuiInputBase: { styleOverrides: { input: { minHeight: TARGET - 24, fontSize: '1.0625rem' } } },
  MuiChip: { styleOverrides: { clickable: { minHeight: TARGET } } },
};

/** The app's theme with the kiosk's large touch targets. */
export const kioskTheme = createTheme(theme, { components: kioskTargets });
