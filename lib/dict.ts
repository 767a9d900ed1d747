import type { z } from 'zod';
import type { DictEntry } from './contract/identity';
import { getLocale } from './i18n';

/**
 * Dictionary codes (vehicle types, plate colours, cargo types ...: GET /app/api/dict/:groupCode)
 * are stored and sent as codes and shown by their entry's label in the reader's language.
 */

/** The label of `code` in the current language; the code itself when `entries` do not know it (an old record) or are missing. */
/** Several codes' labels as one list in the reader's language: 普通货物、冷链 / General cargo, Cold chain. */
export function dictLabels(entries: readonly z.infer<typeof DictEntry>[] | undefined, codes: readonly string[]): string {
  return new Intl.ListFormat(getLocale(), { type: 'conjunction', style: 'narrow' }).format(codes.map((code) => dictLabel(entries, code)));
}

export function dictLabel(entries: readonly z.infer<typeof DictEntry>[] | undefined, code: string): string {
  const entry = entries?.find((each) => each.code === code);
  if (!entry) return code;
  return getLocale() === 'en' ? entry.labelEn : entry.label;
}
