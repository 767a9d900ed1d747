'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { applyAsPersonalOwner, useCargoTypes, useOwnerAuthInfo, type OwnerAuthInfo } from '@/lib/api';
import type { DataOf, endpoints } from '@/lib/contract';
import { getLocale, t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { ActionForm } from '@/components/ui/ActionForm';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { PERSONAL_OWNER_STATUS_PATH } from './paths';
import { RealNameFirst } from './standing';

type CargoType = DataOf<typeof endpoints.identity.dict>[number];

/** The contract caps the cargo types of one application. */
const MAX_CARGO_TYPES = 10;

function PersonalOwnerForm({ standing, cargoTypes }: { standing: OwnerAuthInfo; cargoTypes: CargoType[] }) {
  // A resubmission starts from what was refused, so only the faulty part needs retyping.
  const previous = standing.personal;
  const form = useForm({ address: { initial: previous?.address ?? '', rules: [rules.required, rules.length(2, 120)] } });
  const [chosen, setChosen] = useState<string[]>(previous?.cargoTypes ?? []);
  const [typesChecked, setTypesChecked] = useState(false);
  const english = getLocale() === 'en';

  const toggle = (code: string) =>
    setChosen((current) =>
      current.includes(code) ? current.filter((c) => c !== code) : current.length < MAX_CARGO_TYPES ? [...current, code] : current,
    );

  const submit = useAction(async () => {
    await applyAsPersonalOwner({ address: form.values.address.trim(), cargoTypes: chosen });
    showToast(t('owner.submitted'));
    navigate(PERSONAL_OWNER_STATUS_PATH, {}, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
          setTypesChecked(true);
          return form.validate() && chosen.length > 0;
        }}
      action={submit}
      submitLabel={t('owner.submit')}
      pendingLabel={t('owner.submitting')}
    >
      {!standing.realNameApproved && <RealNameFirst />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('owner.personal.intro')}
      </Typography>
      <FormField field={form.field('address')} label={t('ops.field.address')} autoComplete="street-address" maxLength={120} />
      <Typography variant="subtitle2" component="h2" id="cargo-types">
        {t('ops.field.cargoTypes')}
      </Typography>
      <Box role="group" aria-labelledby="cargo-types" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {cargoTypes.map((type) => {
          const selected = chosen.includes(type.code);
          return (
            <Chip
              key={type.code}
              label={english ? type.labelEn : type.label}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggle(type.code)}
            />
          );
        })}
      </Box>
      {typesChecked && chosen.length === 0 && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('owner.personal.cargoTypesRequired')}
        </Typography>
      )}
    </ActionForm>
  );
}

/** Personal cargo-owner application (`/pages/personOwnerApply/personOwnerApply`). */
export default function PersonalOwnerApplyScreen() {
  const owner = useOwnerAuthInfo();
  const dict = useCargoTypes();
  const both = owner.standing && dict.cargoTypes ? { standing: owner.standing, cargoTypes: dict.cargoTypes } : undefined;
  return (
    <PageScaffold>
      <Loaded
        data={both}
        error={owner.error ?? dict.error}
        onRetry={() => {
          void owner.mutate();
          void dict.mutate();
        }}
      >
        {(shown) => <PersonalOwnerForm standing={shown.standing} cargoTypes={shown.cargoTypes} />}
      </Loaded>
    </PageScaffold>
  );
}
