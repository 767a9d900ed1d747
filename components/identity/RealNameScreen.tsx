'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { submitRealName, uploadCertificationImage, useRealName } from '@/lib/api';
import type { DataOf, endpoints } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { ActionForm } from '@/components/ui/ActionForm';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CertificationStatusChip, RejectReason } from './certification';

type RealName = NonNullable<DataOf<typeof endpoints.identity.realName>>;
type IdCardSide = 'front' | 'back';

/** The submitted verification: status, the name and masked ID, the reason of a refusal and the way to resubmit. */
function RealNameStatus({ realName, onResubmit }: { realName: RealName; onResubmit: () => void }) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('certification.kind.realName')}
          </Typography>
          <CertificationStatusChip status={realName.status} />
        </Box>
        <Typography variant="body2">{t(`realName.statusText.${realName.status}`)}</Typography>
        <Typography variant="body2">
          {t('realName.name')}：{realName.name}
        </Typography>
        <Typography variant="body2">
          {t('realName.idCardNo')}：{realName.idCardNo}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('certification.submittedAt', { date: formatDate(realName.submittedAt) })}
        </Typography>
        {realName.status === 'rejected' && (
          <>
            <RejectReason reason={realName.rejectReason} />
            <Button variant="contained" onClick={onResubmit}>
              {t('certification.resubmit')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The form: name and national ID typed by the user (the photos are stored for the reviewer, not
 * read by machine), both ID card sides uploaded first. A refused submit keeps everything.
 */
function RealNameForm({ previous, onSubmitted }: { previous: RealName | null; onSubmitted: (submitted: RealName) => void }) {
  const form = useForm({
    // A rejected masked ID is no use to retype from; the name is.
    name: { initial: previous?.name ?? '', rules: [rules.required, rules.personName] },
    idCardNo: { rules: [rules.required, rules.nationalId] },
  });
  const [images, setImages] = useState<Partial<Record<IdCardSide, string>>>({});
  const [photosChecked, setPhotosChecked] = useState(false);
  const photosMissing = !images.front || !images.back;

  const submit = useAction(async () => {
    const submitted = await submitRealName({
      name: form.values.name.trim(),
      idCardNo: form.values.idCardNo.trim().toUpperCase(),
      frontImage: images.front!,
      backImage: images.back!,
    });
    showToast(t('realName.submitted'));
    onSubmitted(submitted);
  });

  const uploadSide = (side: IdCardSide) => (
    <UploadField
      label={t(`realName.${side}`)}
      accept="image/jpeg,image/png,image/webp"
      upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
      onUploaded={(stored) => setImages((current) => ({ ...current, [side]: stored.fileId }))}
      name={`${side}Image`}
      invalid={photosChecked && !images[side]}
    />
  );

  return (
    <ActionForm
      validate={() => {
        setPhotosChecked(true);
        return form.validate() && !photosMissing;
      }}
      action={submit}
      submitLabel={t('realName.submit')}
      pendingLabel={t('realName.submitting')}
    >
      <Alert severity="info">{t('realName.noOcr')}</Alert>
      <FormField field={form.field('name')} label={t('realName.name')} autoComplete="name" maxLength={30} />
      <FormField field={form.field('idCardNo')} label={t('realName.idCardNo')} maxLength={18} />
      {uploadSide('front')}
      {uploadSide('back')}
      {photosChecked && photosMissing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('realName.photosRequired')}
        </Typography>
      )}
    </ActionForm>
  );
}

/** Real-name verification (`/pages/identityAuthentication/identityAuthentication`). */
export default function RealNameScreen() {
  const { realName, error, mutate } = useRealName();
  const [resubmitting, setResubmitting] = useState(false);

  return (
    <PageScaffold>
      <Loaded data={realName} error={error} onRetry={() => void mutate()}>
        {(shown) =>
          shown && !(resubmitting && shown.status === 'rejected') ? (
            <RealNameStatus realName={shown} onResubmit={() => setResubmitting(true)} />
          ) : (
            <RealNameForm
              previous={shown}
              // This screen's own cache entry shows the status at once, whichever SWR cache renders it.
              onSubmitted={(submitted) => {
                setResubmitting(false);
                void mutate(submitted, { revalidate: false });
              }}
            />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
