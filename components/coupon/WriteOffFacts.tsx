'use client';
import type { WriteOffRecordInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatYuan } from '@/components/money/amount';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { couponValueText, groupedCode, thresholdText } from './format';

/** One write-off as staff and the merchant check it: which coupon, whose, by whom, when, how, paid. */
export function WriteOffFacts({ record }: { record: WriteOffRecordInfo }) {
  return (
    <Section title={t('coupon.record.title')}>
      <Fact label={t('coupon.field.batch')}>{record.batch.name}</Fact>
      <Fact label={t('coupon.field.value')}>{`${couponValueText(record.batch)} · ${thresholdText(record.batch)}`}</Fact>
      <Fact label={t('coupon.field.code')}>{groupedCode(record.code)}</Fact>
      <Fact label={t('coupon.field.holder')}>{record.holderName}</Fact>
      <Fact label={t('coupon.record.staff')}>{record.staffName}</Fact>
      <Fact label={t('coupon.record.usedAt')}>{dateTime(record.usedAt)}</Fact>
      <Fact label={t('coupon.record.way')}>{record.offline ? t('coupon.record.offline', { at: dateTime(record.recordedAt) }) : t('coupon.record.online')}</Fact>
      {record.settledFen > 0 && <Fact label={t('coupon.record.settled')}>{formatYuan(record.settledFen)}</Fact>}
    </Section>
  );
}
