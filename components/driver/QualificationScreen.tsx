'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveQualification, uploadCertificationImage, type DriverLicense } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { ADD_DRIVER_LICENSE_PATH, DRIVER_LICENSE_INFO_PATH } from './paths';
import { isoDate } from './draft';
import { DriverInfoScreen, ExpiryAlerts } from './widgets';

const QUALIFICATION_NO = { check: (value: string) => !value || /^[0-9A-Za-z]{6,30}$/.test(value.trim()), messageKey: 'driver.validate.qualificationNo' };

function QualificationForm({ license }: { license: DriverLicense }) {
  const form = useForm({
    qualificationNo: { rules: [rules.required, QUALIFICATION_NO] },
    validUntil: { rules: [rules.required, rules.date] },
  });
  const [image, setImage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const submit = useAction(async () => {
    await saveQualification({ qualificationNo: form.values.qualificationNo.trim(), validUntil: isoDate(form.values.validUntil), image: image! });
    showToast(t('driver.qualification.saved'));
    navigate(DRIVER_LICENSE_INFO_PATH, {}, { replace: true });
  });
  const current = license.qualification;
  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return form.validate() && image !== null;
      }}
      action={submit}
      submitLabel={t(current ? 'driver.qualification.renew' : 'driver.qualification.add')}
      pendingLabel={t('driver.submitting')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('driver.qualification.intro')}
      </Typography>
      {current && (
        <Typography variant="body2">
          {t('driver.qualification.current', { no: current.qualificationNo, date: current.validUntil })}
        </Typography>
      )}
      <Alert severity="info">{t('driver.noOcr')}</Alert>
      <FormField field={form.field('qualificationNo')} label={t('driver.field.qualificationNo')} maxLength={30} />
      <FormDateField field={form.field('validUntil')} label={t('driver.field.qualificationValidUntil')} future />
      <UploadField
        label={t('driver.qualification.photo')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => setImage(stored.fileId)}
        name="image"
        invalid={checked && image === null}
      />
      {checked && image === null && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('driver.qualification.photoRequired')}
        </Typography>
      )}
    </ActionForm>
  );
}

/**
 * The occupational qualification certificate (`/pages/occuRequire/occuRequire`): needed to drive
 * trucks over 4.5 t; added or renewed on a pending or approved driver certification.
 */
export default function QualificationScreen() {
  return (
    <DriverInfoScreen>
      {(shown) =>
        shown.driver && shown.driver.certification.status !== 'rejected' ? (
          <>
            <ExpiryAlerts expiries={shown.expiries.filter((expiry) => expiry.document === 'qualification')} />
            <QualificationForm license={shown.driver} />
          </>
        ) : (
          <EmptyState
            message={t(shown.driver ? 'driver.qualification.resubmitFirst' : 'driver.qualification.applyFirst')}
            action={
              <Button variant="contained" onClick={() => navigate(ADD_DRIVER_LICENSE_PATH)}>
                {t(shown.driver ? 'certification.resubmit' : 'driver.apply.start')}
              </Button>
            }
          />
        )
      }
    </DriverInfoScreen>
  );
}
