'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MAX_WITHDRAWAL_FEN, MIN_WITHDRAWAL_FEN } from '@/lib/contract';
import { sendWithdrawCode, useBankCards, withdraw, type BankCardInfo, type WalletAccountInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { fenOfYuan, formatYuan, yuanInput, yuanRules } from './amount';
import { cardLabel } from './CardRow';
import { ADD_BANK_CARD_PATH, CASH_OUT_PATH } from './paths';
import { useAttempt } from './useAttempt';
import { WalletCard, openAccountTarget } from './WalletCard';
import { Balance, WalletPicker, canCashOut } from './widgets';

/** The verified cards to cash out to, as radio choices; with none, the way to add one. */
function CardChoice({ account, cards, value, onChange, missing }: { account: WalletAccountInfo; cards: BankCardInfo[]; value: number | null; onChange: (id: number) => void; missing: boolean }) {
  if (cards.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => navigate(ADD_BANK_CARD_PATH, { accountId: String(account.id) })}>
            {t('money.cards.add')}
          </Button>
        }
      >
        {t('money.cashOut.noCard')}
      </Alert>
    );
  }
  return (
    // Marked like an input with its message, so a refused submit goes to the first card (a radio, not a text field).
    <FormControl error={missing} id="field-cardId" data-invalid={missing ? 'true' : undefined}>
      <FormLabel id="cash-out-card">{t('money.cashOut.card')}</FormLabel>
      <RadioGroup aria-labelledby="cash-out-card" value={value === null ? '' : String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {cards.map((card) => (
          <FormControlLabel key={card.id} value={String(card.id)} control={<Radio />} label={cardLabel(card)} />
        ))}
      </RadioGroup>
      {missing && <FormHelperText>{t('money.cashOut.chooseCard')}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The cash-out form of one wallet: a verified card, the amount in yuan (¥1.00 up to the available
 * balance and the single-transfer limit; "全部提现" fills the most allowed), the SMS code sent to
 * the caller's mobile. Nothing is sent before the input passes; a retry of the same attempt sends
 * the same Idempotency-Key. Then the cash-out's timeline.
 */
function CashOutFields({ account, cards }: { account: WalletAccountInfo; cards: BankCardInfo[] }) {
  const most = Math.min(account.availableFen, MAX_WITHDRAWAL_FEN);
  const overBalance = account.availableFen < MAX_WITHDRAWAL_FEN;
  const form = useForm({
    amount: { rules: yuanRules(MIN_WITHDRAWAL_FEN, most, overBalance ? 'money.cashOut.overBalance' : 'money.cashOut.overLimit') },
    smsCode: { rules: [rules.required, rules.code] },
  });
  const [cardId, setCardId] = useState<number | null>(cards.length === 1 ? cards[0].id : null);
  const [tried, setTried] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const attempt = useAttempt();
  const submit = useAction(async () => {
    const body = { accountId: account.id, cardId: cardId as number, amountFen: fenOfYuan(form.values.amount) as number, smsCode: form.values.smsCode.trim() };
    const withdrawal = await attempt(body, (key) => withdraw(body, key));
    navigate(CASH_OUT_PATH, { withdrawalId: String(withdrawal.id) }, { replace: true });
  }, form.showRefusal);
  return (
    <ActionForm
      validate={() => {
        setTried(true);
        return form.validate() && cardId !== null;
      }}
      action={submit}
      submitLabel={t('money.cashOut.submit')}
      pendingLabel={t('money.cashOut.submitting')}
    >
      <CardChoice account={account} cards={cards} value={cardId} onChange={setCardId} missing={tried && cardId === null} />
      <Balance label={t('money.cashOut.available')} fen={account.availableFen} />
      <FormField
        field={form.field('amount')}
        label={t('money.field.amountYuan')}
        inputMode="decimal"
        maxLength={12}
        end={
          <Button size="small" onClick={() => form.setValue('amount', yuanInput(most))} disabled={most < MIN_WITHDRAWAL_FEN}>
            {t('money.cashOut.all')}
          </Button>
        }
      />
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
        {t('money.cashOut.limits', { min: formatYuan(MIN_WITHDRAWAL_FEN), max: formatYuan(MAX_WITHDRAWAL_FEN) })}
      </Typography>
      <FormField
        field={form.field('smsCode')}
        label={t('money.cashOut.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        end={
          <SmsCodeButton
            onSend={async () => {
              const sent = await sendWithdrawCode();
              setSentTo(sent.mobileMasked);
              form.hide(['smsCode']);
              return sent;
            }}
          />
        }
      />
      {sentTo && (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
          {t('money.cashOut.codeSent', { mobile: sentTo })}
        </Typography>
      )}
    </ActionForm>
  );
}

/** Cash-out for the wallet chosen (`?accountId=`, else personal): the wallet picker, then the form or why it cannot be used yet. */
export function CashOutForm({ account, accounts }: { account: WalletAccountInfo; accounts: WalletAccountInfo[] }) {
  const { cards, error, mutate } = useBankCards(canCashOut(account) ? account.id : null);
  const target = openAccountTarget(account);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <WalletPicker accounts={accounts} value={account.id} />
      {!canCashOut(account) ? (
        <>
          <WalletCard account={account} />
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => navigate(target.path, target.query)}>
                {t('money.wallet.open')}
              </Button>
            }
          >
            {t('money.cashOut.needAccount')}
          </Alert>
        </>
      ) : (
        <Loaded data={cards} error={error} onRetry={() => void mutate()}>
          {(loaded) => <CashOutFields key={account.id} account={account} cards={loaded.filter((card) => card.status === 'verified')} />}
        </Loaded>
      )}
    </Box>
  );
}
