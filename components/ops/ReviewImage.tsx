'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { certificationImageUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { errorMessage } from '@/components/ui/errorMessage';

type Shown = { status: 'loading' } | { status: 'shown'; src: string } | { status: 'failed'; message: string };

/**
 * An uploaded image under review. The file URL needs the session's authorization, which an
 * <img src> cannot send: it is downloaded and shown from an object URL, freed on leaving.
 */
export function ReviewImage({ label, url }: { label: string; url: string }) {
  const [shown, setShown] = useState<Shown>({ status: 'loading' });

  useEffect(() => {
    let objectUrl: string | null = null;
    let active = true;
    certificationImageUrl(url).then(
      (src) => {
        objectUrl = src;
        if (active) setShown({ status: 'shown', src });
        else URL.revokeObjectURL(src);
      },
      (failure: unknown) => active && setShown({ status: 'failed', message: errorMessage(failure) }),
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      {shown.status === 'shown' && (
        <Box component="img" src={shown.src} alt={label} sx={{ width: '100%', borderRadius: 1, display: 'block' }} />
      )}
      {shown.status === 'loading' && <DelayedLoading />}
      {shown.status === 'failed' && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('ops.imageFailed', { message: shown.message })}
        </Typography>
      )}
      <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}
