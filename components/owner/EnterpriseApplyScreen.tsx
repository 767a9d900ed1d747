'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { applyWithEnterprise, uploadCertificationImage, type OwnerAuthInfo, type OwnerEnterprise } from '@/lib/api';
import { ENTERPRISE_ROLES, type DataOf, type endpoints } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { ActionForm } from '@/components/ui/ActionForm';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ENTERPRISE_STATUS_PATH } from './paths';
import { RealNameFirst, findEnterprise, useEnterpriseIdParam, OwnerStandingScreen } from './standing';

type EnterpriseRole = OwnerEnterprise['role'];
type Licence = 'businessLicense' | 'transportPermit';

function roleOf(text: string | undefined): EnterpriseRole {
  return ENTERPRISE_ROLES.find((role) => role === text) ?? 'consignor';
}

/**
 * The enterprise just submitted, among the caller's: the one of that name now under review (a
 * caller has one pending application at a time), else any of that name.
 */
function submittedEnterprise(standing: DataOf<typeof endpoints.owner.applyLogisticsEnterprises>, name: string) {
  const named = standing.enterprises.filter((enterprise) => enterprise.enterpriseName === name);
  return named.find((enterprise) => enterprise.certification.status === 'pending') ?? named[0] ?? null;
}

function EnterpriseForm({ standing, previous }: { standing: OwnerAuthInfo; previous: OwnerEnterprise | null }) {
  const { query } = useRoute();
  const [role, setRole] = useState<EnterpriseRole>(previous?.role ?? roleOf(query.role));
  // A refused application starts from what was sent; the masked credit code and the ID are retyped.
  const form = useForm({
    enterpriseName: { initial: previous?.enterpriseName ?? '', rules: [rules.required, rules.length(2, 60)] },
    creditCode: { rules: [rules.required, rules.creditCode] },
    legalPerson: { initial: previous?.legalPerson ?? '', rules: [rules.required, rules.personName] },
    legalPersonIdCardNo: { rules: [rules.required, rules.nationalId] },
    address: { initial: previous?.address ?? '', rules: [rules.required, rules.length(2, 120)] },
    contactName: { initial: previous?.contactName ?? '', rules: [rules.required, rules.personName] },
    contactMobile: { rules: [rules.required, rules.mobile] },
  });
  const [licences, setLicences] = useState<Partial<Record<Licence, string>>>({});
  const [licencesChecked, setLicencesChecked] = useState(false);
  const licencesMissing = !licences.businessLicense || (role === 'carrier' && !licences.transportPermit);

  const submit = useAction(async () => {
    const { values } = form;
    const enterpriseName = values.enterpriseName.trim();
    const answered = await applyWithEnterprise({
      role,
      enterpriseName,
      creditCode: values.creditCode.trim().toUpperCase(),
      legalPerson: values.legalPerson.trim(),
      legalPersonIdCardNo: values.legalPersonIdCardNo.trim().toUpperCase(),
      address: values.address.trim(),
      contactName: values.contactName.trim(),
      contactMobile: values.contactMobile.trim(),
      businessLicenseImage: licences.businessLicense!,
      ...(role === 'carrier' ? { transportPermitImage: licences.transportPermit! } : {}),
    });
    showToast(t('owner.submitted'));
    const enterprise = submittedEnterprise(answered, enterpriseName);
    navigate(ENTERPRISE_STATUS_PATH, enterprise ? { enterpriseId: String(enterprise.enterpriseId) } : {}, { replace: true });
  });

  const upload = (licence: Licence) => (
    <UploadField
      label={t(`owner.enterprise.upload.${licence}`)}
      accept="image/jpeg,image/png,image/webp"
      upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
      onUploaded={(stored) => setLicences((current) => ({ ...current, [licence]: stored.fileId }))}
    />
  );

  return (
    <ActionForm
      validate={() => {
          setLicencesChecked(true);
          return form.validate() && !licencesMissing;
        }}
      action={submit}
      submitLabel={t('owner.submit')}
      pendingLabel={t('owner.submitting')}
    >
      {!standing.realNameApproved && <RealNameFirst />}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={role}
        aria-label={t('owner.field.role')}
        onChange={(_, chosen: EnterpriseRole | null) => chosen && setRole(chosen)}
      >
        {ENTERPRISE_ROLES.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`owner.role.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
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
      {upload('businessLicense')}
      {role === 'carrier' && upload('transportPermit')}
      {licencesChecked && licencesMissing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t(`owner.enterprise.licencesRequired.${role}`)}
        </Typography>
      )}
    </ActionForm>
  );
}

/**
 * Enterprise application (`/pages/enterPriseOwnerApply/enterPriseOwnerApply`): as consignor or
 * carrier (`?role=`); `?enterpriseId=` of a refused one resubmits it.
 */
export default function EnterpriseApplyScreen() {
  const enterpriseId = useEnterpriseIdParam();
  return (
    <OwnerStandingScreen>
      {(shown) => <EnterpriseForm standing={shown} previous={findEnterprise(shown, enterpriseId)} />}
    </OwnerStandingScreen>
  );
}
