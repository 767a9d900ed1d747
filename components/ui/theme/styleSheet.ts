import type { Theme } from '@mui/material/styles';

/** Typography variants the first screen's plain elements use, as CSS `font` shorthands. */
const FONT_VARIANTS = ['h4', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'button'] as const;

/**
 * The theme as a style sheet (app/theme.css, written by scripts/theme-css.ts; none of it ships
 * as JavaScript):
 *  - the theme's tokens as CSS custom properties (`--tf-primary`, `--tf-font-h6`, ...), which the
 *    first screen's CSS modules use, so the download page paints in the theme without MUI;
 *  - what MUI's CssBaseline sets (box sizing, font smoothing, the body's font and colours), once
 *    for the whole app, since MUI itself loads only with the first MUI-drawn screen.
 */
export function themeStyleSheet(theme: Theme): string {
  const { palette, typography, shape, shadows } = theme;
  const tokens: Record<string, string | number> = {
    primary: palette.primary.main,
    'primary-dark': palette.primary.dark,
    'primary-contrast': palette.primary.contrastText,
    secondary: palette.secondary.main,
    'secondary-contrast': palette.secondary.contrastText,
    background: palette.background.default,
    paper: palette.background.paper,
    text: palette.text.primary,
    'text-secondary': palette.text.secondary,
    'text-disabled': palette.text.disabled,
    'action-disabled': palette.action.disabledBackground,
    divider: palette.divider,
    radius: `${shape.borderRadius}px`,
    'shadow-1': shadows[1],
    'shadow-3': shadows[3],
    'font-family': typography.fontFamily ?? 'sans-serif',
    'font-bold': String(typography.fontWeightBold),
  };
  for (const variant of FONT_VARIANTS) {
    const { fontWeight, fontSize, lineHeight, fontFamily } = typography[variant];
    const family = fontFamily === typography.fontFamily ? 'var(--tf-font-family)' : fontFamily;
    tokens[`font-${variant}`] = `${fontWeight} ${fontSize}/${lineHeight} ${family}`;
  }
  const letterSpacing = typography.body1.letterSpacing ? `letter-spacing:${typography.body1.letterSpacing};` : '';
  return [
    `:root{\n${Object.entries(tokens).map(([name, value]) => `  --tf-${name}: ${value};\n`).join('')}}`,
    'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}',
    '*,*::before,*::after{box-sizing:inherit}',
    `strong,b{font-weight:${typography.fontWeightBold}}`,
    `body{margin:0;font:var(--tf-font-body1);${letterSpacing}color:${palette.text.primary};background-color:${palette.background.default}}`,
    `@media print{body{background-color:${palette.common.white}}}`,
    `body::backdrop{background-color:${palette.background.default}}`,
  ].join('\n');
}

/** app/theme.css as scripts/theme-css.ts writes it. */
export function themeCssFile(theme: Theme): string {
  return `/* Generated from the MUI theme by scripts/theme-css.ts; do not edit. */\n${themeStyleSheet(theme)}\n`;
}
