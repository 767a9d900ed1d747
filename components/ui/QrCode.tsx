'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export interface QrCodeProps {
  /** The text the code carries, usually a link. */
  value: string;
  /** What the code is, for people who cannot see it. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn as SVG. The encoder is loaded on first use, so screens without a code do not
 * carry it in their bundle.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (current) setSvg({ value, markup });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);

  if (!svg || svg.value !== value) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
