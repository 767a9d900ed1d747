'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { BrigadePicture } from '@/lib/contract';
import { brigadePictureUrl } from '@/lib/api';

export interface ProductPictureProps {
  picture: BrigadePicture | null;
  alt: string;
  /** Width over height (a card's cover 4/3, a gallery 1/1). */
  ratio?: string;
  sx?: SxProps<Theme>;
}

/**
 * A catalogue picture from the public picture call (no token; the service worker keeps it within
 * its budget). Without a picture, or when it cannot load (offline and never seen, dropped from
 * the budget), a quiet placeholder keeps the layout instead of a broken image.
 */
export function ProductPicture({ picture, alt, ratio = '4 / 3', sx }: ProductPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = picture ? brigadePictureUrl(picture) : null;
  const frame = [{ aspectRatio: ratio, width: '100%', bgcolor: 'action.hover', overflow: 'hidden', display: 'grid', placeItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])];
  if (!url || failed === url) {
    return (
      <Box role="img" aria-label={alt} sx={frame}>
        <ImageOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box component="img" src={url} alt={alt} loading="lazy" onError={() => setFailed(url)} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
    </Box>
  );
}
