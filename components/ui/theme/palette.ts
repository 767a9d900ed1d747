import type { ThemeOptions } from '@mui/material/styles';

/**
 * Colours of the product: a highway-sign blue as the brand, freight orange for the actions that
 * move goods, and the usual status colours. Screens take colours from here through theme tokens.
 */
export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: '#1559c7', light: '#4f83e0', dark: '#0d3f94', contrastText: '#ffffff' },
  secondary: { main: '#f07b12', light: '#ff9e45', dark: '#c25e00', contrastText: '#ffffff' },
  success: { main: '#1f9d55' },
  warning: { main: '#e6a100' },
  error: { main: '#d93a3a' },
  background: { default: '#f3f5f9', paper: '#ffffff' },
  text: { primary: '#1d2433', secondary: '#5f6b7f' },
  divider: 'rgba(29, 36, 51, 0.08)',
};

/** System fonts that carry Chinese glyphs on each platform; no web font to download. */
export const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"WenQuanYi Micro Hei"',
  '"Noto Sans CJK SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Corner radius unit (px); surfaces use multiples of it. */
export const RADIUS = 4;
