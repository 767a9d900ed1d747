'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { APPLY_FOR_RELEASE_PATH } from '@/components/owner/paths';
import { GoodsFields, useGoodsFields } from './GoodsFields';
import { RELEASED_PATH } from './paths';

/**
 * The server's release rule (goods.service releaseSource): personally needs the cargoOwner
 * identity (an approved cargo-owner qualification); for an enterprise, one the caller manages that
 * is approved as a consignor. The form offers exactly those choices and warns only when neither exists.
 */
function ReleaseForm({ mobile, ownerApproved }: { mobile: string; ownerApproved: boolean }) {
  const goods = useGoodsFields();
  const contact = useForm({
    contactName: { rules: [rules.required, rules.personName] },
    contactMobile: { initial: mobile, rules: [rules.required, rules.mobile] },
  });
  const [draft, setDraft] = useState(false);
  // Releasing for an enterprise: one the caller manages, an approved consignor ('' = personally).
  const { standing } = useOwnerAuthInfo();
  const enterprises = (standing?.enterprises ?? []).filter((e) => e.role === 'consignor' && e.certification.status === 'approved');
  const [chosenEnterpriseId, setEnterpriseId] = useState('');
  // Without the personal qualification, the only way to release is for an enterprise.
  const enterpriseId = ownerApproved || enterprises.length === 0 ? chosenEnterpriseId : chosenEnterpriseId || String(enterprises[0].enterpriseId);
  const mayRelease = ownerApproved || enterprises.length > 0;

  const submit = useSubmission(async (intent) => {
    const source = await releaseSource({
      ...goods.body(),
      contactName: contact.values.contactName.trim(),
      contactMobile: contact.values.contactMobile.trim(),
      ...(enterpriseId ? { enterpriseId: Number(enterpriseId) } : {}),
      ...(draft ? { draft: true } : {}),
    }, intent);
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
      {!mayRelease && (
        <Alert severity="warning" action={<Button size="small" onClick={() => navigate(APPLY_FOR_RELEASE_PATH)}>{t('goods.release.applyOwner')}</Button>}>
          {t('goods.release.needOwner')}
        </Alert>
      )}
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
        {(shown) => <ReleaseForm mobile={shown.mobile} ownerApproved={shown.identities.includes('cargoOwner')} />}
      </Loaded>
    </PageScaffold>
  );
}
