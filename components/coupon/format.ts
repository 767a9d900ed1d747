import type { CouponBatchInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { formatYuan } from '@/components/money/amount';

/** What the coupon takes off: "¥5.00" or "8.5折" ("15% off"). */
export function couponValueText(batch: Pick<CouponBatchInfo, 'kind' | 'faceValueFen' | 'discountPercent'>): string {
  return batch.kind === 'cash' ? formatYuan(batch.faceValueFen ?? 0) : discountText(batch.discountPercent ?? 0);
}

/** A reduction as shoppers read it: 15 (percent off) is "8.5折" in Chinese, "15% off" in English. */
export function discountText(percentOff: number): string {
  return t('coupon.value.discount', { zhe: (100 - percentOff) / 10, percent: percentOff });
}

/** When it applies: "满¥50.00可用" or "无门槛". */
export function thresholdText(batch: Pick<CouponBatchInfo, 'thresholdFen'>): string {
  return batch.thresholdFen > 0 ? t('coupon.value.threshold', { amount: formatYuan(batch.thresholdFen) }) : t('coupon.value.noThreshold');
}

/** A batch's validity: the fixed window's days, or "N days after claiming". */
export function batchValidityText(batch: Pick<CouponBatchInfo, 'validityType' | 'validFrom' | 'validUntil' | 'validDays'>): string {
  if (batch.validityType === 'afterClaim') return t('coupon.validity.afterClaim', { days: batch.validDays ?? 0 });
  return windowText(batch.validFrom ?? '', batch.validUntil ?? '');
}

/** A window's days in China time: "2026-11-01 至 2026-12-31". */
export function windowText(from: string, until: string): string {
  return t('coupon.validity.window', { from: formatDate(from), until: formatDate(until) });
}

/** The numeric code in groups of four, easier to read out and type: "1234 5678 9012". */
export function groupedCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}
