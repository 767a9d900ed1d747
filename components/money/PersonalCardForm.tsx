'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { addPersonalCard, verifyPersonalCard, type BankCardInfo, type CardStartedInfo, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { digitsOf } from './amount';
import { BankNameLine, CardNumberField, cardNumberRule } from './CardNumberField';
import { cardLabel } from './CardRow';

/**
 * A personal debit card: card number (the bank's name shows from its BIN), the mobile reserved at
 * the bank → the bank checks name, ID, card and mobile and texts a code (its hint says where) →
 * the code confirms the card.
 */
export function PersonalCardForm({ account, onBound }: { account: WalletAccountInfo; onBound: (card: BankCardInfo) => void }) {
  const [started, setStarted] = useState<CardStartedInfo | null>(null);
  const form = useForm({
    cardNumber: { rules: [rules.required, cardNumberRule] },
    mobile: { rules: [rules.required, rules.mobile] },
    smsCode: { rules: [rules.required, rules.code] },
  });
  const start = useAction(async () => {
    setStarted(await addPersonalCard({ accountId: account.id, cardNumber: digitsOf(form.values.cardNumber), mobile: form.values.mobile.trim() }));
  }, form.showRefusal);
  const verify = useAction(async () => {
    if (started) onBound(await verifyPersonalCard(started.card.id, form.values.smsCode.trim()));
  }, form.showRefusal);

  if (started) {
    return (
      <ActionForm validate={() => form.validate(['smsCode'])} action={verify} submitLabel={t('money.card.verify')} pendingLabel={t('money.card.verifying')}>
        <Typography variant="subtitle1">{cardLabel(started.card)}</Typography>
        <Alert severity="info">{started.hint}</Alert>
        <FormField field={form.field('smsCode')} label={t('money.card.smsCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <Button variant="text" onClick={() => setStarted(null)}>
          {t('money.card.edit')}
        </Button>
      </ActionForm>
    );
  }
  return (
    <ActionForm validate={() => form.validate(['cardNumber', 'mobile'])} action={start} submitLabel={t('money.card.next')} pendingLabel={t('money.card.sending')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('money.card.personalIntro')}
      </Typography>
      <CardNumberField field={form.field('cardNumber')} label={t('money.card.number')} />
      <BankNameLine cardNumber={form.values.cardNumber} />
      <FormField field={form.field('mobile')} label={t('money.card.reservedMobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
    </ActionForm>
  );
}
