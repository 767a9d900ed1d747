'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BrigadeTraveller } from '@/lib/contract';
import { saveBrigadeTraveller } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';

export interface TravellerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The traveller as the server saved it (name and ID checked by the ID checker). */
  onSaved: (traveller: BrigadeTraveller) => void;
}

/**
 * A new traveller: name and ID number as on the ID card (checked together on the server by the ID
 * checker; a refusal keeps what was typed) and a mobile. Saved to the buyer's own list.
 */
export function TravellerDialog({ open, onClose, onSaved }: TravellerDialogProps) {
  const form = useForm({
    name: { rules: [rules.required, rules.personName] },
    idCardNo: { rules: [rules.required, rules.nationalId] },
    mobile: { rules: [rules.required, rules.mobile] },
  });
  const save = useSubmission(async (intent) => {
    const saved = await saveBrigadeTraveller({ name: form.values.name.trim(), idCardNo: form.values.idCardNo.trim().toUpperCase(), mobile: form.values.mobile.trim() }, intent);
    form.reset();
    onSaved(saved);
    return saved;
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="traveller-title" fullWidth maxWidth="xs">
      <DialogTitle id="traveller-title">{t('brigadeOrders.traveller.add')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <ActionForm validate={() => form.validate()} action={save} submitLabel={t('brigadeOrders.traveller.save')} pendingLabel={t('brigadeOrders.traveller.saving')}>
          <FormField field={form.field('name')} label={t('brigadeOrders.traveller.name')} autoComplete="name" maxLength={30} />
          <FormField field={form.field('idCardNo')} label={t('brigadeOrders.traveller.idCardNo')} maxLength={18} hint={t('brigadeOrders.traveller.idHint')} />
          <FormField field={form.field('mobile')} label={t('brigadeOrders.traveller.mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
        </ActionForm>
        <Button fullWidth color="inherit" onClick={onClose} sx={{ mt: 1 }}>
          {t('ui.cancel')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
