'use client';
import Alert from '@mui/material/Alert';
import type { CouponBatchInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { batchValidityText, couponValueText, thresholdText } from './format';

/** What a batch gives and when it is good, as driver and merchant both read it. */
export function BatchTerms({ batch }: { batch: CouponBatchInfo }) {
  return (
    <Section title={t('coupon.details.terms')}>
      <Fact label={t('coupon.field.value')}>{`${couponValueText(batch)} · ${thresholdText(batch)}`}</Fact>
      <Fact label={t('coupon.field.validity')}>{batchValidityText(batch)}</Fact>
      <Fact label={t('coupon.details.limit')}>{t('coupon.details.perUser', { count: batch.perUserLimit })}</Fact>
      <Fact label={t('coupon.field.merchant')}>{batch.merchantName}</Fact>
      {batch.description && <Fact label={t('coupon.field.description')}>{batch.description}</Fact>}
    </Section>
  );
}

/** The review and stock side a merchant follows. */
export function BatchStock({ batch }: { batch: CouponBatchInfo }) {
  return (
    <Section title={t('coupon.manage.stock')}>
      {batch.status === 'rejected' && batch.rejectReason && <Alert severity="error">{t('coupon.manage.rejected', { reason: batch.rejectReason })}</Alert>}
      {batch.status === 'pending' && <Alert severity="info">{t('coupon.manage.pendingHint')}</Alert>}
      <Fact label={t('coupon.manage.total')}>{String(batch.totalStock)}</Fact>
      <Fact label={t('coupon.manage.claimed')}>{String(batch.claimedCount)}</Fact>
      <Fact label={t('coupon.manage.left')}>{String(Math.max(0, batch.totalStock - batch.claimedCount))}</Fact>
      <Fact label={t('coupon.manage.used')}>{String(batch.usedCount)}</Fact>
      <Fact label={t('coupon.manage.funder')}>{t(`coupon.funder.${batch.fundedBy}`)}</Fact>
      <Fact label={t('coupon.manage.createdAt')}>{dateTime(batch.createdAt)}</Fact>
    </Section>
  );
}
