'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { uploadCertificationImage, type OwnerAuthInfo, type OwnerEnterprise } from '@/lib/api';
import { ENTERPRISE_ROLES, type EnterpriseApplication } from '@/lib/contract';
import type { z } from 'zod';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_STATUS_PATH } from './paths';
import { RealNameFirst } from './standing';

type Role = OwnerEnterprise['role'];
type Licence = 'businessLicense' | 'transportPermit';

/** The licences a role shows: every enterprise its business licence, a carrier also its transport permit. */
const LICENCES: Record<Role, Licence[]> = { consignor: ['businessLicense'], carrier: ['businessLicense', 'transportPermit'] };

interface EnterpriseFormProps {
  standing: OwnerAuthInfo;
  previous: OwnerEnterprise | null;
  initialRole: Role;
  /** Hides the role choice (applyCarrier). */
  fixedRole?: Role;
  /** The call that sends it: the logistics service's applyLogisticsEnterprises or the app service's enterpriseCertification. */
  apply: (application: z.input<typeof EnterpriseApplication>) => Promise<OwnerAuthInfo>;
}

/**
 * The enterprise application, as consignor or carrier, with its licences. `previous` (a refused
 * application) fills what was sent, except the masked credit code and the ID, which are retyped.
 * After sending, the status of the enterprise just submitted.
 */
export function EnterpriseForm({ standing, previous, initialRole, fixedRole, apply }: EnterpriseFormProps) {
  const [role, setRole] = useState<Role>(fixedRole ?? previous?.role ?? initialRole);
  const form = useForm({
    enterpriseName: { initial: previous?.enterpriseName ?? '', rules: [rules.required, rules.length(2, 60)] },
    creditCode: { rules: [rules.required, rules.creditCode] },
    legalPerson: { initial: previous?.legalPerson ?? '', rules: [rules.required, rules.personName] },
    legalPersonIdCardNo: { rules: [rules.required, rules.nationalId] },
    address: { initial: previous?.address ?? '', rules: [rules.required, rules.length(2, 120)] },
    contactName: { initial: previous?.contactName ?? '', rules: [rules.required, rules.personName] },
    contactMobile: { initial: previous?.contactMobile ?? '', rules: [rules.required, rules.mobile] },
  });
  const [images, setImages] = useState<Partial<Record<Licence, string>>>({});
  const [checked, setChecked] = useState(false);
  const missing = LICENCES[role].filter((licence) => !images[licence]);

  const submit = useAction(async () => {
    const { values } = form;
    const name = values.enterpriseName.trim();
    const answered = await apply({
      role,
      enterpriseName: name,
      creditCode: values.creditCode.trim().toUpperCase(),
      legalPerson: values.legalPerson.trim(),
      legalPersonIdCardNo: values.legalPersonIdCardNo.trim().toUpperCase(),
      address: values.address.trim(),
      contactName: values.contactName.trim(),
      contactMobile: values.contactMobile.trim(),
      businessLicenseImage: images.businessLicense!,
      ...(role === 'carrier' ? { transportPermitImage: images.transportPermit! } : {}),
    });
    showToast(t('owner.submitted'));
    // A caller has one application under review at a time: the one of that name now pending, else any of that name.
    const named = answered.enterprises.filter((each) => each.enterpriseName === name);
    const sent = named.find((each) => each.certification.status === 'pending') ?? named[0];
    navigate(ENTERPRISE_STATUS_PATH, sent ? { enterpriseId: String(sent.enterpriseId) } : {}, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && missing.length === 0;
      }}
      action={submit}
      submitLabel={t('owner.submit')}
      pendingLabel={t('owner.submitting')}
    >
      {!standing.realNameApproved && <RealNameFirst />}
      {!fixedRole && (
        <ToggleButtonGroup exclusive fullWidth color="primary" value={role} aria-label={t('owner.field.role')} onChange={(_, chosen: Role | null) => chosen && setRole(chosen)}>
          {ENTERPRISE_ROLES.map((each) => (
            <ToggleButton key={each} value={each}>
              {t(`owner.role.${each}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`owner.enterprise.intro.${role}`)}
      </Typography>
      <Alert severity="info">{t('owner.enterprise.noOcr')}</Alert>
      <FormField field={form.field('enterpriseName')} label={t('ops.field.enterpriseName')} autoComplete="organization" maxLength={60} />
      <FormField field={form.field('creditCode')} label={t('ops.field.creditCode')} maxLength={18} />
      <FormField field={form.field('legalPerson')} label={t('ops.field.legalPerson')} maxLength={30} />
      <FormField field={form.field('legalPersonIdCardNo')} label={t('ops.field.legalPersonIdCardNo')} maxLength={18} />
      <FormField field={form.field('address')} label={t('owner.field.enterpriseAddress')} autoComplete="street-address" maxLength={120} />
      <FormField field={form.field('contactName')} label={t('ops.field.contactName')} autoComplete="name" maxLength={30} />
      <FormField field={form.field('contactMobile')} label={t('ops.field.contactMobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} />
      {LICENCES[role].map((licence) => (
        <UploadField
          key={licence}
          label={t(`owner.enterprise.upload.${licence}`)}
          accept="image/jpeg,image/png,image/webp"
          upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
          onUploaded={(stored) => setImages((current) => ({ ...current, [licence]: stored.fileId }))}
          name={licence}
          invalid={checked && !images[licence]}
        />
      ))}
      {checked && missing.length > 0 && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t(`owner.enterprise.licencesRequired.${role}`)}
        </Typography>
      )}
    </ActionForm>
  );
}
