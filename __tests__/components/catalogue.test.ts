import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_TYPES } from '@/lib/contract';
import { AGREEMENT_SECTIONS, PRIVACY_SECTIONS } from '@/components/general/legalSections';
import { appEntrances } from '@/components/router/entrances';
import { appRoutes } from '@/components/router/routes';
import { CATALOGUE_DIR, everyCatalogue } from '../catalogues';

const ROOT = path.join(__dirname, '..', '..');
const I18N_DIR = path.join(ROOT, 'lib', 'i18n');
const catalogues = everyCatalogue();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, dir, file));
}

/** Keys written literally in the screens and components: t('key'), titleKey: 'key', ...Key="key". */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of [...sourceFiles('components'), ...sourceFiles('app')]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) keys.add(match[1]);
    for (const match of text.matchAll(/(?:titleKey|labelKey|captionKey|prefixKey)[=:]\s*["']([\w.]+)["']/g)) keys.add(match[1]);
    for (const match of text.matchAll(/t\(\w+ \? '([\w.]+)' : '([\w.]+)'\)/g)) keys.add(match[1]).add(match[2]);
  }
  return [...keys];
}

/** Keys put together at run time. */
function builtKeys(): string[] {
  return [
    ...IDENTITY_TYPES.map((type) => `identity.${type}`),
    ...AGREEMENT_SECTIONS.flatMap((s) => [`agreement.${s}.title`, `agreement.${s}.body`]),
    ...PRIVACY_SECTIONS.flatMap((s) => [`privacy.${s}.title`, `privacy.${s}.body`]),
    ...['goods', 'waybill', 'etc', 'fleet'].flatMap((p) => [`share.point.${p}.title`, `share.point.${p}.body`]),
    ...appEntrances.map((entrance) => entrance.labelKey),
    ...appRoutes.all.map((route) => route.titleKey),
  ];
}

describe('screen strings', () => {
  const keys = [...literalKeys(), ...builtKeys()];

  it('finds the keys it checks', () => {
    expect(keys.length).toBeGreaterThan(150);
    expect(keys).toContain('login.submit');
  });

  it.each(['zh-CN', 'en'] as const)('has every key the screens use in %s', (locale) => {
    const all: Record<string, string> = Object.assign({}, ...Object.values(catalogues).map((c) => c[locale]));
    const missing = keys.filter((key) => !(key in all));
    expect(missing).toEqual([]);
  });
});

/** The catalogue (file name) each key is in. */
const ownerOf = new Map(Object.entries(catalogues).flatMap(([name, catalogue]) => Object.keys(catalogue['zh-CN']).map((key) => [key, name])));

function resolveSource(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined; // a package
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => existsSync(file) && file.match(/\.tsx?$/));
}

/**
 * The source files a module pulls in when it is evaluated: its static imports and re-exports,
 * followed through the project's own files (type-only imports and import() are not followed).
 */
function staticClosure(...entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const next = resolveSource(match[1], file);
      if (next) pending.push(next);
    }
  }
  return seen;
}

/**
 * Catalogues whose keys a set of files reads: quoted keys, and keys built from a quoted prefix
 * (`goods.status.${s}`). A domain's routes.ts names its screens' title keys but shows none of
 * them: each screen shows its own title, checked with that domain's loader below.
 */
function cataloguesRead(files: Iterable<string>): Map<string, string> {
  const read = new Map<string, string>(); // catalogue -> an example key, for the failure message
  for (const file of files) {
    // lib/i18n holds texts, not reads of them (an error code may share its name with a screen key).
    if (file.startsWith(I18N_DIR) || path.basename(file) === 'routes.ts') continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]([\w]+\.[\w.]+)['"`]/g)) {
      const owner = ownerOf.get(match[1]);
      if (owner) read.set(owner, `${match[1]} in ${path.relative(ROOT, file)}`);
    }
    for (const match of text.matchAll(/`([\w]+\.[\w.]*\.)\$\{/g)) {
      for (const [key, owner] of ownerOf) if (key.startsWith(match[1])) read.set(owner, `${match[1]}… in ${path.relative(ROOT, file)}`);
    }
  }
  return read;
}

const firstBundle = staticClosure(path.join(ROOT, 'app/page.tsx'), path.join(ROOT, 'components/app/AppProviders.tsx'));
const firstBundleCatalogues = [...firstBundle].filter((file) => file.startsWith(CATALOGUE_DIR)).map((file) => path.basename(file, '.ts'));

describe('each screen carries its own strings', () => {
  it('keeps domain catalogues out of the first bundle', () => {
    expect(firstBundleCatalogues.sort()).toEqual(['core', 'offline', 'share', 'ui']);
  });

  it('gives the first bundle every string it shows', () => {
    const outside = [...cataloguesRead(firstBundle)].filter(([name]) => !firstBundleCatalogues.includes(name));
    expect(outside).toEqual([]);
  });

  const domains = readdirSync(path.join(ROOT, 'components')).filter((dir) => existsSync(path.join(ROOT, 'components', dir, 'routes.ts')) && dir !== 'router');

  it.each(domains)("loads every catalogue the %s screens read, with them", (domain) => {
    const routesFile = path.join(ROOT, 'components', domain, 'routes.ts');
    const text = readFileSync(routesFile, 'utf8');
    const loaded = [...text.matchAll(/screenLoader\(([^)]*)\)/g)].flatMap((m) => [...m[1].matchAll(/'(\w+)'/g)].map((n) => n[1]));
    const screens = [...text.matchAll(/import\([^)]*?['"](\.\/\w+)['"]\)/g)].map((m) => resolveSource(m[1], routesFile) as string);
    expect(screens.length).toBeGreaterThan(0);
    const titles = [...text.matchAll(/titleKey:\s*'([\w.]+)'/g)].map((m) => [ownerOf.get(m[1]) as string, `${m[1]} in routes.ts`] as const);
    const needed = new Map([...cataloguesRead(staticClosure(...screens)), ...titles]);
    const missing = [...needed].filter(([name]) => !loaded.includes(name) && !firstBundleCatalogues.includes(name));
    expect(missing).toEqual([]);
  });
});

describe('the first bundle', () => {
  it('leaves out the table of every screen, which loads with the first path beyond the download page', () => {
    // Its paths, titles and loaders (~80 KB of script) made a long task while the download page hydrated.
    expect(firstBundle.has(path.join(ROOT, 'components/router/routes.ts'))).toBe(false);
    expect(firstBundle.has(path.join(ROOT, 'components/general/entryRoutes.ts'))).toBe(true);
  });
});
