import { FILTERED_WORDS } from './words.data';

/**
 * Text as the filter compares it: NFKC (full-width letters, digits and punctuation become their
 * ordinary forms), lower case, and with everything that is not a letter or a digit removed, so
 * "代 开 发 票", "代-开发票" and "ＦＵＣＫ" all meet their word.
 */
export function normaliseForFilter(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const NORMALISED = FILTERED_WORDS.map((word) => ({ word, normalised: normaliseForFilter(word) })).filter((entry) => entry.normalised.length > 0);

/** The first filtered word `text` holds (as the list writes it), or null when it holds none. */
export function filteredWordIn(text: string): string | null {
  const normalised = normaliseForFilter(text);
  if (normalised.length === 0) return null;
  return NORMALISED.find((entry) => normalised.includes(entry.normalised))?.word ?? null;
}
