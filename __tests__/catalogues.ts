import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '@/lib/i18n';

/** Where the catalogue files are; every file there is a catalogue. */
export const CATALOGUE_DIR = path.join(__dirname, '..', 'lib', 'i18n', 'catalog');

/**
 * Every catalogue file by name ('core', 'goods', ...), read from the folder rather than from a
 * list, so a new file is checked without anyone remembering to add it.
 */
export function everyCatalogue(): Record<string, Catalogue> {
  const files = readdirSync(CATALOGUE_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  return Object.fromEntries(
    files.map((file) => {
      const exported = Object.values(require(path.join(CATALOGUE_DIR, file)) as Record<string, Catalogue>);
      if (exported.length !== 1) throw new Error(`${file} should export exactly one catalogue`);
      return [path.basename(file, '.ts'), exported[0]];
    }),
  );
}
