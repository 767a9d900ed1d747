import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_TYPES } from '@/lib/contract';
import { core } from '@/lib/i18n/catalog/core';
import { screens } from '@/lib/i18n/catalog/screens';
import { AGREEMENT_SECTIONS, PRIVACY_SECTIONS } from '@/components/general/legalSections';
import { FEATURE_ENTRANCES } from '@/components/general/featureEntrances';
import { appRoutes } from '@/components/router/routes';

const ROOT = path.join(__dirname, '..', '..');

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
    ...FEATURE_ENTRANCES.map((entrance) => entrance.labelKey),
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
    const catalogue: Record<string, string> = { ...core[locale], ...screens[locale] };
    const missing = keys.filter((key) => !(key in catalogue));
    expect(missing).toEqual([]);
  });
});
