'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BrigadePass } from '@/lib/contract';
import { bindBrigadePass, uploadCertificationImage, useBrigadePasses } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { showToast } from '@/lib/state';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { UploadField } from '@/components/ui/UploadField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { ONE_CODE_BUY_PATH } from '@/components/brigade/buyPaths';
import { PassCard, PassHolder } from './PassFace';

/** Name and ID as on the ID card (checked together on the server), and the holder's photo. */
function BindForm({ pass, onBound }: { pass: BrigadePass; onBound: (bound: BrigadePass) => void }) {
  const form = useForm({
    name: { rules: [rules.required, rules.personName] },
    idCardNo: { rules: [rules.required, rules.nationalId] },
  });
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoChecked, setPhotoChecked] = useState(false);
  const bind = useSubmission(async (intent) => {
    const bound = await bindBrigadePass(pass.passId, { name: form.values.name.trim(), idCardNo: form.values.idCardNo.trim().toUpperCase(), photoFileId: photo! }, intent);
    showToast(t('brigadeOrders.pass.boundToast'));
    onBound(bound);
    return bound;
  });
  return (
    <Box sx={{ mt: 2 }}>
      <ActionForm
        validate={() => {
          setPhotoChecked(true);
          return form.validate() && photo !== null;
        }}
        action={bind}
        submitLabel={t('brigadeOrders.pass.bind')}
        pendingLabel={t('brigadeOrders.pass.binding')}
      >
        <Alert severity="info">{t('brigadeOrders.pass.bindOnce')}</Alert>
        <FormField field={form.field('name')} label={t('brigadeOrders.traveller.name')} autoComplete="name" maxLength={30} />
        <FormField field={form.field('idCardNo')} label={t('brigadeOrders.traveller.idCardNo')} maxLength={18} />
        <UploadField
          label={t('brigadeOrders.pass.uploadPhoto')}
          accept="image/jpeg,image/png,image/webp"
          upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
          onUploaded={(stored) => setPhoto(stored.fileId)}
          name="photoFileId"
          invalid={photoChecked && photo === null}
        />
        {photoChecked && photo === null && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>{t('brigadeOrders.pass.photoRequired')}</Typography>
        )}
      </ActionForm>
    </Box>
  );
}

function PassBinding({ pass }: { pass: BrigadePass }) {
  const [shown, setShown] = useState(pass);
  return (
    <>
      <PassCard pass={shown} withCode />
      {shown.holder ? (
        <PassHolder holder={shown.holder} />
      ) : shown.status !== 'unbound' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>{t(`brigadeOrders.pass.cannotBind.${shown.status}`)}</Alert>
      ) : (
        <BindForm pass={shown} onBound={setShown} />
      )}
    </>
  );
}

/**
 * Binding an annual pass to its holder (`/pages/oneCode/binding[?passId=]`, else the buyer's first
 * pass not bound yet): name and ID (checked together by the ID checker on the server) and a photo
 * the buyer uploads; once bound the pass shows its holder and cannot be bound again. Without a pass
 * the next step is buying one.
 */
export default function OneCodeBindingScreen() {
  const passId = useIdParam('passId');
  const { passes, error, mutate } = useBrigadePasses();
  return (
    <PageScaffold>
      <Loaded data={passes} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const pass = passId !== null ? loaded.find((each) => each.passId === passId) : (loaded.find((each) => each.status === 'unbound') ?? loaded[0]);
          return pass ? (
            <PassBinding key={pass.passId} pass={pass} />
          ) : (
            <EmptyState
              message={t(passId !== null ? 'brigadeOrders.pass.notFound' : 'brigadeOrders.pass.none')}
              action={<Button variant="contained" onClick={() => navigate(ONE_CODE_BUY_PATH)}>{t('brigadeOrders.pass.buy')}</Button>}
            />
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}
