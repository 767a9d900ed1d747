'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import {
  applyAsMerchant,
  changeMerchant,
  uploadCertificationImage,
  useStations,
  type MerchantApplicationRequest,
  type MyMerchantInfo,
} from '@/lib/api';
import { ContactPhone, MERCHANT_CATEGORIES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { forgetDraft, keepDraft, readDraft } from '@/lib/state/formDraft';
import { rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { UploadField } from '@/components/ui/UploadField';
import { useForm, type FieldBinding } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { clearPickedArea, startPick, usePickedArea } from '@/components/location/pick';
import { MERCHANT_INFO_PATH } from './paths';
import { merchantQuery } from './widgets';

/** Where the store's chosen place comes back from the place picker. */
const PICK_ID = 'merchant.store';
/** The typed application (or correction of a merchant) kept while the place picker is open, and across a reload. */
const draftOf = (merchant: MyMerchantInfo | undefined) => (merchant ? `merchantChange.${merchant.merchantId}` : 'merchantApplication');

const contactPhone: FieldRule = { check: (value) => value === '' || ContactPhone.safeParse(value).success, messageKey: 'merchant.field.phoneFormat' };

interface Draft {
  values: Record<'merchantName' | 'category' | 'stationId' | 'address' | 'contactPhone' | 'invitedBy', string>;
  licenceImage: string | null;
  accepted: boolean;
  place: { lng: number; lat: number; name: string } | null;
}

const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null && 'values' in value && 'accepted' in value;

/** A select bound to a form field, "请选择" first, its rule's message under it. */
function SelectField({ field, label, options }: { field: FieldBinding; label: string; options: readonly { value: string; label: string }[] }) {
  return (
    <TextField
      select
      id={`field-${field.name}`}
      label={label}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? ' '}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The merchant application, or its correction (`merchant` given: a refused application is
 * resubmitted, an approved merchant's details changed; the licence is kept unless replaced).
 * Applying needs the agreement accepted. What was typed is kept while the place picker is open.
 */
export function MerchantApplicationForm({ account, merchant }: { account: number; merchant?: MyMerchantInfo }) {
  const draftName = draftOf(merchant);
  const [draft] = useState(() => readDraft(draftName, account, isDraft));
  const start = draft?.values;
  const form = useForm({
    merchantName: { initial: start?.merchantName ?? merchant?.merchantName, rules: [rules.required, rules.length(2, 40)] },
    category: { initial: start?.category ?? merchant?.category, rules: [rules.required] },
    stationId: { initial: start?.stationId ?? (merchant?.stationId ? String(merchant.stationId) : '') },
    address: { initial: start?.address ?? merchant?.address, rules: [rules.required, rules.length(2, 120)] },
    contactPhone: { initial: start?.contactPhone ?? merchant?.contactPhone, rules: [rules.required, contactPhone] },
    invitedBy: { initial: start?.invitedBy ?? '', rules: [rules.mobile] },
  });
  const [licenceImage, setLicence] = useState<string | null>(draft ? draft.licenceImage : (merchant?.licenceImage.fileId ?? null));
  // The upload part says "uploaded" itself; the line below it speaks for a licence kept from before.
  const [uploadedNow, setUploadedNow] = useState(false);
  // A correction needs no new acceptance: the agreement was accepted with the application.
  const [accepted, setAccepted] = useState(draft?.accepted ?? Boolean(merchant));
  const [checked, setChecked] = useState(false);
  const picked = usePickedArea(PICK_ID);
  const [place, setPlace] = useState(draft?.place ?? (merchant ? { lng: merchant.lng, lat: merchant.lat, name: merchant.address } : null));
  const { stations } = useStations();
  const station = stations?.find((each) => String(each.id) === form.values.stationId);

  // The picker's answer: the store's position, and its address when none was typed yet.
  useEffect(() => {
    if (!picked) return;
    setPlace({ lng: picked.lng, lat: picked.lat, name: picked.name });
    if (!form.values.address.trim()) form.setValue('address', picked.address || picked.name);
    clearPickedArea(PICK_ID);
  }, [picked, form]);

  const typed: Draft = { values: form.values, licenceImage, accepted, place };
  const typedText = JSON.stringify(typed);
  // A form opened and left untouched keeps nothing (its first state is the starting point).
  const [opened] = useState(typedText);
  useEffect(() => {
    if (typedText !== opened) keepDraft(draftName, account, JSON.parse(typedText));
  }, [account, draftName, typedText, opened]);

  // A station's own position stands for the store's until a place is picked.
  const position = place ?? (station ? { lng: station.lng, lat: station.lat, name: station.name } : null);

  const submit = useSubmission(async (intent) => {
    const { values } = form;
    const fields = {
      merchantName: values.merchantName.trim(),
      category: values.category as MerchantApplicationRequest['category'],
      ...(values.stationId ? { stationId: Number(values.stationId) } : {}),
      address: values.address.trim(),
      lng: position!.lng,
      lat: position!.lat,
      contactPhone: values.contactPhone.trim(),
      licenceImage: licenceImage!,
    };
    if (merchant) {
      // Only what changed: an unchanged name or licence does not send an approved merchant back to review.
      const changed = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => value !== (key === 'licenceImage' ? merchant.licenceImage.fileId : merchant[key as keyof MyMerchantInfo])),
      );
      const saved = await changeMerchant({ merchantId: merchant.merchantId, ...changed }, intent);
      forgetDraft(draftName);
      showToast(t(saved.status === 'pending' ? 'merchant.apply.submitted' : 'merchant.apply.saved'));
      navigate(MERCHANT_INFO_PATH, merchantQuery(saved), { replace: true });
      return;
    }
    const invitedBy = values.invitedBy.trim();
    const applied = await applyAsMerchant({ ...fields, ...(invitedBy ? { invitedBy } : {}) }, intent);
    forgetDraft(draftName);
    showToast(t('merchant.apply.submitted'));
    navigate(MERCHANT_INFO_PATH, merchantQuery(applied), { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        const fieldsPass = form.validate();
        return fieldsPass && licenceImage !== null && position !== null && accepted;
      }}
      action={submit}
      submitLabel={t(!merchant ? 'merchant.apply.submit' : merchant.status === 'rejected' ? 'merchant.apply.resubmit' : 'merchant.apply.save')}
      pendingLabel={t('merchant.apply.submitting')}
    >
      <Typography variant="subtitle1" component="h2">
        {t('merchant.apply.heading')}
      </Typography>
      <FormField field={form.field('merchantName')} label={t('merchant.field.name')} maxLength={40} />
      <SelectField
        field={form.field('category')}
        label={t('merchant.field.category')}
        options={[{ value: '', label: t('merchant.choose') }, ...MERCHANT_CATEGORIES.map((each) => ({ value: each, label: t(`merchant.category.${each}`) }))]}
      />
      <SelectField
        field={form.field('stationId')}
        label={t('merchant.field.station')}
        options={[{ value: '', label: t('merchant.field.noStation') }, ...(stations ?? []).map((each) => ({ value: String(each.id), label: `${each.name}（${each.highway}）` }))]}
      />
      <Box id="field-position" data-invalid={checked && !position ? 'true' : undefined} sx={{ display: 'grid', gap: 0.5, mb: 1 }}>
        <Button variant="outlined" color={checked && !position ? 'error' : 'primary'} startIcon={<Place />} onClick={() => startPick(PICK_ID)}>
          {t(place ? 'merchant.position.change' : 'merchant.position.choose')}
        </Button>
        <Typography variant="body2" sx={{ color: checked && !position ? 'error.main' : 'text.secondary' }}>
          {position ? t('merchant.position.chosen', { name: position.name }) : t(checked ? 'merchant.position.required' : 'merchant.position.hint')}
        </Typography>
      </Box>
      <FormField field={form.field('address')} label={t('merchant.field.address')} autoComplete="street-address" maxLength={120} />
      <FormField field={form.field('contactPhone')} label={t('merchant.field.contactPhone')} type="tel" inputMode="tel" maxLength={20} hint={t('merchant.field.phoneHint')} />
      <UploadField
        label={t(licenceImage ? 'merchant.field.licenceReplace' : 'merchant.field.licence')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => {
          setLicence(stored.fileId);
          setUploadedNow(true);
        }}
        name="licenceImage"
        invalid={checked && !licenceImage}
      />
      {!uploadedNow && (
        <Typography variant="body2" sx={{ color: checked && !licenceImage ? 'error.main' : 'text.secondary' }}>
          {licenceImage ? t('merchant.field.licenceUploaded') : t(checked ? 'merchant.field.licenceRequired' : 'merchant.field.licenceHint')}
        </Typography>
      )}
      {!merchant && (
        <FormField field={form.field('invitedBy')} label={t('merchant.field.invitedBy')} type="tel" inputMode="tel" maxLength={11} hint={t('merchant.field.invitedByHint')} />
      )}
      {!merchant && (
        <Box id="field-accepted" data-invalid={checked && !accepted ? 'true' : undefined}>
          <FormControlLabel control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />} label={t('merchant.agreement.accept')} />
          {checked && !accepted && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('merchant.agreement.acceptRequired')}
            </Typography>
          )}
        </Box>
      )}
    </ActionForm>
  );
}
