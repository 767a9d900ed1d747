import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@/components/ui/theme';
import { themeCssFile } from '@/components/ui/theme/styleSheet';

/** The first screen paints from app/theme.css, a copy of the MUI theme's values; it must not drift. */
test('app/theme.css holds the current theme (regenerate with: node --import tsx scripts/theme-css.ts)', () => {
  const file = readFileSync(path.join(__dirname, '..', '..', 'app', 'theme.css'), 'utf8');
  expect(file).toBe(themeCssFile(theme));
  expect(file).toContain(`--tf-primary: ${theme.palette.primary.main};`);
});
