'use client';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SourceQr } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDateTime } from '@/lib/time';

/**
 * The short code printed under the QR, large and grouped for reading aloud (`Z-10234-7QK2-MD`):
 * what a toll collector or the driver types when a camera cannot read the QR (the manual entries of
 * components/waybill/scan.tsx and the station scan screen), with its own expiry (12-24 hours,
 * lib/offline/sourceShortCode.ts). The long text can still be copied and sent, and pasted there.
 */
export function SourceShortCode({ code, now = Date.now() }: { code: SourceQr; now?: number }) {
  const labelId = useId();
  const expired = Date.parse(code.shortCodeExpiresAt) <= now;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'center', width: '100%' }}>
      <Typography variant="subtitle2" component="p" id={labelId} sx={{ m: 0 }}>
        {t('goods.qr.shortLabel')}
      </Typography>
      {expired ? (
        <Alert severity="warning">{t('goods.qr.shortExpired')}</Alert>
      ) : (
        <>
          <Typography
            component="code"
            data-testid="qr-short-code"
            aria-labelledby={labelId}
            sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, letterSpacing: '0.08em', textAlign: 'center', userSelect: 'all', bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 0.5 }}
          >
            {code.shortCode}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0, textAlign: 'center' }}>
            {t('goods.qr.shortHint')} {t('goods.qr.shortExpires', { time: formatDateTime(code.shortCodeExpiresAt) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button size="small" variant="outlined" onClick={() => void copyText(code.shortCode)}>
              {t('goods.qr.copy')}
            </Button>
            <Button size="small" onClick={() => void copyText(code.token)}>
              {t('goods.qr.copyLong')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(t('goods.qr.copied'));
  } catch {
    // No clipboard (an old browser, no permission): the text stays selectable by hand.
    showToast(t('goods.qr.copyFailed'));
  }
}

