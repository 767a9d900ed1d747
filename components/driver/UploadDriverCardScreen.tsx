'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveDriverLicense, uploadCertificationImage } from '@/lib/api';
import { LicenseClass } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { ADD_DRIVER_LICENSE_PATH, DRIVER_STATUS_PATH } from './paths';
import { forgetLicenseDraft, licenseDraft, type LicenseDraft } from './draft';

type Page = 'main' | 'sub';

function PhotosForm({ draft }: { draft: LicenseDraft }) {
  const [photos, setPhotos] = useState<Partial<Record<Page, string>>>({});
  const [checked, setChecked] = useState(false);
  const missing = !photos.main || !photos.sub;

  const submit = useAction(async () => {
    await saveDriverLicense({
      ...draft,
      licenseClass: LicenseClass.parse(draft.licenseClass),
      mainImage: photos.main!,
      subImage: photos.sub!,
    });
    forgetLicenseDraft();
    showToast(t('driver.submitted'));
    navigate(DRIVER_STATUS_PATH, {}, { replace: true });
  });

  const upload = (page: Page) => (
    <UploadField
      label={t(`driver.photos.${page}`)}
      accept="image/jpeg,image/png,image/webp"
      upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
      onUploaded={(stored) => setPhotos((current) => ({ ...current, [page]: stored.fileId }))}
    />
  );

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return !missing;
      }}
      action={submit}
      submitLabel={t('driver.submit')}
      pendingLabel={t('driver.submitting')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('driver.photos.intro')}
      </Typography>
      <Typography variant="body2">
        {t('driver.field.licenseNo')}：{draft.licenseNo} · {draft.licenseClass} · {draft.validFrom} ~ {draft.validUntil}
      </Typography>
      {upload('main')}
      {upload('sub')}
      {checked && missing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('driver.photos.required')}
        </Typography>
      )}
      <Button onClick={() => navigate(ADD_DRIVER_LICENSE_PATH)}>{t('driver.photos.editDetails')}</Button>
    </ActionForm>
  );
}

/**
 * The driver application, step 2 (`/pages/uploadDriverCard/uploadDriverCard`): the licence's main
 * and sub page photos, sent with the details typed on addDriverLicense (held in memory).
 */
export default function UploadDriverCardScreen() {
  const [draft] = useState(licenseDraft);
  return (
    <PageScaffold>
      {draft ? (
        <PhotosForm draft={draft} />
      ) : (
        <EmptyState
          message={t('driver.photos.noDraft')}
          action={
            <Button variant="contained" onClick={() => navigate(ADD_DRIVER_LICENSE_PATH, {}, { replace: true })}>
              {t('driver.photos.fillDetails')}
            </Button>
          }
        />
      )}
    </PageScaffold>
  );
}
