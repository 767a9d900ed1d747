import { COUPON_CODE_LENGTH, parseCouponQr } from '@/lib/contract';
import type { CounterInput } from '@/lib/api';
import type { RouteQuery } from '@/components/router/types';

/** Only the digits people typed (spaces and dashes from reading it out are dropped). */
export function codeDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function isCouponCode(text: string): boolean {
  return new RegExp(`^\\d{${COUPON_CODE_LENGTH}}$`).test(codeDigits(text));
}

/**
 * What a scan read, as the counter's input: a signed coupon QR, or a bare code (a QR that carries
 * only the digits, or a printed barcode). Null when it is neither, said at once, not after a call.
 */
export function counterInputOfScan(text: string): CounterInput | null {
  if (parseCouponQr(text)) return { qr: text.trim() };
  return isCouponCode(text) ? { code: codeDigits(text) } : null;
}

/** The counter's input in the confirm screen's query (`?qr=` or `?code=`), and back. */
export function counterQuery(input: CounterInput, merchantId: number): RouteQuery {
  return { ...('qr' in input ? { qr: input.qr } : { code: input.code }), merchantId: String(merchantId) };
}

export function counterInputOfQuery(query: RouteQuery): CounterInput | null {
  if (query.qr) return { qr: query.qr };
  return query.code && isCouponCode(query.code) ? { code: codeDigits(query.code) } : null;
}
