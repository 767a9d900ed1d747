'use client';
import { useEffect, useState } from 'react';
import type { BrigadeDeliveryAddress } from '@/lib/contract';
import { lastDeliveryAddress, useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { BuySection } from './orderWidgets';

/**
 * The receiver of a goods order (the rules of the contract's BrigadeDeliveryAddress: ETC's mailing
 * address). It starts from the address the account used last (lib/api/brigadeOrders, a form draft
 * of the account), else with the signed-in person's own mobile.
 */
export function useDeliveryAddress() {
  const [last] = useState(lastDeliveryAddress);
  const form = useForm({
    receiverName: { initial: last?.receiverName, rules: [rules.required, rules.personName] },
    receiverMobile: { initial: last?.receiverMobile, rules: [rules.required, rules.mobile] },
    areaName: { initial: last?.areaName, rules: [rules.required, rules.length(2, 60)] },
    detail: { initial: last?.detail, rules: [rules.required, rules.length(4, 120)] },
  });
  const { user } = useCurrentUser();
  const { setValue } = form;
  const mobileTyped = form.values.receiverMobile !== '';
  useEffect(() => {
    // Once the account is known: its own mobile, unless an address was remembered or typed.
    if (user?.mobile && !last && !mobileTyped) setValue('receiverMobile', user.mobile);
    // Only when the account arrives: a mobile the buyer cleared stays cleared.
  }, [user?.mobile]);
  /** The address to send (trimmed), or null after showing what to fix. */
  const checked = (): BrigadeDeliveryAddress | null => {
    if (!form.validate()) return null;
    const { receiverName, receiverMobile, areaName, detail } = form.values;
    return { receiverName: receiverName.trim(), receiverMobile: receiverMobile.trim(), areaName: areaName.trim(), detail: detail.trim() };
  };
  return { form, checked };
}

export type DeliveryAddressState = ReturnType<typeof useDeliveryAddress>;

/** The address block of the goods confirm screen. */
export function DeliveryAddressForm({ address }: { address: DeliveryAddressState }) {
  const { form } = address;
  return (
    <BuySection title={t('brigadeOrders.address.title')}>
      <FormField field={form.field('receiverName')} label={t('brigadeOrders.address.receiver')} autoComplete="name" maxLength={30} />
      <FormField field={form.field('receiverMobile')} label={t('brigadeOrders.address.mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      <FormField
        field={form.field('areaName')}
        label={t('brigadeOrders.address.area')}
        hint={t('brigadeOrders.address.areaHint')}
        autoComplete="address-level1"
        maxLength={60}
      />
      <FormField field={form.field('detail')} label={t('brigadeOrders.address.detail')} autoComplete="street-address" maxLength={120} />
    </BuySection>
  );
}
