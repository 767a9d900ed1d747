'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { BrigadePicture } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { ProductPicture } from './ProductPicture';

/**
 * A product's pictures across the top of its page, swiped one by one (CSS scroll snapping: no
 * script on the phone's scroll), with "2 / 5" in the corner. None: one placeholder.
 */
export function PictureGallery({ pictures, title }: { pictures: readonly BrigadePicture[]; title: string }) {
  const [shown, setShown] = useState(0);
  if (pictures.length === 0) return <ProductPicture picture={null} alt={title} ratio="4 / 3" sx={{ mx: -2, width: 'auto' }} />;
  return (
    <Box sx={{ position: 'relative', mx: -2 }}>
      <Box
        role="list"
        aria-label={t('brigade.detail.pictures', { count: pictures.length })}
        onScroll={(event) => {
          const row = event.currentTarget;
          setShown(Math.round(row.scrollLeft / Math.max(1, row.clientWidth)));
        }}
        sx={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {pictures.map((picture, index) => (
          <Box role="listitem" key={picture.fileId} sx={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}>
            <ProductPicture picture={picture} alt={t('brigade.detail.pictureNth', { title, n: index + 1 })} ratio="4 / 3" />
          </Box>
        ))}
      </Box>
      {pictures.length > 1 && (
        <Typography variant="caption" sx={{ position: 'absolute', right: 12, bottom: 12, px: 1, borderRadius: 8, bgcolor: (theme) => alpha(theme.palette.common.black, 0.45), color: 'common.white' }}>
          {shown + 1} / {pictures.length}
        </Typography>
      )}
    </Box>
  );
}
