'use client';
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import {
  completeLoading,
  completeUnloading,
  uploadFieldPhoto,
  useFieldQueue,
  useWaybillDetail,
  type FieldPhoto,
  type WaybillDetailInfo,
} from '@/lib/api';
import { MAX_FORM_PHOTOS, MAX_LOAD_KG } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { reportFieldResult } from './DriverNextStep';
import { FieldQueueNotice } from './FieldQueueNotice';
import { nextDriverStep } from './logic';
import { useWaybillIdParam } from './OrderDetailScreen';
import { ORDER_DETAIL_PATH } from './paths';
import { fieldPosition } from './scan';
import { Fact, Section } from './widgets';
import { useGoodsLabels } from '@/components/goods/labels';
import { loadTonnesRule } from '@/components/vehicle/formRules';
import { kgOfTonnes, tonnesOfKg } from '@/lib/weight';

export type WeighKind = 'loaded' | 'unloaded';

const STEP = { loaded: 'completeLoading', unloaded: 'completeUnloading' } as const;

/** A photo of the form: uploaded (file id), or kept on the phone when no signal got through (sent with the action later). */
type Photo = FieldPhoto & { id: string };

let photoCount = 0;

function WeightPhotoFields({ waybill, kind }: { waybill: WaybillDetailInfo; kind: WeighKind }) {
  const labels = useGoodsLabels();
  // Typed in 吨 like every weight on screen (up to 3 decimals), sent in whole kg as the API keeps it.
  const form = useForm({ weight: { rules: [rules.required, loadTonnesRule(MAX_LOAD_KG)] } });
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photosChecked, setPhotosChecked] = useState(false);
  const id = waybill.waybillId;

  const submit = useAction(async () => {
    const kg = kgOfTonnes(form.values.weight);
    const position = await fieldPosition();
    const chosen = photos.map(({ id: _id, ...photo }) => photo);
    const result =
      kind === 'loaded'
        ? await completeLoading({ waybillId: id, loadedWeightKg: kg, ...position }, chosen)
        : await completeUnloading({ waybillId: id, unloadedWeightKg: kg, ...position }, chosen);
    reportFieldResult(result, kind === 'loaded' ? 'waybill.loaded.done' : 'waybill.unloaded.done');
    navigate(ORDER_DETAIL_PATH, { id: String(id) }, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setPhotosChecked(true);
        return form.validate() && photos.length > 0;
      }}
      action={submit}
      submitLabel={t(`waybill.${kind}.submit`)}
      pendingLabel={t('waybill.next.working')}
    >
      <Section title={t('waybill.section.waybill')}>
        <Fact label={t('waybill.field.number')}>{waybill.waybillNo}</Fact>
        <Fact label={t('waybill.field.plate')}>{waybill.carNumber}</Fact>
        <Fact label={t('waybill.field.goods')}>{t('waybill.goodsLine', { type: labels.cargoType(waybill.goods.cargoType), t: tonnesOfKg(waybill.goods.weightKg) })}</Fact>
      </Section>
      <FormField
        field={form.field('weight')}
        label={t(`waybill.${kind}.weight`)}
        inputMode="decimal"
        maxLength={7}
        end={t('waybill.tonnesUnit')}
      />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {t(`waybill.${kind}.photos`, { max: MAX_FORM_PHOTOS })}
      </Typography>
      {photos.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={t(`waybill.${kind}.photos`, { max: MAX_FORM_PHOTOS })}>
          {photos.map((photo) => (
            <Box component="li" key={photo.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {photo.name}
              </Typography>
              {'file' in photo && (
                <Typography variant="caption" sx={{ color: 'warning.main' }}>
                  {t('waybill.photo.kept')}
                </Typography>
              )}
              <IconButton
                size="small"
                aria-label={t('waybill.photo.remove', { name: photo.name })}
                onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {photos.length < MAX_FORM_PHOTOS && (
        <UploadField
          name="photos"
          invalid={photosChecked && photos.length === 0}
          label={t(`waybill.${kind}.upload`)}
          accept="image/jpeg,image/png,image/webp"
          upload={uploadFieldPhoto}
          onUploaded={(photo) => {
            photoCount += 1;
            setPhotos((current) => [...current, { ...photo, id: `photo-${photoCount}` }].slice(0, MAX_FORM_PHOTOS));
          }}
        />
      )}
      {photosChecked && photos.length === 0 && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t(`waybill.${kind}.photosRequired`)}
        </Typography>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('waybill.form.offlineHint')}
      </Typography>
    </ActionForm>
  );
}

function WeighForm({ waybill, kind }: { waybill: WaybillDetailInfo; kind: WeighKind }) {
  const queue = useFieldQueue(waybill.waybillId);
  // Once shown the form stays: sending moves the waybill (or queues the step), and a refusal
  // must leave the typed weight and the photos on screen.
  const shown = useRef(false);
  if (nextDriverStep(waybill, queue) === STEP[kind]) shown.current = true;
  const allowed = shown.current;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FieldQueueNotice waybillId={waybill.waybillId} />
      {allowed ? (
        <WeightPhotoFields waybill={waybill} kind={kind} />
      ) : (
        <Alert severity="info">{t(`waybill.${kind}.notNow`)}</Alert>
      )}
    </Box>
  );
}

/** Finishing loading (weight and weighing-slip photos) or unloading (weight and receipt photos) of `?id=`. */
export function WeighScreen({ kind }: { kind: WeighKind }) {
  const id = useWaybillIdParam();
  const { waybill, error, mutate } = useWaybillDetail(id);
  return (
    <PageScaffold>
      <Loaded data={id === null ? undefined : waybill} error={id === null ? new BadLinkError(t('waybill.badId')) : error} onRetry={() => void mutate()}>
        {(shown) => <WeighForm waybill={shown} kind={kind} />}
      </Loaded>
    </PageScaffold>
  );
}
