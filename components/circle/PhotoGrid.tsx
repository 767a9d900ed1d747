'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import { t } from '@/lib/i18n';

/** A square photo tile (the picker's and the grid's). */
export const PHOTO_TILE_SX = { aspectRatio: '1 / 1', width: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' } as const;

/**
 * How many columns a post's photos take, as the messaging apps' moments do: one photo alone
 * larger, four as two by two, otherwise rows of three.
 */
function columnsFor(count: number): number {
  if (count === 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}

/** A post's photos (up to nine) as a grid; a tap opens them full screen, one by one. */
export function PhotoGrid({ urls }: { urls: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const columns = columnsFor(urls.length);
  return (
    <>
      <Box
        role="list"
        aria-label={t('circle.photos.label', { n: urls.length })}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 0.5, maxWidth: columns === 1 ? '66%' : columns === 2 ? '75%' : '100%' }}
      >
        {urls.map((url, index) => (
          <ButtonBase
            key={url}
            role="listitem"
            onClick={(event) => {
              // Inside a post card that opens the post: a photo opens the photo instead.
              event.stopPropagation();
              setOpen(index);
            }}
            sx={{ ...PHOTO_TILE_SX, ...(columns === 1 ? { aspectRatio: '4 / 3' } : {}) }}
          >
            <Box component="img" src={url} alt={t('circle.photos.nth', { n: index + 1 })} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          </ButtonBase>
        ))}
      </Box>
      <Dialog fullScreen open={open !== null} onClose={() => setOpen(null)} slotProps={{ paper: { sx: { bgcolor: 'common.black' } } }}>
        {open !== null && (
          <Box sx={{ position: 'relative', height: '100%', display: 'grid', placeItems: 'center' }} onClick={() => setOpen(null)}>
            <Box component="img" src={urls[open]} alt={t('circle.photos.nth', { n: open + 1 })} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            <IconButton aria-label={t('circle.photos.close')} onClick={() => setOpen(null)} sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}>
              <Close />
            </IconButton>
            <Typography variant="body2" sx={{ position: 'absolute', bottom: 16, color: 'common.white' }}>
              {open + 1} / {urls.length}
            </Typography>
            {open > 0 && (
              <IconButton
                aria-label={t('circle.photos.previous')}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(open - 1);
                }}
                sx={{ position: 'absolute', left: 4, color: 'common.white' }}
              >
                <ChevronLeft fontSize="large" />
              </IconButton>
            )}
            {open < urls.length - 1 && (
              <IconButton
                aria-label={t('circle.photos.next')}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(open + 1);
                }}
                sx={{ position: 'absolute', right: 4, color: 'common.white' }}
              >
                <ChevronRight fontSize="large" />
              </IconButton>
            )}
          </Box>
        )}
      </Dialog>
    </>
  );
}
