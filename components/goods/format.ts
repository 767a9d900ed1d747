import type { z } from 'zod';
import type { DictEntry as DictEntrySchema } from '@/lib/contract';
import { dictLabel as labelOf } from '@/lib/dict';
import { t } from '@/lib/i18n';
import { tonnesOfKg } from '@/lib/weight';

type DictEntry = z.infer<typeof DictEntrySchema>;

/** Yuan from integer fen, e.g. 123456 → "1,234.56". */
export function yuan(fen: number): string {
  const value = fen / 100;
  return value.toLocaleString('zh-CN', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
}

/** Integer fen from what a person typed in yuan ("1234.5" → 123450); NaN when it is not an amount. */
export function fenOf(typed: string): number {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Always in 吨, exactly (issue 15): 12500 kg → "12.5 吨", 800 kg → "0.8 吨". */
export function weight(kg: number): string {
  return t('goods.unit.tonnes', { n: tonnesOfKg(kg) });
}

/** "1.2 km" / "350 m". */
export function distance(metres: number): string {
  return metres >= 1000 ? t('goods.unit.km', { n: (metres / 1000).toFixed(1) }) : t('goods.unit.m', { n: Math.round(metres) });
}

/** A dict entry's label in the current language, the code itself when unknown, "any" for no code. */
export function dictLabel(entries: readonly DictEntry[] | undefined, code: string | null): string {
  return code === null ? t('goods.any') : labelOf(entries, code);
}

/** Today in China (lib/time's), re-exported for the goods screens. */
export { chinaToday } from '@/lib/time';
