'use client';
import Typography from '@mui/material/Typography';
import { dispatchOrder } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { isPlate, rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PlateField } from '@/components/ui/PlateField';
import { useSubmission } from '@/components/ui/useSubmission';
import { useForm } from '@/components/ui/useForm';

/** A plate, letters in either case (sent in capitals). */
const plate: FieldRule = { check: (value) => value === '' || isPlate(value.trim().toUpperCase()), messageKey: 'validate.plate' };

/** The owner assigns a truck slot to a driver they know, by mobile and plate (cargoOwnerDispatchOrder). */
export function DispatchForm({ goodsSourceId }: { goodsSourceId: number }) {
  const form = useForm({
    driverMobile: { rules: [rules.required, rules.mobile] },
    carNumber: { rules: [rules.required, plate] },
  });
  const dispatch = useSubmission(async (intent) => {
    await dispatchOrder({ goodsSourceId, driverMobile: form.values.driverMobile.trim(), carNumber: form.values.carNumber.trim().toUpperCase() }, intent);
    showToast(t('goods.dispatch.done'));
    form.reset();
  });
  return (
    <ActionForm validate={() => form.validate()} action={dispatch} submitLabel={t('goods.dispatch.submit')} pendingLabel={t('goods.dispatch.pending')}>
      <Typography variant="subtitle2" component="h2">
        {t('goods.dispatch.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('goods.dispatch.intro')}
      </Typography>
      <FormField field={form.field('driverMobile')} label={t('goods.dispatch.driverMobile')} type="tel" inputMode="tel" maxLength={11} />
      <PlateField field={form.field('carNumber')} label={t('goods.dispatch.carNumber')} />
    </ActionForm>
  );
}
