/**
 * Writes app/theme.css from the MUI theme: its tokens as CSS custom properties and the baseline
 * (components/ui/theme/styleSheet.ts). The file is committed and imported by app/layout.tsx, so
 * the first screen paints in the theme without MUI in its bundle (a server component importing
 * the theme would put MUI's client modules into every page's scripts). A test fails when the
 * file is out of date. Usage: node --import tsx scripts/theme-css.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../components/ui/theme';
import { themeCssFile } from '../components/ui/theme/styleSheet';

const file = path.join(import.meta.dirname, '..', 'app', 'theme.css');
writeFileSync(file, themeCssFile(theme));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
