'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DriverInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import type { FieldRule } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useForm } from '@/components/ui/useForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { navigate } from '@/components/router/history';
import { DRIVER_STATUS_PATH, UPLOAD_DRIVER_CARD_PATH } from './paths';
import { isoDate, keepLicenseDraft, licenseDraft } from './draft';
import { DriverInfoScreen, DriverRealNameFirst, LicenseClassField } from './widgets';

/** A date rule comparing with another field of the form (both as YYYY-MM-DD once normalised). */
const laterThan = (other: () => string, orSame: boolean, messageKey: string): FieldRule => ({
  check: (value) => {
    if (!other() || !value) return true;
    const [mine, theirs] = [isoDate(value), isoDate(other())];
    return orSame ? mine >= theirs : mine > theirs;
  },
  messageKey,
});

function LicenseForm({ info }: { info: DriverInfo }) {
  // A rejected application starts from what was sent (the masked number is retyped); a draft wins.
  const previous = info.driver;
  const draft = licenseDraft();
  // The cross-field rules read the other field's latest value (set below on every render).
  const values = { validFrom: '', firstIssueDate: '' };
  const form = useForm({
    licenseNo: { initial: draft?.licenseNo ?? '', rules: [rules.required, rules.nationalId] },
    licenseClass: { initial: draft?.licenseClass ?? previous?.licenseClass ?? '', rules: [rules.required] },
    issuingAuthority: { initial: draft?.issuingAuthority ?? previous?.issuingAuthority ?? '', rules: [rules.required, rules.length(2, 60)] },
    firstIssueDate: { initial: draft?.firstIssueDate ?? previous?.firstIssueDate ?? '', rules: [rules.required, rules.date] },
    validFrom: {
      initial: draft?.validFrom ?? previous?.validFrom ?? '',
      rules: [rules.required, rules.date, laterThan(() => values.firstIssueDate, true, 'driver.validate.fromAfterFirstIssue')],
    },
    validUntil: {
      initial: draft?.validUntil ?? previous?.validUntil ?? '',
      rules: [rules.required, rules.date, laterThan(() => values.validFrom, false, 'driver.validate.untilAfterFrom')],
    },
  });
  values.validFrom = form.values.validFrom;
  values.firstIssueDate = form.values.firstIssueDate;

  const problems = useFormProblems();
  const next = () => {
    const v = form.values;
    keepLicenseDraft({
      licenseNo: v.licenseNo.trim().toUpperCase(),
      licenseClass: v.licenseClass,
      issuingAuthority: v.issuingAuthority.trim(),
      firstIssueDate: isoDate(v.firstIssueDate),
      validFrom: isoDate(v.validFrom),
      validUntil: isoDate(v.validUntil),
    });
    navigate(UPLOAD_DRIVER_CARD_PATH);
  };

  return (
    <form ref={problems.ref} noValidate style={{ display: 'grid', gap: 8 }} onSubmit={problems.onSubmit(() => form.validate(), next)}>
      {!info.realNameApproved && <DriverRealNameFirst />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('driver.apply.intro')}
      </Typography>
      <Alert severity="info">{t('driver.noOcr')}</Alert>
      <FormField field={form.field('licenseNo')} label={t('driver.field.licenseNo')} maxLength={18} />
      <LicenseClassField field={form.field('licenseClass')} />
      <FormField field={form.field('issuingAuthority')} label={t('driver.field.issuingAuthority')} maxLength={60} />
      <FormDateField field={form.field('firstIssueDate')} label={t('driver.field.firstIssueDate')} past />
      <FormDateField field={form.field('validFrom')} label={t('driver.field.validFrom')} past />
      <FormDateField field={form.field('validUntil')} label={t('driver.field.validUntil')} />
      <FormProblems count={problems.count} />
      <Button type="submit" size="large" variant="contained">
        {t('driver.apply.next')}
      </Button>
    </form>
  );
}

/**
 * The driver application, step 1 (`/pages/addDriverLicense/addDriverLicense`): the licence's
 * details. Step 2 is uploadDriverCard (the photos), which sends both.
 */
export default function AddDriverLicenseScreen() {
  return (
    <DriverInfoScreen>
      {(shown) =>
        shown.driver && shown.driver.certification.status !== 'rejected' ? (
          <EmptyState
            message={t(`driver.apply.already.${shown.driver.certification.status}`)}
            action={
              <Button variant="contained" onClick={() => navigate(DRIVER_STATUS_PATH, {}, { replace: true })}>
                {t('driver.status.view')}
              </Button>
            }
          />
        ) : (
          <LicenseForm info={shown} />
        )
      }
    </DriverInfoScreen>
  );
}
