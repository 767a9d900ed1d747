'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { articleCoverObjectUrl } from '@/lib/api';

/**
 * An article's cover. The file is read with the session (an <img src> cannot send it) and shown
 * from an object URL, freed on leaving; while it loads, or when it cannot be read (a tourist), the
 * box keeps its place in a quiet colour so the layout does not jump.
 */
export function CoverImage({ url, alt, sx }: { url: string; alt: string; sx: SxProps<Theme> }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
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
  }, [url]);
  const frame: SxProps<Theme> = [{ objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])];
  return src ? <Box component="img" src={src} alt={alt} sx={frame} /> : <Box role="presentation" sx={frame} />;
}
