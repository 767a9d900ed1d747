'use client';
import { z } from 'zod';
import { useEffect, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { releaseSource, useCurrentUser, useOwnerAuthInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { Loaded } from '@/components/ui/Loaded';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useSubmission } from '@/components/ui/useSubmission';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { Division } from '@/lib/contract';
import { forgetDraft, keepDraft, readDraft } from '@/lib/state/formDraft';
import { showToast } from '@/lib/state';
import { CertificationSteps } from '@/components/identity/CertificationSteps';
import { GoodsFields, startingAt, useGoodsFields, type GoodsFieldsStart } from './GoodsFields';
import { RELEASED_PATH } from './paths';

/** The release form's draft, kept on this device per account (lib/state/formDraft.ts). */
const RELEASE_DRAFT = 'releaseGoods';

const ReleaseDraft = z.object({
  values: z.record(z.string(), z.string()),
  origin: z.array(Division),
  destination: z.array(Division),
});

function isReleaseDraft(value: unknown): value is GoodsFieldsStart {
  return ReleaseDraft.safeParse(value).success;
}

/**
 * The server's release rule (goods.service releaseSource): personally needs the cargoOwner
 * identity (an approved cargo-owner qualification); for an enterprise, one the caller manages that
 * is approved as a consignor. The form offers exactly those choices and warns only when neither exists.
 */
function ReleaseForm({ account, mobile, ownerApproved }: { account: number; mobile: string; ownerApproved: boolean }) {
  // What this account typed before and could not send yet (its qualification was under review).
  const [kept] = useState(() => readDraft(RELEASE_DRAFT, account, isReleaseDraft));
  const goods = useGoodsFields(kept);
  const contact = useForm(startingAt({
    contactName: { rules: [rules.required, rules.personName] },
    contactMobile: { initial: mobile, rules: [rules.required, rules.mobile] },
  }, kept?.values));
  const [draft, setDraft] = useState(false);
  // Releasing for an enterprise: one the caller manages, an approved consignor ('' = personally).
  const { standing } = useOwnerAuthInfo();
  const enterprises = (standing?.enterprises ?? []).filter((e) => e.role === 'consignor' && e.certification.status === 'approved');
  const [chosenEnterpriseId, setEnterpriseId] = useState('');
  // Without the personal qualification, the only way to release is for an enterprise.
  const enterpriseId = ownerApproved || enterprises.length === 0 ? chosenEnterpriseId : chosenEnterpriseId || String(enterprises[0].enterpriseId);
  const mayRelease = ownerApproved || enterprises.length > 0;

  // Every change is kept on this device until the release is sent (or the person signs out).
  // A form opened and left untouched keeps nothing (its first state is the starting point).
  const typed = JSON.stringify({
    values: { ...goods.form.values, ...contact.values },
    origin: goods.origin,
    destination: goods.destination,
  } satisfies GoodsFieldsStart);
  const [opened] = useState(typed);
  useEffect(() => {
    if (typed !== opened) keepDraft(RELEASE_DRAFT, account, JSON.parse(typed));
  }, [account, typed, opened]);

  const submit = useSubmission(async (intent) => {
    if (!mayRelease) {
      // The server would refuse (goods.cargoOwnerFirst): say that what was typed is kept and where to go.
      showToast(t('goods.release.keptUntilQualified'));
      globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
      return;
    }
    const source = await releaseSource({
      ...goods.body(),
      contactName: contact.values.contactName.trim(),
      contactMobile: contact.values.contactMobile.trim(),
      ...(enterpriseId ? { enterpriseId: Number(enterpriseId) } : {}),
      ...(draft ? { draft: true } : {}),
    }, intent);
    forgetDraft(RELEASE_DRAFT);
    navigate(RELEASED_PATH, { id: String(source.id) }, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        const goodsPass = goods.validate();
        return contact.validate() && goodsPass;
      }}
      action={submit}
      submitLabel={draft ? t('goods.release.saveDraft') : t('goods.release.submit')}
      pendingLabel={t('goods.release.submitting')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('goods.release.intro')}
      </Typography>
      {!mayRelease && <CertificationSteps gate="releaseGoods" intro={t('goods.release.needOwner')} />}
      {kept && <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>{t('goods.release.draftRestored')}</Typography>}
      {enterprises.length > 0 && (
        <TextField
          select
          id="field-enterpriseId"
          label={t('goods.release.as')}
          value={enterpriseId}
          onChange={(event) => setEnterpriseId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {ownerApproved && <option value="">{t('goods.release.asPersonal')}</option>}
          {enterprises.map((e) => (
            <option key={e.enterpriseId} value={String(e.enterpriseId)}>
              {e.enterpriseName}
            </option>
          ))}
        </TextField>
      )}
      <GoodsFields state={goods} />
      <Typography variant="subtitle2" component="h2">
        {t('goods.form.contact')}
      </Typography>
      <FormField field={contact.field('contactName')} label={t('goods.form.contactName')} autoComplete="name" maxLength={30} />
      <FormField field={contact.field('contactMobile')} label={t('goods.form.contactMobile')} type="tel" inputMode="tel" maxLength={11} />
      <FormControlLabel control={<Checkbox checked={draft} onChange={(event) => setDraft(event.target.checked)} />} label={t('goods.release.draft')} />
    </ActionForm>
  );
}

/** Release goods as a cargo owner (`/pages/releaseGoods/releaseGoods`). */
export default function ReleaseGoodsScreen() {
  const { user, error, mutate } = useCurrentUser();
  return (
    <PageScaffold>
      {/* The form starts once the user is known, so the contact mobile starts as theirs. */}
      <Loaded data={user} error={error} onRetry={() => void mutate()}>
        {(shown) => <ReleaseForm account={shown.userId} mobile={shown.mobile} ownerApproved={shown.identities.includes('cargoOwner')} />}
      </Loaded>
    </PageScaffold>
  );
}
