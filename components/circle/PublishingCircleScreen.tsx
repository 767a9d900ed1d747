'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { publishCirclePost, uploadCirclePhoto, useCircleStations } from '@/lib/api';
import { CIRCLE_TEXT_MAX } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ActionForm } from '@/components/ui/ActionForm';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { CIRCLE_PATH } from './paths';
import { PhotoPicker } from './PhotoPicker';
import { stationFacts } from './StationPicker';

/**
 * A new post (`/pages/circles/publishingCircle?orgId=`): the toll station (the one the feed showed,
 * or the nearest), text up to 500 characters and up to nine photos, each uploaded as it is picked.
 * The server's word filter may refuse a word; the text stays to be changed. Afterwards the feed.
 */
export default function PublishingCircleScreen() {
  const { query } = useRoute();
  const { stations, error, mutate } = useCircleStations();
  const form = useForm({
    orgId: { initial: query.orgId ?? '', rules: [rules.required] },
    text: { rules: [rules.length(0, CIRCLE_TEXT_MAX)] },
  });
  // Without a station from the feed, the nearest one (the first offered).
  const nearest = stations?.[0]?.orgId;
  const { setValue } = form;
  const noStation = form.values.orgId === '';
  useEffect(() => {
    if (noStation && nearest) setValue('orgId', String(nearest));
  }, [noStation, nearest, setValue]);
  const [photos, setPhotos] = useState<{ fileIds: string[]; unfinished: number }>({ fileIds: [], unfinished: 0 });
  // Shown once a submit was tried: a post needs words or a photo, and every photo uploaded.
  const [tried, setTried] = useState(false);
  const empty = form.values.text.trim() === '' && photos.fileIds.length === 0;
  const contentProblem = !tried ? null : photos.unfinished > 0 ? t('circle.publishing.photosPending') : empty ? t('circle.publishing.empty') : null;

  const publish = useSubmission(async (intent) => {
    const orgId = Number(form.values.orgId);
    const post = await publishCirclePost({ orgId, infoType: 'post', text: form.values.text.trim(), imageIds: photos.fileIds }, intent);
    showToast(t('circle.publishing.done'));
    navigate(CIRCLE_PATH, { orgId: String(post.orgId) }, { replace: true });
  });
  const textField = form.field('text');
  const stationField = form.field('orgId');

  return (
    <PageScaffold>
      <Loaded data={stations} error={error} onRetry={() => void mutate()}>
        {(offered) => (
          <ActionForm
            validate={() => {
              setTried(true);
              const fieldsFine = form.validate();
              return fieldsFine && photos.unfinished === 0 && !empty;
            }}
            action={publish}
            submitLabel={t('circle.publishing.submit')}
            pendingLabel={t('circle.publishing.pending')}
          >
            <TextField
              select
              id="field-orgId"
              label={t('circle.publishing.station')}
              value={offered.some((station) => String(station.orgId) === stationField.value) ? stationField.value : ''}
              onChange={(event) => stationField.onChange(event.target.value)}
              onBlur={stationField.onBlur}
              error={stationField.error !== null}
              helperText={stationField.error ?? t('circle.publishing.stationHint')}
            >
              {offered.map((station) => (
                <MenuItem key={station.orgId} value={String(station.orgId)}>
                  <Box>
                    <Typography variant="body1">{station.name}</Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {stationFacts(station)}
                    </Typography>
                  </Box>
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="field-text"
              name="text"
              label={t('circle.publishing.text')}
              placeholder={t('circle.publishing.placeholder')}
              multiline
              minRows={5}
              value={textField.value}
              onChange={(event) => textField.onChange(event.target.value)}
              onBlur={textField.onBlur}
              error={textField.error !== null || (contentProblem !== null && photos.unfinished === 0)}
              helperText={textField.error ?? t('circle.publishing.count', { n: textField.value.length, max: CIRCLE_TEXT_MAX })}
              slotProps={{ htmlInput: { maxLength: CIRCLE_TEXT_MAX } }}
            />
            <Box id="field-photos" data-invalid={photos.unfinished > 0 && tried ? 'true' : undefined}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('circle.publishing.photos')}
              </Typography>
              <PhotoPicker upload={uploadCirclePhoto} onChange={setPhotos} />
            </Box>
            {contentProblem && (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                {contentProblem}
              </Typography>
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('circle.publishing.rules')}
            </Typography>
          </ActionForm>
        )}
      </Loaded>
    </PageScaffold>
  );
}
