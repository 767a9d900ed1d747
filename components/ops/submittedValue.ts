import type { SubmissionDetail } from '@/lib/contract';
import { getLocale, t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { tonnesOfKg } from '@/lib/weight';
import { discountText } from '@/components/coupon/format';
import { formatYuan } from '@/components/money/amount';

/** Fields submitted as a code, shown by the code's label (a merchant's category: 餐饮, not "restaurant"). */
const CODED_FIELDS: Partial<Record<SubmissionDetail['field'], string>> = { merchantCategory: 'merchant.category', role: 'owner.role' };

/**
 * A submitted detail's value as the operator reads it, in the current language: the server sends
 * amounts, days and times typed, so an operator reading Chinese sees no English and the other way round.
 */
function submittedValueText(detail: SubmissionDetail): string {
  switch (detail.kind) {
    case 'text': {
      const codes = CODED_FIELDS[detail.field];
      return codes ? t(`${codes}.${detail.value}`) : detail.value;
    }
    case 'money':
      return formatYuan(detail.fen);
    case 'discount':
      return discountText(detail.percentOff);
    case 'days':
      return t(detail.days === 1 ? 'ops.value.days.one' : 'ops.value.days', { days: detail.days });
    case 'count':
      return detail.count.toLocaleString(getLocale());
    case 'weight':
      return t('ops.value.tonnes', { t: tonnesOfKg(detail.kg) });
    case 'timeRange':
      return t('ops.value.timeRange', { from: formatDateTime(detail.from), until: formatDateTime(detail.until) });
  }
}

/** A submitted detail as one line the operator reads: "有效期：15 天", "Validity: 15 days". */
export function submittedDetailText(detail: SubmissionDetail): string {
  return t('ops.detail.entry', { label: t(`ops.field.${detail.field}`), value: submittedValueText(detail) });
}
