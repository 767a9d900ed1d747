'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import { updateEtcOrder, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { clearPickedArea, startPick, usePickedArea } from '@/components/location/pick';
import { ApplicationStep } from './ApplicationStep';
import { useKeptForm } from './applicationDraft';
import { backToForm } from './widgets';

/** Where the area picker's answer comes back. */
const PICK_ID = 'etc.address';

interface TypedAddress {
  receiverName: string;
  receiverMobile: string;
  adCode: string;
  areaName: string;
  detail: string;
}

const isTypedAddress = (value: unknown): value is TypedAddress =>
  typeof value === 'object' && value !== null && ['receiverName', 'receiverMobile', 'adCode', 'areaName', 'detail'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

function AddressForm({ order, start, keep, forget }: { order: EtcOrderInfo; start: TypedAddress | null; keep: (typed: TypedAddress) => void; forget: () => void }) {
  const form = useForm({
    receiverName: { initial: start?.receiverName, rules: [rules.required, rules.personName] },
    receiverMobile: { initial: start?.receiverMobile, rules: [rules.required, rules.mobile] },
    detail: { initial: start?.detail, rules: [rules.required, rules.length(4, 120)] },
  });
  const [area, setArea] = useState(start?.adCode ? { adCode: start.adCode, areaName: start.areaName } : null);
  const [checked, setChecked] = useState(false);
  const picked = usePickedArea(PICK_ID);

  useEffect(() => {
    if (!picked) return;
    setArea({ adCode: picked.adCode, areaName: picked.address || picked.name });
    clearPickedArea(PICK_ID);
  }, [picked]);

  const typed: TypedAddress = { ...form.values, adCode: area?.adCode ?? '', areaName: area?.areaName ?? '' };
  const typedText = JSON.stringify(typed);
  // Kept as it is typed, so the area picker (a screen of its own) loses nothing; untouched keeps nothing.
  const [opened] = useState(typedText);
  useEffect(() => {
    if (typedText !== opened) keep(JSON.parse(typedText) as TypedAddress);
  }, [typedText, opened, keep]);

  const save = useSubmission(async (intent) => {
    const { receiverName, receiverMobile, detail } = form.values;
    await updateEtcOrder(order.id, { address: { receiverName: receiverName.trim(), receiverMobile: receiverMobile.trim(), adCode: area!.adCode, areaName: area!.areaName, detail: detail.trim() } }, intent);
    forget();
    backToForm(order);
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && area !== null;
      }}
      action={save}
      submitLabel={t('etc.save')}
      pendingLabel={t('etc.saving')}
    >
      <FormField field={form.field('receiverName')} label={t('etc.address.receiver')} autoComplete="name" maxLength={30} />
      <FormField field={form.field('receiverMobile')} label={t('etc.address.mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      <Box id="field-area" data-invalid={checked && !area ? 'true' : undefined} sx={{ display: 'grid', gap: 0.5, mb: 1 }}>
        <Button variant="outlined" color={checked && !area ? 'error' : 'primary'} startIcon={<Place />} onClick={() => startPick(PICK_ID, 'city')}>
          {area ? area.areaName : t('etc.address.area')}
        </Button>
        <Typography variant="body2" sx={{ color: checked && !area ? 'error.main' : 'text.secondary' }}>
          {t(checked && !area ? 'etc.address.areaRequired' : area ? 'etc.address.areaChange' : 'etc.address.areaHint')}
        </Typography>
      </Box>
      <FormField field={form.field('detail')} label={t('etc.address.detail')} autoComplete="street-address" maxLength={120} />
    </ActionForm>
  );
}

function KeptAddressForm({ order }: { order: EtcOrderInfo }) {
  const { kept, keep, forget } = useKeptForm(`etcAddress.${order.id}`, isTypedAddress);
  if (kept === undefined) return null;
  return <AddressForm order={order} start={kept ?? order.address} keep={keep} forget={forget} />;
}

/**
 * The mailing address of the card and OBU (`/pages/setAddress/setAddress?orderId=`): receiver,
 * mobile, the area picked province → city → county (selectCity), and the street and number. What
 * is typed is kept for the account while the area picker is open (and if the person leaves).
 */
export default function SetAddressScreen() {
  return <ApplicationStep>{(order) => <KeptAddressForm order={order} />}</ApplicationStep>;
}
