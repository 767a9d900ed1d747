import { formatYuan, yuanText } from '@/lib/money';
import { isAmount, rules, type FieldRule } from '@/lib/validate';

export { formatYuan, yuanText } from '@/lib/money';

/**
 * Money as people read and type it. Amounts travel as integer fen; people see yuan with two
 * decimals and thousands separators (¥1,234.50) and type yuan ("1234.5"), which is turned into fen
 * from the text itself, never through floating point (0.29 * 100 is 28.999999999999996).
 */

/** The longest whole-yuan part worth reading: beyond it no amount of the contract fits anyway. */
const MAX_YUAN_DIGITS = 12;

/** A movement with its direction: "+¥1,234.50" coming in, "−¥5.00" going out. */
export function signedYuan(fen: number, direction: 'in' | 'out'): string {
  return `${direction === 'in' ? '+' : '−'}¥${yuanText(fen)}`;
}

/** Integer fen as the plain yuan text an amount field holds: 123450 → "1234.50". */
export function yuanInput(fen: number): string {
  return yuanText(fen).replace(/,/g, '');
}

/**
 * Yuan typed by a person as integer fen: "12.3" → 1230, "0.05" → 5. Null when it is not an
 * amount (lib/validate isAmount: at most two decimals, no leading zero) or absurdly long.
 */
export function fenOfYuan(text: string): number | null {
  const value = text.trim();
  if (!isAmount(value)) return null;
  const [whole, decimals = ''] = value.split('.');
  if (whole.length > MAX_YUAN_DIGITS) return null;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Only the digits of a card or account number. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** A card number grouped in fours while typing: "6222021234" → "6222 0212 34". */
export function groupInFours(text: string): string {
  return digitsOf(text)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();
}

/**
 * The rules of an amount field in yuan: filled, an amount (two decimals at most, no leading zero),
 * and from `minFen` to `maxFen`. `overKey` names the message for too much (default "at most ¥x").
 */
export function yuanRules(minFen: number, maxFen: number, overKey = 'money.amount.max'): FieldRule[] {
  return [
    rules.required,
    { check: (value) => fenOfYuan(value) !== null, messageKey: 'money.amount.format' },
    { check: (value) => (fenOfYuan(value) ?? 0) >= minFen, messageKey: 'money.amount.min', messageVars: { amount: formatYuan(minFen) } },
    { check: (value) => (fenOfYuan(value) ?? 0) <= maxFen, messageKey: overKey, messageVars: { amount: formatYuan(maxFen) } },
  ];
}
