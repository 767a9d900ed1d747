'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveDriverLicense } from '@/lib/api';
import { LicenseClass } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PhotoPairForm } from '@/components/ui/PhotoPairForm';
import { navigate } from '@/components/router/history';
import { ADD_DRIVER_LICENSE_PATH, DRIVER_STATUS_PATH } from './paths';
import { forgetLicenseDraft, licenseDraft, type LicenseDraft } from './draft';

const PAGES = ['main', 'sub'] as const;

function PhotosForm({ draft }: { draft: LicenseDraft }) {
  return (
    <PhotoPairForm
      sides={PAGES}
      label={(page) => t(`driver.photos.${page}`)}
      requiredMessage={t('driver.photos.required')}
      submitLabel={t('driver.submit')}
      pendingLabel={t('driver.submitting')}
      onSubmit={async (photos) => {
        await saveDriverLicense({
          ...draft,
          licenseClass: LicenseClass.parse(draft.licenseClass),
          mainImage: photos.main,
          subImage: photos.sub,
        });
        forgetLicenseDraft();
        showToast(t('driver.submitted'));
        navigate(DRIVER_STATUS_PATH, {}, { replace: true });
      }}
      header={
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('driver.photos.intro')}
          </Typography>
          <Typography variant="body2">
            {t('driver.field.licenseNo')}：{draft.licenseNo} · {draft.licenseClass} · {draft.validFrom} ~ {draft.validUntil}
          </Typography>
        </>
      }
      footer={<Button onClick={() => navigate(ADD_DRIVER_LICENSE_PATH)}>{t('driver.photos.editDetails')}</Button>}
    />
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
