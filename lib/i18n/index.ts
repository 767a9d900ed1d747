import { core } from './catalog/core';
import { screens } from './catalog/screens';
import { fill } from './errors/catalogue';

/**
 * Message catalogues: Chinese (zh-CN) is the default, English is complete. Every string a person
 * sees comes from here. `core` holds the request layer's and the bridge's messages (the spec's
 * English strings are the English text); `screens` holds the screens' strings.
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const catalogues: Record<Locale, Record<string, string>> = {
  'zh-CN': { ...core['zh-CN'], ...screens['zh-CN'] },
  en: { ...core.en, ...screens.en },
};

let current: Locale = DEFAULT_LOCALE;

export function setLocale(locale: Locale): void {
  current = locale;
}
export function getLocale(): Locale {
  return current;
}

/**
 * The message for `key` in the current locale, with `{name}` placeholders filled from `vars`.
 * A missing key shows the key itself, so a gap is visible rather than blank.
 */
export function t(key: string, vars?: Record<string, string | number>, locale: Locale = current): string {
  const template = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key] ?? key;
  return vars ? fill(template, vars) : template;
}

/** Keys present in one catalogue but not the other; a test keeps this empty. */
export function missingKeys(): { 'zh-CN': string[]; en: string[] } {
  const zh = Object.keys(catalogues['zh-CN']);
  const en = Object.keys(catalogues.en);
  return {
    'zh-CN': en.filter((k) => !(k in catalogues['zh-CN'])),
    en: zh.filter((k) => !(k in catalogues.en)),
  };
}
