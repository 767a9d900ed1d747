'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { articleCoverObjectUrl, publicCoverSrc } from '@/lib/api';

/**
 * A cover or a console picture. A public cover (an article for everyone) is shown by the <img>
 * itself, for tourists and shared links too, and cached by the browser. Any other file is read with
 * the session (an <img src> cannot send it) and shown from an object URL, freed on leaving. While
 * it loads, or when it cannot be read, the box keeps its place in a quiet colour so the layout does
 * not jump.
 */
export function CoverImage({ url, alt, sx }: { url: string; alt: string; sx: SxProps<Theme> }) {
  const publicSrc = publicCoverSrc(url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (publicSrc) return;
    let objectUrl: string | null = null;
    let active = true;
    articleCoverObjectUrl(url).then(
      (made) => {
        objectUrl = made;
        if (active) setSrc(made);
        else URL.revokeObjectURL(made);
      },
      () => undefined,
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, publicSrc]);
  const frame: SxProps<Theme> = [{ objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])];
  const shown = publicSrc ?? src;
  return shown ? <Box component="img" src={shown} alt={alt} sx={frame} /> : <Box role="presentation" sx={frame} />;
}
