/**
 * Money as people read it, shared by the screens and the server's own pages (the contract a driver
 * signs): amounts travel as integer fen, people read yuan with thousands separators and two
 * decimals. Typing amounts is in components/money/amount.ts.
 */

/** Integer fen as yuan with thousands separators and two decimals, without the sign: 123450 → "1,234.50". */
export function yuanText(fen: number): string {
  const abs = Math.abs(Math.trunc(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer fen as the person reads it: 123450 → "¥1,234.50", -500 → "-¥5.00". */
export function formatYuan(fen: number): string {
  return `${fen < 0 ? '-' : ''}¥${yuanText(fen)}`;
}
