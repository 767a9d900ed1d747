import type { DataOf, endpoints, SubmissionDetail } from '@/lib/contract';
import { dictLabel, dictLabels } from '@/lib/dict';
import { getLocale, t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { tonnesOfKg } from '@/lib/weight';
import { discountText } from '@/components/coupon/format';
import { formatYuan } from '@/components/money/amount';

type DictEntries = DataOf<typeof endpoints.identity.dict>;

/** Fields submitted as a code, shown by the code's label (a merchant's category: 餐饮, not "restaurant"). */
const CODED_FIELDS: Partial<Record<SubmissionDetail['field'], string>> = { merchantCategory: 'merchant.category', role: 'owner.role' };

/** The dictionary group whose labels a detail's codes are shown by, or null for a detail without one. */
export function dictGroupOf(detail: SubmissionDetail): string | null {
  return detail.kind === 'code' || detail.kind === 'codes' ? detail.group : null;
}

/**
 * A submitted detail's value as the operator reads it, in the current language: the server sends
 * amounts, days, times and codes typed, so an operator reading Chinese sees no English and the
 * other way round. `entries` are the dictionary of a coded detail's group; without them (it could
 * not be read) the codes are shown as they are.
 */
function submittedValueText(detail: SubmissionDetail, entries: DictEntries | undefined): string {
  switch (detail.kind) {
    case 'text': {
      const codes = CODED_FIELDS[detail.field];
      return codes ? t(`${codes}.${detail.value}`) : detail.value;
    }
    case 'code':
      return dictLabel(entries, detail.code);
    case 'codes':
      return dictLabels(entries, detail.codes);
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

/** A submitted detail as one line the operator reads: "有效期：15 天", "Validity: 15 days", "车牌颜色：黄色". */
export function submittedDetailText(detail: SubmissionDetail, entries?: DictEntries): string {
  return t('ui.labelled', { label: t(`ops.field.${detail.field}`), value: submittedValueText(detail, entries) });
}
