'use client';
import Typography from '@mui/material/Typography';
import { useBankName } from '@/lib/api';
import { t } from '@/lib/i18n';
import { FormField } from '@/components/ui/FormField';
import { useDebounce } from '@/components/ui/useDebounce';
import type { FieldBinding } from '@/components/ui/useForm';
import { digitsOf, groupInFours } from './amount';

/** Card and account numbers: 12-30 digits (the contract's CardNumber), shown in groups of four. */
export const CARD_NUMBER_MAX_DIGITS = 30;
export const cardNumberRule = {
  check: (value: string) => /^\d{12,30}$/.test(digitsOf(value)),
  messageKey: 'money.card.numberInvalid',
};

/** A card or account number field that groups the digits in fours as they are typed. */
export function CardNumberField({ field, label }: { field: FieldBinding; label: string }) {
  return (
    <FormField
      field={{ ...field, onChange: (value) => field.onChange(groupInFours(value).slice(0, CARD_NUMBER_MAX_DIGITS + 7)) }}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="cc-number"
    />
  );
}

/** The longest BIN (issuer prefix) of Chinese cards; the rest of the number is not sent for the lookup. */
const BIN_MAX_DIGITS = 10;

/**
 * The bank of the number typed so far, looked up by its BIN once 6+ digits have settled: the bank
 * and card type, "unknown card" when the BIN is not known, nothing before. Only the first ten
 * digits go out (a GET's path ends up in logs and caches; the whole number is not needed).
 */
export function BankNameLine({ cardNumber }: { cardNumber: string }) {
  const digits = useDebounce(digitsOf(cardNumber).slice(0, BIN_MAX_DIGITS));
  const { bank, unknown, error, looking } = useBankName(digits);
  if (digits.length < 6) return null;
  let text: string | null = null;
  if (bank) text = t('money.card.bankFound', { bank: bank.bankName, type: bank.cardTypeName });
  else if (unknown) text = t('money.card.bankUnknown');
  else if (error) text = t('money.card.bankLookupFailed');
  else if (looking) text = t('money.card.bankLooking');
  if (!text) return null;
  return (
    <Typography variant="body2" aria-live="polite" sx={{ color: unknown || error ? 'warning.main' : 'text.secondary', mt: -1.5, mb: 1 }}>
      {text}
    </Typography>
  );
}
