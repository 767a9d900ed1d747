'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { updateVehicleContact, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { VehicleScreen } from '@/components/vehicle/VehicleScreen';
import { VehicleEditPanel } from './vehicleText';

function ContactForm({ vehicle }: { vehicle: VehicleDetail }) {
  const form = useForm({ contactMobile: { initial: vehicle.contactMobile ?? '', rules: [rules.required, rules.mobile] } });
  const save = useAction(async () => {
    await updateVehicleContact(vehicle.vehicleId, form.values.contactMobile.trim());
    showToast(t('ev.mobile.saved'));
    goBack();
  });
  const clear = useAction(async () => {
    await updateVehicleContact(vehicle.vehicleId, null);
    showToast(t('ev.mobile.cleared'));
    goBack();
  });
  return (
    <VehicleEditPanel plateNumber={vehicle.plateNumber} intro={t('ev.mobile.intro')}>
      <ActionForm validate={() => form.validate()} action={save} submitLabel={t('ev.save')} pendingLabel={t('ev.saving')}>
        <FormField field={form.field('contactMobile')} label={t('ev.field.contactMobile')} type="tel" inputMode="tel" maxLength={11} />
      </ActionForm>
      {vehicle.contactMobile !== null && (
        <>
          {clear.error && <Alert severity="error">{clear.error}</Alert>}
          <Button variant="text" disabled={clear.pending} onClick={() => void clear.run()}>
            {t('ev.mobile.clear')}
          </Button>
        </>
      )}
    </VehicleEditPanel>
  );
}

/**
 * The number to call about a vehicle (`/pages/businessOwnerVehicleDetail/editMobile?vehicleId=`):
 * set it, or clear it so callers reach the enterprise's (or owner's) own contact.
 */
export default function EditVehicleMobileScreen() {
  return <VehicleScreen>{(vehicle) => <ContactForm vehicle={vehicle} />}</VehicleScreen>;
}
