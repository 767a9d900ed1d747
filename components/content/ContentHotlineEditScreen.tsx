'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HOTLINE_SCOPES, HOTLINE_SERVICES, HotlinePhone, type HotlineScope, type HotlineService } from '@/lib/contract';
import { createHotline, updateHotline, useAreas, useHotlines, type HotlineInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules, type FieldRule } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { ChipChoices } from './formParts';
import { PUBLISHING_PATH } from './paths';

/** The numbers as typed: separated by commas (either width), semicolons or spaces. */
export function phonesOf(text: string): string[] {
  return text
    .split(/[\s,，;；、]+/)
    .map((each) => each.trim())
    .filter((each) => each !== '');
}

const MAX_PHONES = 5;

/** Every number is one the contract takes (12122, 0591-87000000, a mobile, 400-…), and at most five. */
const phonesFit: FieldRule = {
  check: (value) => {
    const phones = phonesOf(value);
    return phones.length <= MAX_PHONES && phones.every((phone) => HotlinePhone.safeParse(phone).success);
  },
  messageKey: 'content.form.phonesInvalid',
};

function HotlineForm({ line, startProvince }: { line: HotlineInfo | null; startProvince: string }) {
  const form = useForm({
    name: { initial: line?.name, rules: [rules.required, rules.length(2, 40)] },
    phones: { initial: line?.phones.join(', '), rules: [rules.required, phonesFit] },
    roadCode: { initial: line?.roadCode ?? undefined },
    roadName: { initial: line?.roadName ?? undefined },
    note: { initial: line?.note, rules: [rules.length(0, 200)] },
    sort: { initial: String(line?.sort ?? 100), rules: [rules.required, rules.range(0, 100_000)] },
  });
  const [scope, setScope] = useState<HotlineScope>(line?.scope ?? (startProvince ? 'province' : 'national'));
  const [provinceCode, setProvinceCode] = useState(line?.provinceCode ?? startProvince);
  const [services, setServices] = useState<HotlineService[]>(line?.services ?? ['rescue']);
  const [checked, setChecked] = useState(false);
  const { areas: provinces } = useAreas();
  const highway = scope === 'highway';
  const provinceMissing = scope === 'province' && !provinceCode;
  const roadMissing = highway && (form.values.roadCode.trim() === '' || form.values.roadName.trim() === '');
  // The shown message of a phone list names the first number that does not fit, or says there are too many.
  const phonesField = form.field('phones');
  const wrongPhone = phonesOf(form.values.phones).find((phone) => !HotlinePhone.safeParse(phone).success);
  const tooMany = phonesOf(form.values.phones).length > MAX_PHONES;
  const phonesMessage =
    phonesField.error === null || form.values.phones.trim() === ''
      ? phonesField.error
      : wrongPhone
        ? t('content.form.phonesInvalid', { phone: wrongPhone })
        : tooMany
          ? t('content.form.phonesTooMany')
          : phonesField.error;

  const save = useSubmission(async (intent) => {
    const draft = {
      scope,
      provinceCode: scope === 'national' || !provinceCode ? null : provinceCode,
      roadCode: highway ? form.values.roadCode.trim() : null,
      roadName: highway ? form.values.roadName.trim() : null,
      name: form.values.name.trim(),
      phones: phonesOf(form.values.phones),
      services,
      note: form.values.note.trim(),
      sort: Number(form.values.sort),
    };
    await (line ? updateHotline(line.id, draft, intent) : createHotline(draft, intent));
    showToast(t('content.ops.saved'));
    navigate(PUBLISHING_PATH, { tab: 'hotlines' }, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && !provinceMissing && !roadMissing && services.length > 0;
      }}
      action={save}
      submitLabel={t('content.form.save')}
      pendingLabel={t('content.form.saving')}
    >
      <TextField select label={t('content.form.scope')} value={scope} onChange={(event) => setScope(event.target.value as HotlineScope)} sx={{ mb: 2 }}>
        {HOTLINE_SCOPES.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`content.hotline.scope.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      {scope !== 'national' && (
        <TextField
          select
          id="field-provinceCode"
          label={t(highway ? 'content.form.provinceOptional' : 'content.form.province')}
          value={provinces?.some((each) => each.code === provinceCode) ? provinceCode : ''}
          onChange={(event) => setProvinceCode(event.target.value)}
          error={checked && provinceMissing}
          helperText={checked && provinceMissing ? t('validate.required') : ' '}
        >
          {highway && <MenuItem value="">{t('content.road.allRoads')}</MenuItem>}
          {(provinces ?? []).map((province) => (
            <MenuItem key={province.code} value={province.code}>
              {province.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {highway && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1 }}>
          <FormField field={{ ...form.field('roadCode'), error: checked && form.values.roadCode.trim() === '' ? t('validate.required') : null }} label={t('content.form.roadCode')} maxLength={5} hint={t('content.form.roadCodeHint')} />
          <FormField field={{ ...form.field('roadName'), error: checked && form.values.roadName.trim() === '' ? t('validate.required') : null }} label={t('content.form.roadName')} maxLength={30} />
        </Box>
      )}
      <FormField field={form.field('name')} label={t('content.form.name')} maxLength={40} />
      <FormField field={{ ...phonesField, error: phonesMessage }} label={t('content.form.phones')} type="tel" inputMode="tel" hint={t('content.form.phonesHint')} />
      <ChipChoices
        name="services"
        label={t('content.form.services')}
        options={HOTLINE_SERVICES}
        chosen={services}
        onChange={setServices}
        labelOf={(service) => t(`content.hotline.service.${service}`)}
        error={checked && services.length === 0 ? t('content.form.servicesRequired') : null}
      />
      <FormField field={form.field('note')} label={t('content.form.note')} maxLength={200} />
      <FormField field={form.field('sort')} label={t('content.form.sort')} inputMode="numeric" maxLength={6} />
    </ActionForm>
  );
}

/**
 * Adding a hotline (`/ops/content/hotline?province=`) or changing one (`?id=&province=&road=`, the
 * console's filter it was found under): scope (全国 / 省级 / 高速), province (from the area list),
 * road code and name for a highway line, name, up to five numbers (each checked as the server
 * checks them), the services it answers, note and order. Saved → back to the console's hotlines.
 */
export default function ContentHotlineEditScreen() {
  const id = useIdParam('id');
  const { query } = useRoute();
  const startProvince = /^\d{2}0000$/.test(query.province ?? '') ? (query.province as string) : '';
  const filter = { ...(startProvince ? { provinceCode: startProvince } : {}), ...(query.road ? { roadCode: query.road } : {}) };
  const { hotlines, error, mutate } = useHotlines(id === null ? null : filter);
  return (
    <PageScaffold title={id === null ? t('content.ops.newHotline') : undefined}>
      {id === null ? (
        <HotlineForm line={null} startProvince={startProvince} />
      ) : (
        <Loaded data={hotlines} error={error} onRetry={() => void mutate()}>
          {(lines) => {
            const line = lines.find((each) => each.id === id);
            return line ? <HotlineForm line={line} startProvince={startProvince} /> : <EmptyState message={t('content.ops.hotlinesEmpty')} />;
          }}
        </Loaded>
      )}
    </PageScaffold>
  );
}
