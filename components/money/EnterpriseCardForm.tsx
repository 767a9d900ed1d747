'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { addEnterpriseCard, verifyEnterpriseCard, type BankCardInfo, type CardStartedInfo, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { digitsOf, fenOfYuan, yuanRules } from './amount';
import { CardNumberField, cardNumberRule } from './CardNumberField';
import { cardLabel } from './CardRow';

/** The bank's test deposit into a corporate account: 0.01-0.99 yuan. */
const DEPOSIT_MIN_FEN = 1;
const DEPOSIT_MAX_FEN = 99;

/**
 * A corporate account of an enterprise or merchant wallet: account number, bank and branch (a
 * corporate account has no BIN) → the bank deposits a small random amount → typing that amount
 * confirms the account.
 */
export function EnterpriseCardForm({ account, onBound }: { account: WalletAccountInfo; onBound: (card: BankCardInfo) => void }) {
  const [started, setStarted] = useState<CardStartedInfo | null>(null);
  const form = useForm({
    cardNumber: { rules: [rules.required, cardNumberRule] },
    bankName: { rules: [rules.required, rules.length(2, 40)] },
    branchName: { rules: [rules.required, rules.length(2, 60)] },
    deposit: { rules: yuanRules(DEPOSIT_MIN_FEN, DEPOSIT_MAX_FEN, 'money.card.depositRange') },
  });
  const start = useAction(async () => {
    setStarted(
      await addEnterpriseCard({
        accountId: account.id,
        cardNumber: digitsOf(form.values.cardNumber),
        bankName: form.values.bankName.trim(),
        branchName: form.values.branchName.trim(),
      }),
    );
  }, form.showRefusal);
  const verify = useAction(async () => {
    if (started) onBound(await verifyEnterpriseCard(started.card.id, fenOfYuan(form.values.deposit) as number));
  });

  if (started) {
    return (
      <ActionForm validate={() => form.validate(['deposit'])} action={verify} submitLabel={t('money.card.verify')} pendingLabel={t('money.card.verifying')}>
        <Typography variant="subtitle1">{cardLabel(started.card)}</Typography>
        <Alert severity="info">{started.hint}</Alert>
        <Typography variant="body2">{t('money.card.depositIntro')}</Typography>
        <FormField field={form.field('deposit')} label={t('money.card.deposit')} inputMode="decimal" maxLength={4} />
        <Button variant="text" onClick={() => setStarted(null)}>
          {t('money.card.edit')}
        </Button>
      </ActionForm>
    );
  }
  return (
    <ActionForm
      validate={() => form.validate(['cardNumber', 'bankName', 'branchName'])}
      action={start}
      submitLabel={t('money.card.next')}
      pendingLabel={t('money.card.sending')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('money.card.enterpriseIntro', { name: account.holderName })}
      </Typography>
      <CardNumberField field={form.field('cardNumber')} label={t('money.card.corporateNumber')} />
      <FormField field={form.field('bankName')} label={t('money.card.bankName')} maxLength={40} />
      <FormField field={form.field('branchName')} label={t('money.card.branchName')} maxLength={60} />
    </ActionForm>
  );
}
