import { createTheme } from '@mui/material/styles';
import { fontFamily, palette, RADIUS } from './palette';
import { inputs } from './inputs';
import { navigation } from './navigation';
import { feedback } from './feedback';
import { surfaces } from './surfaces';

export { NAV_BAR_HEIGHT, TAB_BAR_HEIGHT } from './sizes';

/** The one theme of the app, with overrides per component family. */
export const theme = createTheme({
  palette,
  shape: { borderRadius: RADIUS },
  typography: {
    fontFamily,
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600, fontSize: '1.0625rem' },
    subtitle1: { fontWeight: 600 },
    // Labels as written (sentence case): MUI's default ALL CAPS turns English tabs and buttons into shouting and widens them past a phone's edge.
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: { ...inputs, ...navigation, ...feedback, ...surfaces },
});
