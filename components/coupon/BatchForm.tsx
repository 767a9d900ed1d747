'use client';
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createCouponBatch, type CouponBatchInfo, type CouponBatchDraftRequest, type MerchantOfStaff } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormDateField } from '@/components/ui/DateField';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { fenOfYuan, yuanRules } from '@/components/money/amount';

/** Largest face value and threshold the contract takes: ¥100,000.00. */
const MAX_VALUE_FEN = 10_000_000;
/** A discount is typed the Chinese way, in 折 with one decimal: 8.5 → 15% off. */
const ZHE = /^[1-9](\.\d)?$/;

/** A field shown only for some choices: required and checked then, ignored otherwise. */
const requiredWhen = (shown: boolean, more: FieldRule[]): FieldRule[] => (shown ? [rules.required, ...more] : []);

function Choice<O extends string>({ name, value, onChange, label, options, prefix }: { name: string; value: O; onChange: (value: O) => void; label: string; options: readonly O[]; prefix: string }) {
  return (
    <TextField select id={`field-${name}`} label={label} value={value} onChange={(event) => onChange(event.target.value as O)} helperText=" ">
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`${prefix}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A China-time day as the instant it starts or ends. */
const dayStart = (day: string) => `${day}T00:00:00+08:00`;
const dayEnd = (day: string) => `${day}T23:59:59+08:00`;

/**
 * A merchant administrator's new coupon batch: name, cash (face value in yuan) or discount (in
 * 折), the threshold, the validity (fixed days or N days after claiming), total stock, per-user
 * limit and a note. Sent once per tap (useSubmission); the operator reviews it before drivers see it.
 */
export function BatchForm({ merchant, onCreated }: { merchant: MerchantOfStaff; onCreated: (batch: CouponBatchInfo) => void }) {
  const [kind, setKind] = useState<'cash' | 'discount'>('cash');
  const [validityType, setValidityType] = useState<'fixed' | 'afterClaim'>('fixed');
  const cash = kind === 'cash';
  const fixed = validityType === 'fixed';
  // useForm reads each render's rules: the fields hidden by a choice are not checked.
  const form = useForm({
    name: { rules: [rules.required, rules.length(2, 30)] },
    faceValue: { rules: requiredWhen(cash, yuanRules(1, MAX_VALUE_FEN)) },
    discount: { rules: requiredWhen(!cash, [{ check: (v) => ZHE.test(v.trim()), messageKey: 'coupon.form.discountFormat' }]) },
    threshold: { initial: '0', rules: yuanRules(0, MAX_VALUE_FEN) },
    validFrom: { rules: requiredWhen(fixed, []) },
    validUntil: { rules: requiredWhen(fixed, []) },
    validDays: { rules: requiredWhen(!fixed, [rules.digits, rules.range(1, 365)]) },
    totalStock: { rules: [rules.required, rules.digits, rules.range(1, 1_000_000)] },
    perUserLimit: { initial: '1', rules: [rules.required, rules.digits, rules.range(1, 100)] },
    description: { rules: [rules.length(0, 500)] },
  });
  const { values } = form;
  const untilBeforeFrom = fixed && values.validFrom !== '' && values.validUntil !== '' && values.validUntil < values.validFrom;

  const submit = useSubmission(async (intent) => {
    const draft: CouponBatchDraftRequest = {
      merchantId: merchant.merchantId,
      name: values.name.trim(),
      kind,
      ...(cash ? { faceValueFen: fenOfYuan(values.faceValue) ?? 0 } : { discountPercent: 100 - Math.round(Number(values.discount) * 10) }),
      thresholdFen: fenOfYuan(values.threshold) ?? 0,
      validityType,
      ...(fixed ? { validFrom: dayStart(values.validFrom), validUntil: dayEnd(values.validUntil) } : { validDays: Number(values.validDays) }),
      totalStock: Number(values.totalStock),
      perUserLimit: Number(values.perUserLimit),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    const batch = await createCouponBatch(draft, intent);
    showToast(t('coupon.form.created'));
    onCreated(batch);
  });

  return (
    <ActionForm validate={() => form.validate() && !untilBeforeFrom} action={submit} submitLabel={t('coupon.form.submit')} pendingLabel={t('coupon.form.submitting')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('coupon.form.intro', { name: merchant.merchantName })}
      </Typography>
      <FormField field={form.field('name')} label={t('coupon.field.name')} maxLength={30} />
      <Choice name="kind" value={kind} onChange={setKind} label={t('coupon.field.kind')} options={['cash', 'discount'] as const} prefix="coupon.kind" />
      {cash ? (
        <FormField field={form.field('faceValue')} label={t('coupon.field.faceValue')} inputMode="decimal" maxLength={9} />
      ) : (
        <FormField field={form.field('discount')} label={t('coupon.field.discount')} inputMode="decimal" maxLength={3} hint={t('coupon.form.discountHint')} />
      )}
      <FormField field={form.field('threshold')} label={t('coupon.field.threshold')} inputMode="decimal" maxLength={9} hint={t('coupon.form.thresholdHint')} />
      <Choice
        name="validityType"
        value={validityType}
        onChange={setValidityType}
        label={t('coupon.field.validityType')}
        options={['fixed', 'afterClaim'] as const}
        prefix="coupon.validityType"
      />
      {fixed ? (
        <>
          <FormDateField field={form.field('validFrom')} label={t('coupon.field.validFrom')} future />
          <FormDateField field={form.field('validUntil')} label={t('coupon.field.validUntil')} future problem={untilBeforeFrom ? t('coupon.form.untilAfterFrom') : null} />
        </>
      ) : (
        <FormField field={form.field('validDays')} label={t('coupon.field.validDays')} inputMode="numeric" maxLength={3} />
      )}
      <FormField field={form.field('totalStock')} label={t('coupon.field.totalStock')} inputMode="numeric" maxLength={7} />
      <FormField field={form.field('perUserLimit')} label={t('coupon.field.perUserLimit')} inputMode="numeric" maxLength={3} />
      <FormField field={form.field('description')} label={t('coupon.field.description')} maxLength={500} />
    </ActionForm>
  );
}
