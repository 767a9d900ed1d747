'use client';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import Refresh from '@mui/icons-material/Refresh';
import { CIRCLE_PHOTOS_MAX } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { errorMessage } from '@/components/ui/errorMessage';
import { PHOTO_TILE_SX } from './PhotoGrid';

/** Sends one photo and resolves its stored file id; `onProgress` gets 0-100. */
export type PhotoUpload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

type Picked = {
  key: number;
  file: File;
  /** A local preview of the photo while and after it uploads. */
  preview: string;
} & ({ status: 'uploading'; percent: number } | { status: 'done'; fileId: string } | { status: 'failed'; message: string });

export interface PhotoPickerProps {
  upload: PhotoUpload;
  /** The stored ids of the photos uploaded so far (in the order picked), and whether some still upload or failed. */
  onChange: (photos: { fileIds: string[]; unfinished: number }) => void;
}

let nextKey = 1;

/**
 * Up to nine photos of a post, each uploaded as soon as it is picked (the hardened upload re-encodes
 * and caps them) with its progress on its tile; a failed one can be tried again or removed.
 */
export function PhotoPicker({ upload, onChange }: PhotoPickerProps) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    latestOnChange.current({
      fileIds: picked.flatMap((photo) => (photo.status === 'done' ? [photo.fileId] : [])),
      unfinished: picked.filter((photo) => photo.status !== 'done').length,
    });
  }, [picked]);

  // The previews are object URLs: freed when the screen goes.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (key: number, change: (photo: Picked) => Picked) =>
    setPicked((current) => current.map((photo) => (photo.key === key ? change(photo) : photo)));

  const send = async (key: number, file: File) => {
    update(key, (photo) => ({ key, file, preview: photo.preview, status: 'uploading', percent: 0 }));
    try {
      const fileId = await upload(file, (percent) =>
        update(key, (photo) => (photo.status === 'uploading' ? { ...photo, percent } : photo)),
      );
      update(key, (photo) => ({ key, file, preview: photo.preview, status: 'done', fileId }));
    } catch (failure) {
      update(key, (photo) => ({ key, file, preview: photo.preview, status: 'failed', message: errorMessage(failure) }));
    }
  };

  const add = (files: File[]) => {
    const room = CIRCLE_PHOTOS_MAX - picked.length;
    if (files.length > room) showToast(t('circle.photos.tooMany', { max: CIRCLE_PHOTOS_MAX }));
    const added = files.slice(0, Math.max(0, room)).map((file): Picked => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey++, file, preview, status: 'uploading', percent: 0 };
    });
    setPicked((current) => [...current, ...added]);
    for (const photo of added) void send(photo.key, photo.file);
  };

  const remove = (key: number) => setPicked((current) => current.filter((photo) => photo.key !== key));

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {picked.map((photo, index) => (
          <Box key={photo.key} sx={{ ...PHOTO_TILE_SX, position: 'relative' }}>
            <Box component="img" src={photo.preview} alt={t('circle.photos.nth', { n: index + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            {photo.status === 'uploading' && (
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.45)', color: 'common.white' }}>
                <CircularProgress
                  variant="determinate"
                  value={photo.percent}
                  size={36}
                  sx={{ color: 'common.white' }}
                  aria-label={t('circle.photos.uploading', { n: index + 1, percent: Math.round(photo.percent) })}
                />
              </Box>
            )}
            {photo.status === 'failed' && (
              <ButtonBase
                onClick={() => void send(photo.key, photo.file)}
                title={photo.message}
                aria-label={t('circle.photos.retry', { n: index + 1 })}
                sx={{ position: 'absolute', inset: 0, flexDirection: 'column', bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white', gap: 0.5 }}
              >
                <Refresh />
                <Typography variant="caption">{t('circle.photos.failed')}</Typography>
              </ButtonBase>
            )}
            <IconButton
              size="small"
              onClick={() => remove(photo.key)}
              aria-label={t('circle.photos.remove', { n: index + 1 })}
              sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(0,0,0,0.5)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' } }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {picked.length < CIRCLE_PHOTOS_MAX && (
          <ButtonBase
            component="label"
            sx={{ ...PHOTO_TILE_SX, border: 1, borderStyle: 'dashed', borderColor: 'divider', flexDirection: 'column', color: 'text.secondary', gap: 0.5 }}
          >
            <AddPhotoAlternate />
            <Typography variant="caption">{t('circle.photos.add')}</Typography>
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label={t('circle.photos.add')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Cleared so picking the same photo again still fires a change.
                event.target.value = '';
                if (files.length > 0) add(files);
              }}
            />
          </ButtonBase>
        )}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
        {t('circle.photos.count', { n: picked.length, max: CIRCLE_PHOTOS_MAX })}
      </Typography>
    </Box>
  );
}
