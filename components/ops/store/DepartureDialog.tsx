'use client';
import { BRIGADE_MAX_PRICE_FEN, BRIGADE_MAX_STOCK, type BrigadeOpsDeparture } from '@/lib/contract';
import { saveOpsDeparture } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormDateField } from '@/components/ui/DateField';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { OpsFormDialog } from './OpsFormDialog';
import { fenOfYuan, yuanInput, yuanRules } from '@/components/money/amount';

/**
 * Adding a departure of a self-drive package, or changing one: its date (today or later), the
 * price per traveller and the total seats. Fewer seats than are booked is refused by the server,
 * which says how many are booked.
 */
export function DepartureDialog({
  productId,
  basePriceFen,
  departure,
  open,
  onClose,
  onSaved,
}: {
  productId: number;
  basePriceFen: number;
  departure: BrigadeOpsDeparture | null;
  open: boolean;
  onClose: () => void;
  /** Reads the product again (its departures changed). */
  onSaved: () => Promise<unknown>;
}) {
  // Named apart from the product form's fields under the dialog: field ids must be unique on the page.
  const form = useForm({
    departureDate: { initial: departure?.date, rules: [rules.required, rules.date] },
    departurePrice: { initial: yuanInput(departure?.priceFen ?? basePriceFen), rules: yuanRules(1, BRIGADE_MAX_PRICE_FEN) },
    departureSeats: { initial: departure ? String(departure.seatsTotal) : '', rules: [rules.required, rules.range(0, BRIGADE_MAX_STOCK)] },
  });
  const save = useSubmission(async (intent) => {
    await saveOpsDeparture(
      productId,
      { departureId: departure?.departureId, date: form.values.departureDate, priceFen: fenOfYuan(form.values.departurePrice)!, seats: Number(form.values.departureSeats) },
      intent,
    );
    await onSaved();
    showToast(t('brigadeOps.saved'));
    onClose();
  });
  return (
    <OpsFormDialog open={open} onClose={onClose} title={t(departure ? 'brigadeOps.departure.edit' : 'brigadeOps.departure.new')} validate={() => form.validate()} save={save}>
      <FormDateField field={form.field('departureDate')} label={t('brigadeOps.departure.date')} future={!departure?.departed} />
      <FormField field={form.field('departurePrice')} label={t('brigadeOps.departure.price')} inputMode="decimal" hint={t('brigadeOps.departure.priceHint')} />
      <FormField
        field={form.field('departureSeats')}
        label={t('brigadeOps.departure.seats')}
        inputMode="numeric"
        hint={departure ? t('brigadeOps.departure.seatsTaken', { taken: departure.seatsTaken }) : undefined}
      />
    </OpsFormDialog>
  );
}
