'use client';
import { useState } from 'react';
import { authorizeDriver } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';

/**
 * Authorises a driver, by the mobile of their account, to drive one vehicle (personal and
 * enterprise vehicle screens alike). A refusal (no such
 * account, already authorised ...) shows the server's message and keeps the number typed.
 */
function MobileForm({ vehicleId, onDone }: { vehicleId: number; onDone: () => void }) {
  const form = useForm({ mobile: { rules: [rules.required, rules.mobile] } });
  const authorize = useAction(async () => {
    await authorizeDriver(vehicleId, form.values.mobile.trim());
    showToast(t('vehicle.drivers.authorized'));
    onDone();
  });
  return (
    <ActionForm validate={() => form.validate()} action={authorize} submitLabel={t('vehicle.drivers.authorize')} pendingLabel={t('vehicle.drivers.authorizing')}>
      <FormField field={form.field('mobile')} label={t('vehicle.drivers.mobile')} type="tel" inputMode="tel" maxLength={11} />
    </ActionForm>
  );
}

/** The form, emptied after each success (a fresh form, so no stale "required" message shows). */
export function AuthorizeByMobile({ vehicleId, onDone }: { vehicleId: number; onDone?: () => void }) {
  const [round, setRound] = useState(0);
  return (
    <MobileForm
      key={round}
      vehicleId={vehicleId}
      onDone={() => {
        setRound((current) => current + 1);
        onDone?.();
      }}
    />
  );
}
